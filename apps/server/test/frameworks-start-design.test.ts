import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competences,
  frameworkItems,
  learningGoalFrameworkItems,
  learningGoals,
  learningOutcomes,
} from '../src/db/schema';
import type { TParsedFramework } from '../src/domain/frameworks/parsed-framework';
import { readFrameworkSheet } from '../src/domain/frameworks/read-framework-sheet';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { storeFramework } from '../src/domain/frameworks/store-framework';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { described } from './helpers/design-bodies';
import { createEducation, createEducationParent } from './helpers/educations';
import { sloExamRecords } from './helpers/framework-files';
import { createLicense, createLocation, createUser } from './helpers/fixtures';

let ctx: TestContext;
let locationId: number;
let parentId: number;
let designer: Agent;
let user: Agent;
let programmes: TParsedFramework[];
const stored = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
  await createLicense(ctx.db, locationId);
  const platform = await createUser(ctx.db, { isPlatformAdmin: true });
  await createUser(ctx.db, {
    email: 'start-designer@school.nl',
    memberships: [{ locationId, roles: ['designer'] }],
  });
  await createUser(ctx.db, {
    email: 'start-user@school.nl',
    memberships: [{ locationId, roles: ['user'] }],
  });
  designer = await ctx.agent().signIn('start-designer@school.nl');
  user = await ctx.agent().signIn('start-user@school.nl');
  parentId = await createEducationParent(ctx.db, locationId);
  programmes = readSloExamProgrammes(await sloExamRecords()).frameworks;
  for (const code of ['INF/havo', 'WI/vmbo']) {
    const parsed = programmes.find((p) => p.code === code)!;
    stored.set(
      code,
      await storeFramework(ctx.db, {
        owner: { locationId: null },
        parsed,
        release: 'november 2025',
        userId: platform.id,
        storedId: null,
      }),
    );
  }
  const other = (await createLocation(ctx.db)).id;
  stored.set(
    'other',
    await storeFramework(ctx.db, {
      owner: { locationId: other },
      parsed: programmes[0]!,
      release: 'x',
      userId: platform.id,
      storedId: null,
    }),
  );
});
afterAll(() => ctx?.close());

async function education(status: 'designing' | 'active' = 'designing') {
  return (await createEducation(ctx.db, { locationId, educationParentId: parentId, status })).id;
}
const start = (agent: Agent, educationId: number, body: object) =>
  agent.request('POST', `locations/${locationId}/educations/${educationId}/design/from-framework`, {
    body,
  });

