import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYSIS_MESSAGES,
  ZStudyLoadNormResponseSchema,
  ZStudyLoadNormsResponseSchema,
  type TStudyLoadNorm,
} from '@cp/contracts';
import { studyLoadNorms } from '../src/db/schema';
import { schoolDay } from '../src/domain/licenses/active-license';
import type { Agent } from './helpers/agent';
import { analysisUrl, createAnalysisFixture, type AnalysisFixture } from './helpers/analysis';
import { createUser } from './helpers/fixtures';
import { dataOf } from './helpers/plan';

/*
 * Study-load norms as data (docs/analysis.md "Study-load norms"): the law the migration
 * inserts, the platform administrator's list / add / remove, and a newer norm taking over on its
 * date (the test app's clock is moved by hand).
 */

const DAY = 24 * 60 * 60 * 1000;
let fx: AnalysisFixture;
let platform: Agent;
let platformEmail: string;

beforeAll(async () => {
  fx = await createAnalysisFixture();
  const admin = await createUser(fx.world.ctx.db, { isPlatformAdmin: true });
  platformEmail = admin.email;
  platform = await fx.world.ctx.agent().signIn(admin.email);
}, 120_000);
afterAll(() => fx?.world.ctx.close());

/** The school day `days` from the test clock's now, as yyyy-mm-dd. */
const dayFromNow = (days: number) =>
  schoolDay(new Date(fx.world.ctx.clock.now().getTime() + days * DAY));

async function list(agent: Agent = fx.world.member.agent): Promise<TStudyLoadNorm[]> {
  const response = await agent.request('GET', 'study-load-norms');
  expect(response.statusCode, response.body).toBe(200);
  return ZStudyLoadNormsResponseSchema.parse(response.json()).data;
}

const post = (body: unknown, agent: Agent = platform) =>
  agent.request('POST', 'study-load-norms', { body });
const remove = (id: number, agent: Agent = platform) =>
  agent.request('DELETE', `study-load-norms/${id}`);

const havoNorm = (effective_from: string, extra: Record<string, unknown> = {}) => ({
  education_types: ['havo'],
  unit: 'hours',
  per_year_min: 1000,
  per_year_max: null,
  law: 'WVO (wijziging)',
  effective_from,
  ...extra,
});

describe('the norms the migration inserts', () => {
  it('hold HO, MBO and VO with their law, in effect since 2020-01-01', async () => {
    const norms = await list();
    const byType = (type: string) => norms.filter((n) => n.education_types.includes(type as never));
    // Every education type has exactly one norm.
    for (const type of [
      'havo',
      'vwo',
      'gymnasium',
      'vmbo-t',
      'hbo_full_bachelor',
      'wo_full_master',
    ]) {
      expect(byType(type), type).toHaveLength(1);
    }
    expect(byType('hbo_full_bachelor')[0]).toMatchObject({
      unit: 'ects',
      per_year_min: 60,
      per_year_max: 60,
      hours_per_ects: 28,
      effective_from: '2020-01-01',
    });
    expect(byType('vocational_secondary_education_4')[0]).toMatchObject({
      unit: 'hours',
      per_year_min: 1600,
      per_year_max: null,
      hours_per_ects: null,
      law: expect.stringContaining('WEB art. 7.2.7'),
    });
    expect(byType('vocational_secondary_education_1')[0]!.law).toContain('bbl');
    // VO: 3,700 / 4,700 / 5,700 hours over 4 / 5 / 6 years.
    expect(byType('vmbo-b')[0]!.per_year_min).toBe(925);
    expect(byType('havo')[0]!.per_year_min).toBe(940);
    expect(byType('vwo')[0]!.per_year_min).toBe(950);
    expect(byType('gymnasium')[0]!.per_year_min).toBe(950);
    // Secondary education without one stream: the lowest floor, vmbo's.
    for (const type of ['secondary_education', 'special_secondary_education', 'brede-brugklas']) {
      expect(byType(type)[0]!.per_year_min, type).toBe(925);
    }
    expect(norms.every((n) => n.effective_from === '2020-01-01')).toBe(true);
  });
});

