import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { HEALTH_CHECK_KEYS, ZYearPlanResponseSchema } from '@cp/contracts';
import {
  educations,
  educationYears,
  invitations,
  learningGoals,
  locations,
  memberships,
  users,
} from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { runSeeds } from '../src/db/seed';
import { analyseHealth } from '../src/domain/analysis/health';
import { createTestContext, type TestContext } from './helpers/app';
import { testScope } from './helpers/location-scope';

let ctx: TestContext;
const logged: string[] = [];
const log = { info: (m: string) => void logged.push(m) };

beforeAll(async () => {
  ctx = await createTestContext();
  await runSeeds({ db: ctx.db, seedDemo: true, log });
});
afterAll(() => ctx?.close());

describe('demo seed', () => {
  it('creates the demo locations and accounts and prints them', async () => {
    const emails = (await ctx.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails.sort()).toEqual([
      'admin@demo.nl',
      'admin@tweede.nl',
      'gebruiker@demo.nl',
      'ontwerper@demo.nl',
      'platform@demo.nl',
      'reviewer@demo.nl',
    ]);
    const titles = (await ctx.db.select().from(locations)).map((l) => l.title).sort();
    expect(titles).toEqual(['Demo College', 'Tweede School']);
    expect(logged[0]).toContain('Demo!2026');
    expect(logged[0]).toContain('platform@demo.nl');
  });

  it('gives Demo College educations in every status, one under review and one archived', async () => {
    const rows = await ctx.db.select().from(educations);
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Bouwkunde niveau 4',
      'Bouwkunde niveau 4 (groot)',
      'ICT Software developer',
      'Infra niveau 3',
      'Ondernemer retail niveau 4',
      'Timmeren niveau 2',
      'Uitvoerder bouw niveau 4',
    ]);
    const live = rows.filter((row) => row.deletedAt === null);
    expect(new Set(live.map((row) => row.status))).toEqual(
      new Set(['designing', 'reviewing', 'active']),
    );
    expect(rows.filter((row) => row.deletedAt !== null).map((row) => row.name)).toEqual([
      'Timmeren niveau 2',
    ]);

    // The reviewer sees the ICT education under review with one approval and may give the second.
    const reviewer = ctx.agent();
    await reviewer.login('reviewer@demo.nl', DEMO_PASSWORD);
    const ict = rows.find((row) => row.name === 'ICT Software developer');
    const response = await reviewer.request(
      'GET',
      `locations/${ict?.locationId}/educations/${ict?.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'reviewing',
      years_count: 3,
      periods_count: 12,
      weeks_count: 120,
      requested_by: { name: 'Oscar de Vries' },
      approvals: [{ user: { name: 'Anja Jansen' } }],
      can_approve: true,
    });
  });

  it('gives Demo College note categories and notes on its first education', async () => {
    const bouwkunde = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4',
    );
    const reader = ctx.agent();
    await reader.login('gebruiker@demo.nl', DEMO_PASSWORD);
    const types = await reader.request('GET', `locations/${bouwkunde?.locationId}/note-types`);
    expect(
      types
        .json()
        .data.map((type: { name: string }) => type.name)
        .sort(),
    ).toEqual(['Actiepunt', 'Besluit', 'Feedback werkveld', 'Overleg']);
    const list = await reader.request(
      'GET',
      `locations/${bouwkunde?.locationId}/educations/${bouwkunde?.id}/notes`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json().data.map((note: { note_type: { name: string } }) => note.note_type.name),
    ).toEqual(expect.arrayContaining(['Besluit', 'Feedback werkveld']));
  });

  it('gives Demo College one large education with a design of realistic size', async () => {
    const large = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4 (groot)',
    );
    expect(large).toMatchObject({ status: 'designing', deletedAt: null });
    const count = async (table: string) => {
      const result = (await ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const of = async (table: string) => {
      const result = (await ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where education_id = ${large!.id}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    expect({
      competences: await of('competences'),
      learning_clusters: await of('learning_clusters'),
      learning_outcomes: await of('learning_outcomes'),
      learning_goals: await of('learning_goals'),
      clusters: await of('clusters'),
      subjects: await of('subjects'),
      cluster_groups: await of('cluster_groups'),
      elective_subjects: await of('elective_subjects'),
    }).toEqual({
      competences: 30,
      learning_clusters: 30,
      learning_outcomes: 150,
      learning_goals: 600,
      clusters: 300,
      subjects: 10,
      cluster_groups: 5,
      elective_subjects: 3,
    });
    // Only the large education has a design; links are within it (every cluster 2-4 goals, five
    // goals left out of every cluster for the analysis screen to find).
    expect(await count('learning_goals')).toBe(600);
    expect(await count('cluster_goals')).toBe(895);
    expect(await count('cluster_subjects')).toBe(100);
    expect(await count('cluster_group_members')).toBe(50);
    expect(await count('elective_clusters')).toBe(12);
    const select = async (query: SQL) =>
      ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(
      await select(sql`select min(n)::int as min, max(n)::int as max, count(*)::int as clusters
        from (select count(*) as n from cluster_goals group by cluster_id) per_cluster`),
    ).toEqual([{ min: 2, max: 4, clusters: 300 }]);
    // Every goal but five is in a cluster, and some outcomes are grouped in learning clusters.
    expect(
      await select(sql`select count(*)::int as n from learning_goals g
        where not exists (select 1 from cluster_goals l where l.learning_goal_id = g.id)`),
    ).toEqual([{ n: 5 }]);
    expect(
      await select(sql`select count(*)::int as n from learning_outcomes
        where learning_cluster_id is not null`),
    ).toEqual([{ n: 60 }]);
    // Indexes are valid (docs/design.md "Rules") and follow the tree: goal 1.2.3 under outcome 1.2.
    const invalid = await select(sql`
      select index from competences where index !~ '^[0-9]+$'
      union all select index from learning_outcomes where index !~ '^[0-9]+\.[0-9]+$'
      union all select g.index from learning_goals g join learning_outcomes o
        on o.id = g.learning_outcome_id where g.index not like o.index || '.%'
      union all select index from clusters where index !~ '^[0-9]+(\.[0-9]+)*$'`);
    expect(invalid).toEqual([]);
    // The designer reads it through the API like any other education.
    const designer = ctx.agent();
    await designer.login('ontwerper@demo.nl', DEMO_PASSWORD);
    const response = await designer.request(
      'GET',
      `locations/${large!.locationId}/educations/${large!.id}`,
    );
    expect(response.json().data).toMatchObject({
      years_count: 4,
      periods_count: 16,
      weeks_count: 160,
    });
  });

  it('plans the large education: all but three clusters once, about 1,000 tests and activities', async () => {
    const large = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4 (groot)',
    )!;
    const of = async (table: string) => {
      const result = (await ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where education_id = ${large.id}`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const tests = await of('plan_tests');
    const activities = await of('plan_activities');
    expect(await of('planned_clusters')).toBe(297);
    expect(await of('planned_electives')).toBe(1);
    expect(tests + activities).toBeGreaterThanOrEqual(1000);
    // Every year's plan answers within its contract (a year of 40 weeks, ~75 clusters).
    const designer = ctx.agent();
    await designer.login('ontwerper@demo.nl', DEMO_PASSWORD);
    const years = await ctx.db
      .select({ id: educationYears.id })
      .from(educationYears)
      .where(eq(educationYears.educationId, large.id));
    let planned = 0;
    let choices = 0;
    for (const year of years) {
      const response = await designer.request(
        'GET',
        `locations/${large.locationId}/educations/${large.id}/plan/years/${year.id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const plan = ZYearPlanResponseSchema.parse(response.json()).data;
      expect(plan.year.weeks).toBe(40);
      // About a quarter each; the elective's two choices sit in its slot in year 2.
      expect(plan.planned_clusters.length).toBeGreaterThanOrEqual(72);
      // Three holidays and two test weeks.
      expect(
        plan.special_blocks.map((block) => [block.name, block.kind, block.start_week]),
      ).toEqual([
        ['Herfstvakantie', 'holiday', 9],
        ['Kerstvakantie', 'holiday', 17],
        ['Toetsweek 1', 'test_week', 20],
        ['Voorjaarsvakantie', 'holiday', 26],
        ['Toetsweek 2', 'test_week', 40],
      ]);
      planned += plan.planned_clusters.length;
      choices += plan.planned_clusters.filter((p) => p.planned_elective_id !== null).length;
    }
    expect(planned).toBe(297);
    expect(choices).toBe(2);
  });

  it('gives the large education findings for the analysis screen in every year', async () => {
    const large = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4 (groot)',
    )!;
    const rows = async (query: SQL) =>
      ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const e = large.id;
    // Per year: one planned cluster without tests, one activity without a teacher and one without
    // class hours, one link without goals, two tests without goals, and a week with three large
    // tests (TEST_PEAK_RULE: more than two).
    const perYear = await rows(sql`
      select y.position,
        (select count(*)::int from planned_clusters p where p.education_year_id = y.id
          and not exists (select 1 from plan_tests t where t.planned_cluster_id = p.id)) as untested,
        (select count(*)::int from plan_activities a join planned_clusters p
          on p.id = a.planned_cluster_id where p.education_year_id = y.id
          and a.teacher is null) as no_teacher,
        (select count(*)::int from plan_activities a join planned_clusters p
          on p.id = a.planned_cluster_id where p.education_year_id = y.id
          and a.class_hours is null) as no_hours,
        (select count(*)::int from plan_links l join planned_clusters p
          on p.id = l.planned_cluster_id where p.education_year_id = y.id
          and not exists (select 1 from plan_link_goals g where g.plan_link_id = l.id))
          as link_no_goals,
        (select count(*)::int from plan_tests t join planned_clusters p
          on p.id = t.planned_cluster_id where p.education_year_id = y.id
          and not exists (select 1 from plan_test_goals g where g.plan_test_id = t.id))
          as test_no_goals,
        (select max(large)::int from (select count(*) as large from plan_tests t
          join planned_clusters p on p.id = t.planned_cluster_id
          where p.education_year_id = y.id and t.size = 'large' group by t.week) w) as most_large,
        (select sum(a.class_hours * (a.end_week - a.start_week + 1))::float8
          from plan_activities a join planned_clusters p on p.id = a.planned_cluster_id
          where p.education_year_id = y.id)
        + (select sum(t.minutes / 60.0 + coalesce(t.study_hours, 0))::float8 from plan_tests t
          join planned_clusters p on p.id = t.planned_cluster_id
          where p.education_year_id = y.id) as study_hours
      from education_years y where y.education_id = ${e} order by y.position`);
    expect(perYear.map(({ study_hours: _, ...year }) => year)).toEqual(
      [1, 2, 3, 4].map((position) => ({
        position,
        untested: 1,
        no_teacher: 1,
        no_hours: 1,
        link_no_goals: 1,
        test_no_goals: 2,
        most_large: 3,
      })),
    );
    // Study hours (class hours × weeks, test minutes and study hours, as the analysis counts them)
    // around the MBO norm of 1,600 a year: three years just above, one below.
    const hours = perYear.map((year) => year.study_hours as number);
    expect(hours.filter((sum) => sum >= 1600 && sum <= 1700)).toHaveLength(3);
    expect(hours[2]).toBeGreaterThan(1500);
    expect(hours[2]).toBeLessThan(1600);

    // Tests cover most goals: some are never tested (the five in no cluster among them), some
    // once, most more often; links practise goals.
    const tested = await rows(sql`
      select count(*) filter (where n = 0)::int as never, count(*) filter (where n = 1)::int as once,
        count(*) filter (where n >= 2)::int as more
      from (select (select count(*) from plan_test_goals t where t.learning_goal_id = g.id) as n
        from learning_goals g where g.education_id = ${e}) per_goal`);
    expect(tested[0]!.never).toBeGreaterThanOrEqual(5);
    expect(tested[0]!.never).toBeLessThan(30);
    expect(tested[0]!.once).toBeGreaterThan(50);
    expect(tested[0]!.more).toBeGreaterThan(400);
    expect(
      await rows(sql`select count(*)::int as n from learning_goals g where g.education_id = ${e}
        and not exists (select 1 from cluster_goals c where c.learning_goal_id = g.id)
        and exists (select 1 from plan_test_goals t where t.learning_goal_id = g.id)`),
    ).toEqual([{ n: 0 }]);
    const [practised] = await rows(sql`select count(distinct learning_goal_id)::int as n
      from plan_link_goals l join plan_links p on p.id = l.plan_link_id where p.education_id = ${e}`);
    expect(practised!.n).toBeGreaterThan(250);

    // A team of teachers, each in several clusters of a year, and a guest with a few.
    const teachers = await rows(sql`select a.teacher, count(distinct a.planned_cluster_id)::int as n
      from plan_activities a join planned_clusters p on p.id = a.planned_cluster_id
      join education_years y on y.id = p.education_year_id
      where y.education_id = ${e} and y.position = 1 and a.teacher is not null
      group by a.teacher order by a.teacher`);
    expect(teachers.length).toBeGreaterThanOrEqual(8);
    expect(teachers.filter((teacher) => (teacher.n as number) >= 10).length).toBe(8);
    expect(teachers.some((teacher) => (teacher.n as number) < 5)).toBe(true);
  });

  it('gives every demo year a start, and the large education a test plan as a school has', async () => {
    // School year 2026-2027 for every first year, a year later for each next one, on Mondays.
    const years = (await rowsOf(sql`select e.name, y.position, y.starts_on::text as starts_on
      from education_years y join educations e on e.id = y.education_id
      order by e.name, y.position`)) as unknown as {
      name: string;
      position: number;
      starts_on: string;
    }[];
    const STARTS = ['2026-08-24', '2027-08-23', '2028-08-21', '2029-08-20'];
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year.starts_on, year.name).toBe(STARTS[year.position - 1]);

    const large = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4 (groot)',
    )!;
    const e = large.id;
    // Formative tests carry no weight and do not count for the exam; the rest are graded with a
    // pass mark of 5.5 (presence only achieved or not).
    const [purposes] = (await rowsOf(sql`select
        count(*) filter (where purpose = 'formative')::int as formative,
        count(*) filter (where purpose = 'formative'
          and (weight is not null or counts_for_exam or pass_mark is not null))::int as formative_weighted,
        count(*) filter (where purpose = 'summative')::int as summative,
        count(*) filter (where purpose = 'summative' and result_type = 'grade'
          and pass_mark = 5.5)::int as pass_marks,
        count(*) filter (where aids is not null)::int as aids,
        count(*) filter (where aids is not null and kind <> 'written_exam')::int as aids_elsewhere,
        count(*) filter (where end_week is not null)::int as over_weeks,
        count(*) filter (where study_hours is not null)::int as study_hours,
        count(*) filter (where resit and resit_rule is not null)::int as resit_rules,
        count(*) filter (where not resit and (resit_count <> 1 or resit_rule is not null))::int
          as resitless_with_rule
      from plan_tests where education_id = ${e}`)) as unknown as Record<string, number>[];
    expect(purposes!.formative).toBeGreaterThan(100);
    expect(purposes!.formative_weighted).toBe(0);
    expect(purposes!.pass_marks).toBe(purposes!.summative);
    expect(purposes!.aids).toBeGreaterThan(10);
    expect(purposes!.aids_elsewhere).toBe(0);
    expect(purposes!.over_weeks).toBeGreaterThan(10);
    expect(purposes!.study_hours).toBeGreaterThan(10);
    expect(purposes!.resit_rules).toBeGreaterThan(50);
    expect(purposes!.resitless_with_rule).toBe(0);

    // Percent clusters add up to exactly 100, but for one per year (90) and one mixing units
    // (40 % became a factor, 60 % is left).
    const percent = (await rowsOf(sql`select y.position,
        sum(t.weight) filter (where t.weight_unit = 'percent')::float8 as percent,
        bool_or(t.weight_unit = 'factor' and t.weight is not null) as mixed
      from plan_tests t join planned_clusters p on p.id = t.planned_cluster_id
      join education_years y on y.id = p.education_year_id
      where t.education_id = ${e} and t.purpose = 'summative'
      group by y.position, p.id
      having bool_or(t.weight_unit = 'percent')
      order by 1`)) as unknown as { position: number; percent: number; mixed: boolean }[];
    expect(percent.filter((c) => c.percent === 100 && !c.mixed).length).toBeGreaterThan(100);
    for (const position of [1, 2, 3, 4]) {
      const odd = percent.filter((c) => c.position === position && (c.percent !== 100 || c.mixed));
      expect(odd.map((c) => [c.percent, c.mixed]).sort()).toEqual([
        [60, true],
        [90, false],
      ]);
    }
    // Exam weights per exam group (the cluster's only subject, else the cluster) add up to 100
    // over all years, but for the groups of one test per year without an exam weight.
    const groups = (await rowsOf(sql`select
        case when (select count(*) from cluster_subjects s where s.cluster_id = p.cluster_id) = 1
          then 's' || (select s.subject_id from cluster_subjects s where s.cluster_id = p.cluster_id)
          else 'c' || p.cluster_id end as exam_group,
        sum(t.exam_weight)::float8 as total,
        count(*) filter (where t.exam_weight is null)::int as missing
      from plan_tests t join planned_clusters p on p.id = t.planned_cluster_id
      where t.education_id = ${e} and t.counts_for_exam
      group by 1`)) as unknown as { exam_group: string; total: number; missing: number }[];
    expect(groups.length).toBeGreaterThan(100);
    const off = groups.filter((group) => group.total !== 100);
    expect(off.every((group) => group.missing > 0 && group.exam_group.startsWith('s'))).toBe(true);
    expect(groups.reduce((sum, group) => sum + group.missing, 0)).toBe(4);
    // One test per year with a resit but no rule, one summative test without a weight.
    const [findings] = (await rowsOf(sql`select
        count(*) filter (where resit and resit_rule is null)::int as no_rule,
        count(*) filter (where purpose = 'summative' and weight is null)::int as no_weight
      from plan_tests where education_id = ${e}`)) as unknown as Record<string, number>[];
    expect(findings!.no_rule).toBeGreaterThanOrEqual(4);
    expect(findings!.no_weight).toBe(4);
  });

  it('gives the large education a health check that fails in every check, a little', async () => {
    const large = (await ctx.db.select().from(educations)).find(
      (row) => row.name === 'Bouwkunde niveau 4 (groot)',
    )!;
    const health = await analyseHealth({
      db: ctx.db,
      scope: testScope(large.locationId),
      educationId: large.id,
      now: new Date(),
    });
    // The whole education: every named check applies and finds something, but not much; the
    // framework checks do not apply, as the demo links to no framework (total 0, no score).
    const FRAMEWORK_CHECKS = ['framework_item_not_tested', 'framework_item_not_covered'];
    for (const check of health.education.checks) {
      if (FRAMEWORK_CHECKS.includes(check.key)) {
        expect([check.total, check.failing], check.key).toEqual([0, 0]);
        continue;
      }
      expect(check.failing, check.key).toBeGreaterThan(0);
      expect(check.failing, check.key).toBeLessThan(check.total);
    }
    expect(health.education.checks.map((check) => check.key)).toEqual([...HEALTH_CHECK_KEYS]);
    expect(health.education.score).toBeGreaterThanOrEqual(60);
    expect(health.education.score).toBeLessThan(100);
    // Every year has findings of its own; only the third is under the MBO hour norm.
    const failing = (scope: (typeof health.years)[number], key: string) =>
      scope.checks.find((check) => check.key === key)!.failing;
    expect(health.years).toHaveLength(4);
    for (const year of health.years) {
      for (const key of [
        'test_without_goals',
        'link_without_goals',
        'activity_without_hours',
        'cluster_without_tests',
        'week_over_peak',
      ]) {
        expect(failing(year, key), key).toBeGreaterThan(0);
      }
      expect(year.score).toBeLessThan(100);
    }
    expect(health.years.map((year) => failing(year, 'year_off_norm'))).toEqual([0, 0, 1, 0]);
  });

  it('is idempotent: a second start adds nothing and only lists the accounts', async () => {
    await runSeeds({ db: ctx.db, seedDemo: true, log });
    expect(await ctx.db.select().from(users)).toHaveLength(6);
    expect(await ctx.db.select().from(educations)).toHaveLength(7);
    expect(await ctx.db.select().from(learningGoals)).toHaveLength(600);
    expect(logged[1]).toMatch(/^Demo accounts \(password Demo!2026\): platform@demo\.nl/);
  });

  it('lets the demo accounts sign in with their roles', async () => {
    const admin = ctx.agent();
    const me = (await admin.login('admin@demo.nl', DEMO_PASSWORD)).json().data;
    expect(me.memberships).toEqual([
      expect.objectContaining({ location_title: 'Demo College', roles: ['admin'] }),
    ]);
    const platform = (await ctx.agent().login('platform@demo.nl', DEMO_PASSWORD)).json().data;
    expect(platform.is_platform_admin).toBe(true);
    const other = await ctx.agent().login('admin@tweede.nl', DEMO_PASSWORD);
    expect(other.json().data.memberships[0].location_title).toBe('Tweede School');
  });

  it('keeps the platform administrator out of the schools, with access through its role', async () => {
    const demoCollege = await demoCollegeId();
    const admin = ctx.agent();
    await admin.login('admin@demo.nl', DEMO_PASSWORD);
    // Not listed on the users screen, not offered as a reviewer.
    const listed = await admin.request('GET', `locations/${demoCollege}/users`);
    expect(listed.statusCode, listed.body).toBe(200);
    const emails = listed.json().data.map((user: { email: string }) => user.email);
    expect(emails).not.toContain('platform@demo.nl');
    expect(emails).toContain('admin@demo.nl');
    const members = await admin.request('GET', `locations/${demoCollege}/members`);
    const names = members.json().data.map((member: { name: string }) => member.name);
    expect(names).not.toContain('Petra van den Berg');
    expect(names).toContain('Anja Jansen');

    const vendor = ctx.agent();
    const me = (await vendor.login('platform@demo.nl', DEMO_PASSWORD)).json().data;
    expect(me.memberships).toEqual([]);
    // The platform role still opens every location's admin screens.
    const asVendor = await vendor.request('GET', `locations/${demoCollege}/users`);
    expect(asVendor.statusCode, asVendor.body).toBe(200);
    expect(asVendor.json().data).toEqual(listed.json().data);
  });

  it('takes the vendor out of Demo College in a database seeded before, unless invited', async () => {
    const demoCollege = await demoCollegeId();
    const [vendor] = await ctx.db.select().from(users).where(eq(users.email, 'platform@demo.nl'));
    if (!vendor) throw new Error('no demo vendor');
    const membershipOfVendor = () =>
      ctx.db.select().from(memberships).where(eq(memberships.userId, vendor.id));
    // What the seed used to give it.
    await ctx.db
      .insert(memberships)
      .values({ userId: vendor.id, locationId: demoCollege, roles: ['admin'] });
    await runSeeds({ db: ctx.db, seedDemo: true, log });
    expect(await membershipOfVendor()).toEqual([]);
    expect(logged.at(-2)).toContain('no longer a member of Demo College');

    // Invited by the school: a member by the school's choice, so it stays.
    const now = new Date();
    await ctx.db.insert(invitations).values({
      locationId: demoCollege,
      email: 'platform@demo.nl',
      roles: ['user'],
      tokenHash: 'seed-test-vendor-invitation',
      language: 'nl',
      createdAt: now,
      expiresAt: now,
      acceptedAt: now,
    });
    await ctx.db
      .insert(memberships)
      .values({ userId: vendor.id, locationId: demoCollege, roles: ['user'] });
    await runSeeds({ db: ctx.db, seedDemo: true, log });
    expect(await membershipOfVendor()).toHaveLength(1);
    // Leave the demo as the other tests expect it.
    await ctx.db.delete(memberships).where(eq(memberships.userId, vendor.id));
    await ctx.db.delete(invitations).where(eq(invitations.email, 'platform@demo.nl'));
  });
});

/** Rows of a raw query; both drivers answer `{ rows }`, which the common Db type leaves open. */
async function rowsOf(query: SQL): Promise<Record<string, unknown>[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function demoCollegeId(): Promise<number> {
  const [row] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.domain, 'democollege.nl'));
  if (!row) throw new Error('no Demo College');
  return row.id;
}