describe('starting a design from a framework', () => {
  it('makes domains competences, subdomains outcomes and eindtermen goals, each remembering its item', async () => {
    const id = await education();
    const response = await start(designer, id, { framework_id: stored.get('INF/havo') });
    expect(response.statusCode).toBe(201);
    // Informatica havo: 18 domains, 64 subdomains, 64 eindtermen (the files, counted by hand).
    expect(response.json().data).toEqual({
      competences: 18,
      learning_outcomes: 64,
      learning_goals: 64,
    });
    const goals = await ctx.db
      .select({
        index: learningGoals.index,
        title: learningGoals.title,
        source: learningGoals.sourceFrameworkItemId,
        code: frameworkItems.code,
        itemTitle: frameworkItems.title,
      })
      .from(learningGoals)
      .innerJoin(frameworkItems, eq(frameworkItems.id, learningGoals.sourceFrameworkItemId))
      .where(eq(learningGoals.educationId, id))
      .orderBy(asc(learningGoals.id));
    expect(goals).toHaveLength(64);
    // A title longer than a title may be is cut at a word with "…" (and kept whole in the
    // details); the others are taken as they are (spaces and line breaks collapsed).
    const flat = (text: string) => text.trim().replace(/\s+/g, ' ');
    expect(
      goals.every((goal) => flat(goal.itemTitle).startsWith(goal.title.replace(/…$/, ''))),
    ).toBe(true);
    expect(goals.every((goal) => goal.title.length <= 200)).toBe(true);
    expect(goals[0]).toMatchObject({ index: '1.1.1', code: 'INF/H/DomeinA/A1/1' });
    // Each goal covers the item it was made from, so the coverage starts at 64 of 64.
    const links = await ctx.db
      .select({
        goal: learningGoalFrameworkItems.learningGoalId,
        item: learningGoalFrameworkItems.frameworkItemId,
      })
      .from(learningGoalFrameworkItems)
      .innerJoin(learningGoals, eq(learningGoals.id, learningGoalFrameworkItems.learningGoalId))
      .where(eq(learningGoals.educationId, id));
    expect(links).toHaveLength(64);
    const sourceOf = new Map(goals.map((goal) => [goal.source, goal.code]));
    expect(links.every((link) => sourceOf.has(link.item))).toBe(true);
  });

  it('gives a long eindterm a short title cut at a word and keeps the whole text in the details', async () => {
    // SLO's eindtermen run to 617 characters (563 of them are over 200): none is refused or
    // cut silently.
    const parsed = programmes.find((p) =>
      p.items.some((item) => item.kind === 'eindterm' && item.title.length > 200),
    )!;
    const long = parsed.items.find((item) => item.kind === 'eindterm' && item.title.length > 200)!;
    const platform = await createUser(ctx.db, { isPlatformAdmin: true });
    const frameworkId = await storeFramework(ctx.db, {
      owner: { locationId: null },
      parsed,
      release: 'november 2025',
      userId: platform.id,
      storedId: null,
    });
    const id = await education();
    expect((await start(designer, id, { framework_id: frameworkId })).statusCode).toBe(201);
    const [goal] = await ctx.db
      .select({ title: learningGoals.title, details: learningGoals.details })
      .from(learningGoals)
      .innerJoin(frameworkItems, eq(frameworkItems.id, learningGoals.sourceFrameworkItemId))
      .where(and(eq(learningGoals.educationId, id), eq(frameworkItems.sourceId, long.sourceId)));
    expect(goal!.title.length).toBeLessThanOrEqual(200);
    expect(goal!.title.endsWith('…')).toBe(true);
    const start_ = goal!.title.slice(0, -1);
    expect(long.title.trim().replace(/\s+/g, ' ').startsWith(start_)).toBe(true);
    // Cut at a word: the text goes on with a space or punctuation there.
    expect(long.title.trim().replace(/\s+/g, ' ').charAt(start_.length)).toMatch(/[\s,;:.–-]/);
    expect(goal!.details).toContain(long.title);
  });

  it('gives eindtermen directly under a domain an outcome of that domain to hang in', async () => {
    const id = await education();
    const response = await start(designer, id, { framework_id: stored.get('WI/vmbo') });
    // Wiskunde vmbo: 13 domains, 6 subdomains, 72 eindtermen, 31 of them directly under 12 domains.
    expect(response.json().data).toEqual({
      competences: 13,
      learning_outcomes: 18,
      learning_goals: 72,
    });
    const holders = await ctx.db
      .select({ title: learningOutcomes.title, competence: competences.title })
      .from(learningOutcomes)
      .innerJoin(competences, eq(competences.id, learningOutcomes.competenceId))
      .where(
        and(eq(learningOutcomes.educationId, id), eq(learningOutcomes.title, competences.title)),
      );
    expect(holders).toHaveLength(12);
  });

  it('numbers after the competences there are, and follows the mapping, the choice and the school-exam filter', async () => {
    const id = await education();
    const design = `locations/${locationId}/educations/${id}/design`;
    for (const index of ['1', '2']) {
      expect(
        (await designer.request('POST', `${design}/competences`, { body: described(index) }))
          .statusCode,
      ).toBe(201);
    }
    const framework = stored.get('INF/havo')!;
    const skipped = await start(designer, id, {
      framework_id: framework,
      mapping: { subdomain: 'skip' },
      school_exam_only: true,
    });
    // One eindterm of Informatica havo is not for the school exam; without subdomains each domain
    // holds its eindtermen in an outcome of its own.
    expect(skipped.json().data).toEqual({
      competences: 18,
      learning_outcomes: 18,
      learning_goals: 63,
    });
    const made = await ctx.db
      .select({ index: competences.index })
      .from(competences)
      .where(and(eq(competences.educationId, id), isNotNull(competences.sourceFrameworkItemId)))
      .orderBy(asc(competences.position));
    expect(made[0]!.index).toBe('3');

    const [eindterm] = await ctx.db
      .select({ id: frameworkItems.id })
      .from(frameworkItems)
      .where(and(eq(frameworkItems.frameworkId, framework), eq(frameworkItems.kind, 'eindterm')))
      .orderBy(asc(frameworkItems.ordinal))
      .limit(1);
    const one = await start(designer, await education(), {
      framework_id: framework,
      item_ids: [eindterm!.id],
    });
    // The chosen eindterm comes with its subdomain and domain.
    expect(one.json().data).toEqual({ competences: 1, learning_outcomes: 1, learning_goals: 1 });
  });

  it('keeps every outcome under a competence and every goal under an outcome, whatever the mapping', async () => {
    const id = await education();
    // Subdomains as goals and eindtermen as outcomes: an outcome below a goal moves up to the
    // goal's competence instead of hanging under something that is no competence.
    const response = await start(designer, id, {
      framework_id: stored.get('INF/havo'),
      mapping: { subdomain: 'learning_goal', eindterm: 'learning_outcome' },
    });
    expect(response.statusCode).toBe(201);
    // 18 domains; 64 eindtermen as outcomes plus one holder outcome per domain for its subdomains.
    expect(response.json().data).toEqual({
      competences: 18,
      learning_outcomes: 82,
      learning_goals: 64,
    });
    const outcomes = await ctx.db
      .select({ competence: competences.educationId })
      .from(learningOutcomes)
      .innerJoin(competences, eq(competences.id, learningOutcomes.competenceId))
      .where(eq(learningOutcomes.educationId, id));
    expect(outcomes).toHaveLength(82);
    expect(outcomes.every((row) => row.competence === id)).toBe(true);
  });

  it("takes a sheet's own kinds as words, also those that name something in JavaScript", async () => {
    const sheet = Buffer.from(
      [
        'Code;Titel;Bovenliggende code;Soort',
        'A;Analyse;;constructor',
        'A1;Vraag;A;toString',
        'A1a;Doel;A1;__proto__',
      ].join('\r\n'),
    );
    const [parsed] = (
      await readFrameworkSheet('eigen.csv', sheet, { code: 'EIGEN', title: 'Eigen kader' })
    ).frameworks;
    const frameworkId = await storeFramework(ctx.db, {
      owner: { locationId },
      parsed: parsed!,
      release: '1',
      userId: (await createUser(ctx.db)).id,
      storedId: null,
    });
    const id = await education();
    const byDepth = await start(designer, id, { framework_id: frameworkId });
    expect(byDepth.statusCode).toBe(201);
    expect(byDepth.json().data).toEqual({
      competences: 1,
      learning_outcomes: 1,
      learning_goals: 1,
    });
    const mapped = await start(designer, await education(), {
      framework_id: frameworkId,
      mapping: { toString: 'skip' },
    });
    expect(mapped.json().data).toEqual({ competences: 1, learning_outcomes: 1, learning_goals: 1 });
  });

  it('refuses another role, a locked education, a framework of another location and bad input; nothing is made', async () => {
    const id = await education();
    expect((await start(user, id, { framework_id: stored.get('INF/havo') })).statusCode).toBe(403);
    expect(
      (await start(designer, await education('active'), { framework_id: stored.get('INF/havo') }))
        .statusCode,
    ).toBe(409);
    expect((await start(designer, id, { framework_id: stored.get('other') })).statusCode).toBe(404);
    for (const body of [
      {},
      { framework_id: 'x' },
      { framework_id: 1, mapping: { domain: 'cluster' } },
      { framework_id: 1, item_ids: [0] },
    ]) {
      expect((await start(designer, id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const nothing = await start(designer, id, {
      framework_id: stored.get('INF/havo'),
      item_ids: [],
    });
    expect(nothing.statusCode).toBe(422);
    expect(await ctx.db.select().from(competences).where(eq(competences.educationId, id))).toEqual(
      [],
    );
  });
});
