import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadAfterEducationUpdate } from './use-realtime';

const DESIGN = ['educations', '1', '7', 'design'];
const PLAN_DESIGN = ['educations', '1', '7', 'plan-design'];
const PLAN = ['educations', '1', '7', 'plan', 3];
const LIST = ['educations', '1', 'list'];
const NOTIFICATIONS = ['notifications'];

async function cache() {
  const client = new QueryClient();
  for (const key of [DESIGN, PLAN, LIST, NOTIFICATIONS]) {
    await client.prefetchQuery({ queryKey: key, queryFn: () => 1 });
  }
  await client.prefetchQuery({
    queryKey: PLAN_DESIGN,
    queryFn: () => 1,
    meta: { keepOnPlanChange: true },
  });
  const reloaded = () =>
    [DESIGN, PLAN_DESIGN, PLAN, LIST, NOTIFICATIONS].filter(
      (key) => client.getQueryState(key)?.isInvalidated,
    );
  return { client, reloaded };
}

describe('reloadAfterEducationUpdate', () => {
  it('reloads every education query after a change of the education', async () => {
    const { client, reloaded } = await cache();
    await reloadAfterEducationUpdate(client, { education_parent_id: 1, education_id: 7 });
    expect(reloaded()).toEqual([DESIGN, PLAN_DESIGN, PLAN, LIST]);
  });

  it('keeps the plan screen’s design after a change of only the plan', async () => {
    const { client, reloaded } = await cache();
    await reloadAfterEducationUpdate(client, {
      education_parent_id: 1,
      education_id: 7,
      part: 'plan',
    });
    // The design screen's copy reloads: its delete warnings count the plan.
    expect(reloaded()).toEqual([DESIGN, PLAN, LIST]);
  });

  it('reloads everything on reload_educations (no update)', async () => {
    const { client, reloaded } = await cache();
    await reloadAfterEducationUpdate(client);
    expect(reloaded()).toEqual([DESIGN, PLAN_DESIGN, PLAN, LIST]);
  });
});
