import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_ITEM_RESPONSE_SCHEMAS, type TDesignKind } from '@cp/contracts';
import { designRestrictions, educations } from '../src/db/schema';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';
import { statementsOf } from './helpers/statements';
import { clusterBody, described, madeItem } from './helpers/design-bodies';
import { RecordingPublisher } from '../src/domain/events/publisher';

/*
 * What a design change costs the database (issue 26): 200 changes a second over 50 educations on
 * a busy machine wait mostly for round trips, and one education's changes queue behind each
 * other for as long as each holds the education. The rules themselves are in design.test.ts;
 * here the count of statements per change, and that changes of one education still all count.
 */

let ctx: TestContext;
let schoolId: number;
let parentId: number;
let designer: Agent;
let restricted: Agent;

const url = (educationId: number) => `locations/${schoolId}/educations/${educationId}/design`;

async function made(agent: Agent, id: number, kind: TDesignKind, body: Record<string, unknown>) {
  return madeItem(await agent.request('POST', `${url(id)}/${kind}`, { body }), kind);
}

/** An education with a cluster linked to two goals and a subject. */
async function educationWithCluster() {
  const id = (await createEducation(ctx.db, { locationId: schoolId, educationParentId: parentId }))
    .id;
  const competence = await made(designer, id, 'competences', described('1'));
  const outcome = await made(
    designer,
    id,
    'learning-outcomes',
    described('1', { competence_id: competence.id }),
  );
  const goals = [
    await made(designer, id, 'learning-goals', described('1', { learning_outcome_id: outcome.id })),
    await made(designer, id, 'learning-goals', described('2', { learning_outcome_id: outcome.id })),
  ];
  const subject = await made(designer, id, 'subjects', { title: 'Nederlands' });
  const cluster = await made(
    designer,
    id,
    'clusters',
    clusterBody('1', { goal_ids: goals.map((goal) => goal.id), subject_ids: [subject.id] }),
  );
  return { id, goals, subject, cluster };
}

const versionOf = async (id: number) =>
  (
    await ctx.db
      .select({ version: educations.contentVersion })
      .from(educations)
      .where(eq(educations.id, id))
  )[0]?.version;

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher: new RecordingPublisher() });
  schoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  const user = await createUser(ctx.db, {
    memberships: [{ locationId: schoolId, roles: ['designer'] }],
  });
  designer = await ctx.agent().signIn(user.email);
  const limited = await createUser(ctx.db, {
    memberships: [{ locationId: schoolId, roles: ['designer'] }],
  });
  restricted = await ctx.agent().signIn(limited.email);
  const elsewhere = await createEducation(ctx.db, {
    locationId: schoolId,
    educationParentId: parentId,
  });
  await ctx.db
    .insert(designRestrictions)
    .values({ userId: limited.id, locationId: schoolId, educationId: elsewhere.id });
});
afterAll(() => ctx?.close());

describe('a design change in round trips', () => {
  it('renames a cluster whose links stay in six statements: the access check, begin, the education, the item, the update, commit', async () => {
    const { id, goals, subject, cluster } = await educationWithCluster();
    const before = await versionOf(id);
    // The session is resolved once and then cached: warm it, so only the change is counted.
    await designer.request('GET', url(id));
    let answer: { statusCode: number; body: string; json(): unknown } | undefined;
    const statements = await statementsOf(ctx.db, async () => {
      answer = await designer.request('PUT', `${url(id)}/clusters/${cluster.id}`, {
        body: clusterBody('1', {
          title: 'Nieuwe naam',
          // The same links, in another order and with a repeat: still the same set.
          goal_ids: [goals[1]!.id, goals[0]!.id, goals[1]!.id],
          subject_ids: [subject.id],
        }),
      });
    });
    expect(answer?.statusCode, answer?.body).toBe(200);
    expect(DESIGN_ITEM_RESPONSE_SCHEMAS.clusters.parse(answer?.json()).data).toMatchObject({
      id: cluster.id,
      title: 'Nieuwe naam',
      goal_ids: goals.map((goal) => goal.id).sort((a, b) => a - b),
      subject_ids: [subject.id],
    });
    // Before issue 26: 16 (the education locked, the restriction, the item, the index, each link
    // list checked and rewritten, the answer and the version each a statement of their own).
    expect(statements, statements.join('\n')).toHaveLength(6);
    expect(await versionOf(id)).toBe((before ?? 0) + 1);
  });

  it('changes links in three more statements per link list that changed (check, delete, insert)', async () => {
    const { id, goals, subject, cluster } = await educationWithCluster();
    await designer.request('GET', url(id));
    const statements = await statementsOf(ctx.db, async () => {
      const response = await designer.request('PUT', `${url(id)}/clusters/${cluster.id}`, {
        body: clusterBody('1', { goal_ids: [goals[0]!.id], subject_ids: [subject.id] }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { goal_ids: [goals[0]!.id] } });
    });
    // The goals: checked, old links deleted, new ones inserted; the subjects stay.
    expect(statements, statements.join('\n')).toHaveLength(9);
  });

  it('refuses a designer limited to other educations before any change, and counts nothing', async () => {
    const { id, cluster } = await educationWithCluster();
    const before = await versionOf(id);
    const response = await restricted.request('PUT', `${url(id)}/clusters/${cluster.id}`, {
      body: clusterBody('1', { title: 'Niet toegestaan' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'design_restricted' });
    expect(await versionOf(id)).toBe(before);
  });
});

describe('changes of one education at the same time', () => {
  it('all count, one after another: positions 1..n and the version raised once per change', async () => {
    const { id } = await educationWithCluster();
    const before = (await versionOf(id)) ?? 0;
    const creates = Array.from({ length: 12 }, (_, i) =>
      designer.request('POST', `${url(id)}/clusters`, { body: clusterBody(String(i + 2)) }),
    );
    const responses = await Promise.all(creates);
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const design = (await designer.request('GET', url(id))).json() as {
      data: { clusters: { position: number }[] };
    };
    expect(design.data.clusters.map((cluster) => cluster.position)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    expect(await versionOf(id)).toBe(before + 12);
  });
});