describe('the platform administrator', () => {
  it('adds a norm with a new effective date, lists it first, and removes it before it takes effect', async () => {
    const date = dayFromNow(30);
    // A JSON body's number is a number: the same amount as text is refused (issue 25).
    const asText = await post(
      havoNorm(date, { per_year_max: '1200', hours_per_ects: null, law: 'WVO 2030' }),
    );
    expect(asText.statusCode, asText.body).toBe(422);
    const response = await post(
      havoNorm(date, { per_year_max: 1200, hours_per_ects: null, law: '  WVO 2030  ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const norm = ZStudyLoadNormResponseSchema.parse(response.json()).data;
    expect(norm).toEqual({
      id: norm.id,
      education_types: ['havo'],
      unit: 'hours',
      per_year_min: 1000,
      per_year_max: 1200,
      hours_per_ects: null,
      law: 'WVO 2030',
      effective_from: date,
    });
    const [row] = await fx.world.ctx.db
      .select({ createdBy: studyLoadNorms.createdBy })
      .from(studyLoadNorms)
      .where(eq(studyLoadNorms.id, norm.id));
    expect(row?.createdBy).not.toBeNull();
    // Newest effective date first.
    expect((await list())[0]).toEqual(norm);

    expect(dataOf(await remove(norm.id))).toBeNull();
    expect((await list()).some((n) => n.id === norm.id)).toBe(false);
    expect((await remove(norm.id)).statusCode).toBe(404);
  });

  it('cannot add a second norm for an overlapping type on the same date (409)', async () => {
    const date = dayFromNow(40);
    const first = dataOf<TStudyLoadNorm>(await post(havoNorm(date)), 201);
    const taken = await post(havoNorm(date, { education_types: ['vwo', 'havo'] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ key: ANALYSIS_MESSAGES.normTaken });
    // Other types on that date, or the same type on another date, are fine.
    // Ticked in any order, stored in the contract's order (as the migration's rows).
    const both = dataOf<TStudyLoadNorm>(
      await post(havoNorm(dayFromNow(42), { education_types: ['vwo', 'havo', 'vwo'] })),
      201,
    );
    expect(both.education_types).toEqual(['havo', 'vwo']);
    const vwo = dataOf<TStudyLoadNorm>(
      await post(havoNorm(date, { education_types: ['vwo'] })),
      201,
    );
    const later = dataOf<TStudyLoadNorm>(await post(havoNorm(dayFromNow(41))), 201);
    for (const id of [first.id, both.id, vwo.id, later.id]) dataOf(await remove(id));
  });

  it('cannot remove a norm in effect (409)', async () => {
    const ho = (await list()).find((n) => n.education_types.includes('hbo_full_bachelor'))!;
    const response = await remove(ho.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key: ANALYSIS_MESSAGES.normInEffect });
    expect((await list()).some((n) => n.id === ho.id)).toBe(true);
  });

  it('gets 422 with the field for invalid input', async () => {
    const response = await post({
      education_types: [],
      unit: 'days',
      per_year_min: 10,
      per_year_max: 5,
      law: ' ',
      effective_from: '2030-02-30',
    });
    expect(response.statusCode, response.body).toBe(422);
    const { keys } = response.json() as { keys: Record<string, string[]> };
    expect(keys.education_types).toEqual([ANALYSIS_MESSAGES.normTypesRequired]);
    expect(keys.law).toEqual([ANALYSIS_MESSAGES.lawRequired]);
    expect(Object.keys(keys).sort()).toEqual(
      ['education_types', 'effective_from', 'law', 'unit'].sort(),
    );
    // The range rule runs once the fields themselves are valid.
    const range = await post(havoNorm(dayFromNow(50), { per_year_min: 10, per_year_max: 5 }));
    expect(range.statusCode).toBe(422);
    expect((range.json() as { keys: unknown }).keys).toEqual({
      per_year_max: [ANALYSIS_MESSAGES.normRange],
    });
    // A change in the law takes effect today or later; a date in the past changes nothing.
    const past = await post(havoNorm(dayFromNow(-1)));
    expect(past.statusCode).toBe(422);
    expect((past.json() as { keys: unknown }).keys).toEqual({
      effective_from: [ANALYSIS_MESSAGES.normInPast],
    });
    expect((await list()).some((n) => n.effective_from === dayFromNow(-1))).toBe(false);
    const negative = await post(havoNorm(dayFromNow(50), { per_year_min: -1 }));
    expect((negative.json() as { keys: unknown }).keys).toEqual({
      per_year_min: [ANALYSIS_MESSAGES.normRange],
    });
  });

  it('is the only one who may add or remove: a location admin gets 403', async () => {
    const admin = fx.world.admin.agent;
    expect((await post(havoNorm(dayFromNow(60)), admin)).statusCode).toBe(403);
    const ho = (await list()).find((n) => n.education_types.includes('havo'))!;
    expect((await remove(ho.id, admin)).statusCode).toBe(403);
    // Reading is for everyone signed in (the analysis shows the norm), not for strangers.
    expect((await fx.world.ctx.agent().request('GET', 'study-load-norms')).statusCode).toBe(401);
  });
});

describe('a newer norm', () => {
  it('takes over on its effective date, not before', async () => {
    // HO for this type only: 20 to 30 EC, 25 hours per EC, from 10 days on.
    const date = dayFromNow(10);
    const newer = dataOf<TStudyLoadNorm>(
      await post({
        education_types: ['hbo_full_bachelor'],
        unit: 'ects',
        per_year_min: 20,
        per_year_max: 30,
        hours_per_ects: 25,
        law: 'WHW (herzien)',
        effective_from: date,
      }),
      201,
    );
    // Sessions do not outlive days of the moved clock: sign in again after each move.
    let reader = fx.world.member.agent;
    const signInAgain = async () => {
      reader = await fx.world.ctx.agent().signIn(fx.world.member.user.email);
    };
    const planning = async () =>
      dataOf<{ norm: { norm: TStudyLoadNorm; planned: number; status: string } }>(
        await reader.request('GET', `${analysisUrl(fx)}/years/${fx.yearIds[0]}/planning`),
      ).norm;
    const intensity = async () =>
      dataOf<{ norm_hours_per_week: number; weeks: { study_hours: number }[] }>(
        await reader.request('GET', `${analysisUrl(fx)}/years/${fx.yearIds[0]}/intensity`),
      );
    const summaryNorm = async () =>
      dataOf<{ norm: TStudyLoadNorm }>(await reader.request('GET', analysisUrl(fx))).norm;

    // Before: the WHW norm of 2020 (60 EC; 24.5 planned is under it).
    expect((await summaryNorm()).effective_from).toBe('2020-01-01');
    expect(await planning()).toMatchObject({ planned: 24.5, status: 'under' });
    expect((await intensity()).norm_hours_per_week).toBe(168);

    // The day before it: still the old one. On the day: the new one (20-30 EC: 24.5 is within).
    const { clock } = fx.world.ctx;
    clock.advance(9 * DAY);
    await signInAgain();
    expect((await summaryNorm()).effective_from).toBe('2020-01-01');
    clock.advance(1 * DAY);
    try {
      await signInAgain();
      expect(await summaryNorm()).toEqual(newer);
      expect(await planning()).toEqual({ norm: newer, planned: 24.5, status: 'within' });
      const later = await intensity();
      // 20 EC × 25 hours over 10 weeks = 50 a week; week 1: A 5 EC / 3 weeks × 25 = 41.67 → 41.7.
      expect(later.norm_hours_per_week).toBe(50);
      expect(later.weeks[0]!.study_hours).toBe(41.7);
      // Now in effect: it stays.
      const admin = await fx.world.ctx.agent().signIn(platformEmail);
      expect((await remove(newer.id, admin)).statusCode).toBe(409);
    } finally {
      clock.advance(-10 * DAY);
    }
    // Back before its date it may go again.
    dataOf(await remove(newer.id));
  });
});
