import { count, inArray, sql } from 'drizzle-orm';
import type { TEducationStatus, TEducationType, TLocationRole } from '@cp/contracts';
import type { Db, DbOrTx } from '../client';
import {
  educationApprovals,
  educationParents,
  educationPeriods,
  educationYears,
  educations,
  faculties,
  licenses,
  locations,
  memberships,
  notes,
  noteTypes,
  users,
} from '../schema';
import { hashPassword } from '../../domain/auth/passwords';
import { DEMO_LARGE_DESIGN, insertDemoDesign, type DemoDesignSize } from './demo-design';
import { insertDemoPlan } from './demo-plan';

/**
 * The published demo password (README.md "Demo accounts"). Seeded at start only into the embedded
 * database; on PostgreSQL only by the explicit `npm run db:seed-demo` into an empty database.
 */
export const DEMO_PASSWORD = 'Demo!2026';

type DemoUser = {
  email: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  isPlatformAdmin?: boolean;
  memberships: { domain: string; roles: TLocationRole[] }[];
  description: string;
};

const DEMO_LOCATIONS = [
  { title: 'Demo College', domain: 'democollege.nl', type: 'vo' as const },
  { title: 'Tweede School', domain: 'tweedeschool.nl', type: 'other' as const },
];

const DEMO_FACULTIES: [string, string[]][] = [
  ['Techniek', ['Bouw en infra', 'ICT']],
  ['Economie', ['Handel en ondernemen']],
];

type DemoEducation = {
  parent: string;
  name: string;
  type: TEducationType;
  status: TEducationStatus;
  years: number;
  periods: number;
  weeks: number;
  createdBy: string;
  /** Reviewing: who asked, and who approved already. */
  requestedBy?: string;
  approvedBy?: string[];
  /** In the archive, deleted by this account. */
  deletedBy?: string;
  /** A generated design of this size (demo-design.ts). */
  design?: DemoDesignSize;
  /** A generated plan of that design (demo-plan.ts). */
  plan?: boolean;
};

/**
 * Demo College's educations: every dashboard tab (designing, reviewing, active) has something in
 * "Bouw en infra", an education under review waits for one more approval in "ICT" (the reviewer
 * account can give it), and the archive holds one.
 */
/** Note categories of Demo College, and the notes its first education starts with. */
const DEMO_NOTE_TYPES = ['Overleg', 'Besluit', 'Feedback werkveld', 'Actiepunt'];
const DEMO_NOTES: { education: string; type: string; author: string; text: string }[] = [
  {
    education: 'Bouwkunde niveau 4',
    type: 'Besluit',
    author: 'ontwerper@demo.nl',
    text: 'Leerjaar 1 start met een gezamenlijk project voor alle bouwopleidingen.\nDe stage valt in periode 3 van leerjaar 2.',
  },
  {
    education: 'Bouwkunde niveau 4',
    type: 'Feedback werkveld',
    author: 'admin@demo.nl',
    text: 'Het werkveld vraagt meer aandacht voor BIM en duurzaam bouwen in leerjaar 2.',
  },
];

const DEMO_EDUCATIONS: DemoEducation[] = [
  {
    parent: 'Bouw en infra',
    name: 'Bouwkunde niveau 4',
    type: 'vocational_secondary_education_4',
    status: 'designing',
    years: 3,
    periods: 4,
    weeks: 10,
    createdBy: 'ontwerper@demo.nl',
  },
  {
    // A design of realistic size (30 competences, 600 learning goals, 300 clusters), for trying
    // the design screen and for the benchmark. Not "Bouwkunde niveau 4 ...": the e2e specs open
    // that one by its name (substring match).
    parent: 'Bouw en infra',
    name: 'Bouwkunde niveau 4 (groot)',
    type: 'vocational_secondary_education_4',
    status: 'designing',
    years: 4,
    periods: 4,
    weeks: 10,
    createdBy: 'ontwerper@demo.nl',
    design: DEMO_LARGE_DESIGN,
    plan: true,
  },
  {
    parent: 'Bouw en infra',
    name: 'Infra niveau 3',
    type: 'vocational_secondary_education_3',
    status: 'active',
    years: 2,
    periods: 4,
    weeks: 10,
    createdBy: 'ontwerper@demo.nl',
  },
  {
    parent: 'Bouw en infra',
    name: 'Uitvoerder bouw niveau 4',
    type: 'vocational_secondary_education_4',
    status: 'reviewing',
    years: 3,
    periods: 4,
    weeks: 10,
    createdBy: 'admin@demo.nl',
    requestedBy: 'admin@demo.nl',
  },
  {
    parent: 'Bouw en infra',
    name: 'Timmeren niveau 2',
    type: 'vocational_secondary_education_2',
    status: 'designing',
    years: 2,
    periods: 4,
    weeks: 10,
    createdBy: 'ontwerper@demo.nl',
    deletedBy: 'admin@demo.nl',
  },
  {
    parent: 'ICT',
    name: 'ICT Software developer',
    type: 'vocational_secondary_education_4',
    status: 'reviewing',
    years: 3,
    periods: 4,
    weeks: 10,
    createdBy: 'ontwerper@demo.nl',
    requestedBy: 'ontwerper@demo.nl',
    approvedBy: ['admin@demo.nl'],
  },
  {
    parent: 'Handel en ondernemen',
    name: 'Ondernemer retail niveau 4',
    type: 'vocational_secondary_education_4',
    status: 'active',
    years: 3,
    periods: 2,
    weeks: 20,
    createdBy: 'admin@demo.nl',
  },
];

/** The calendar year the demo's first education years start in: school year 2026-2027. */
const DEMO_FIRST_SCHOOL_YEAR = 2026;

/**
 * The Monday a school year starts on (a year's starts_on, docs/educations.md "Structure"): the
 * first Monday on or after 20 August, as Dutch schools start in the last weeks of August
 * ('2026-08-24').
 */
export function schoolYearStart(calendarYear: number): string {
  const day = new Date(Date.UTC(calendarYear, 7, 20));
  day.setUTCDate(20 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

async function insertDemoEducation(
  tx: DbOrTx,
  demo: DemoEducation,
  ids: { locationId: number; parentId: number; userId: (email: string) => number | null },
): Promise<number | null> {
  const now = new Date();
  const [education] = await tx
    .insert(educations)
    .values({
      locationId: ids.locationId,
      educationParentId: ids.parentId,
      name: demo.name,
      type: demo.type,
      status: demo.status,
      createdBy: ids.userId(demo.createdBy),
      publishedAt: demo.status === 'active' ? now : null,
      requestedBy: demo.requestedBy ? ids.userId(demo.requestedBy) : null,
      reviewRequestedAt: demo.requestedBy ? now : null,
      deletedAt: demo.deletedBy ? now : null,
      deletedBy: demo.deletedBy ? ids.userId(demo.deletedBy) : null,
    })
    .returning({ id: educations.id });
  if (!education) return null;
  const years = await tx
    .insert(educationYears)
    .values(
      Array.from({ length: demo.years }, (_, i) => ({
        educationId: education.id,
        position: i + 1,
        startsOn: schoolYearStart(DEMO_FIRST_SCHOOL_YEAR + i),
      })),
    )
    .returning({ id: educationYears.id });
  await tx.insert(educationPeriods).values(
    years.flatMap((year) =>
      Array.from({ length: demo.periods }, (_, i) => ({
        educationYearId: year.id,
        position: i + 1,
        weeks: demo.weeks,
      })),
    ),
  );
  const approvers = (demo.approvedBy ?? []).flatMap((email) => {
    const userId = ids.userId(email);
    return userId === null ? [] : [{ educationId: education.id, userId }];
  });
  if (approvers.length > 0) await tx.insert(educationApprovals).values(approvers);
  if (demo.design) await insertDemoDesign(tx, education.id, demo.design);
  if (demo.plan) {
    await insertDemoPlan(tx, {
      educationId: education.id,
      locationId: ids.locationId,
      years: years.map((year) => ({ id: year.id, weeks: demo.periods * demo.weeks })),
    });
  }
  return education.id;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'platform@demo.nl',
    firstName: 'Petra',
    middleName: 'van den',
    lastName: 'Berg',
    isPlatformAdmin: true,
    // The vendor is no member of a school (issue 14): it reaches every location through its
    // platform role, and a school that wants it as a member invites it like anyone else.
    memberships: [],
    description: 'platform administrator (no member of a school)',
  },
  {
    email: 'admin@demo.nl',
    firstName: 'Anja',
    middleName: null,
    lastName: 'Jansen',
    memberships: [{ domain: 'democollege.nl', roles: ['admin'] }],
    description: 'admin of Demo College',
  },
  {
    email: 'ontwerper@demo.nl',
    firstName: 'Oscar',
    middleName: 'de',
    lastName: 'Vries',
    memberships: [{ domain: 'democollege.nl', roles: ['designer'] }],
    description: 'designer at Demo College',
  },
  {
    email: 'gebruiker@demo.nl',
    firstName: 'Gerda',
    middleName: null,
    lastName: 'Bakker',
    memberships: [{ domain: 'democollege.nl', roles: ['user'] }],
    description: 'user at Demo College',
  },
  {
    email: 'reviewer@demo.nl',
    firstName: 'Ruben',
    middleName: 'van',
    lastName: 'Dijk',
    memberships: [{ domain: 'democollege.nl', roles: ['user'] }],
    description: 'user (reviewer) at Demo College',
  },
  {
    email: 'admin@tweede.nl',
    firstName: 'Tessa',
    middleName: null,
    lastName: 'Visser',
    memberships: [{ domain: 'tweedeschool.nl', roles: ['admin'] }],
    description: 'admin of Tweede School',
  },
];

/**
 * Whether the database holds no account and no location: the only state the demo data may be
 * added to (a school's database always has at least one of them).
 */
export async function isEmptyForDemo(db: Db): Promise<boolean> {
  const [accounts] = await db.select({ n: count() }).from(users);
  const [schools] = await db.select({ n: count() }).from(locations);
  return (accounts?.n ?? 0) === 0 && (schools?.n ?? 0) === 0;
}

/**
 * Adds the demo locations and accounts to an empty database. Runs only when no user and no
 * location exist yet, so a restart (or a database the owner already filled) is never touched;
 * returns whether it ran.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (!(await isEmptyForDemo(db))) return false;
  // One hash for every demo account: they share the published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(locations)
      .values(DEMO_LOCATIONS)
      .onConflictDoNothing()
      .returning({ id: locations.id, domain: locations.domain });
    const locationIds = new Map(created.map((l) => [l.domain, l.id]));
    // A free institute license without end date, so the demo locations are usable at once.
    if (created.length > 0) {
      await tx.insert(licenses).values(
        created.map((location) => ({
          locationId: location.id,
          level: 'institute' as const,
          type: 'free' as const,
          startDate: '2026-01-01',
          maxEducations: 25,
        })),
      );
    }
    // Demo College's faculties and education parents, then (once the accounts exist) educations.
    const demoCollege = locationIds.get('democollege.nl');
    const parentIds = new Map<string, number>();
    for (const [name, parents] of demoCollege === undefined ? [] : DEMO_FACULTIES) {
      const [faculty] = await tx
        .insert(faculties)
        .values({ locationId: demoCollege as number, name })
        .returning({ id: faculties.id });
      if (faculty) {
        const rows = await tx
          .insert(educationParents)
          .values(parents.map((parent) => ({ facultyId: faculty.id, name: parent })))
          .returning({ id: educationParents.id, name: educationParents.name });
        for (const row of rows) parentIds.set(row.name, row.id);
      }
    }
    const userIds = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          passwordHash,
          firstName: demo.firstName,
          middleName: demo.middleName,
          lastName: demo.lastName,
          isPlatformAdmin: demo.isPlatformAdmin ?? false,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      userIds.set(demo.email, user.id);
      const rows = demo.memberships.flatMap(({ domain, roles }) => {
        const locationId = locationIds.get(domain);
        return locationId === undefined ? [] : [{ userId: user.id, locationId, roles }];
      });
      if (rows.length > 0) await tx.insert(memberships).values(rows).onConflictDoNothing();
    }
    if (demoCollege === undefined) return;
    const educationIds = new Map<string, number>();
    for (const demo of DEMO_EDUCATIONS) {
      const parentId = parentIds.get(demo.parent);
      if (parentId === undefined) continue;
      const id = await insertDemoEducation(tx, demo, {
        locationId: demoCollege,
        parentId,
        userId: (email) => userIds.get(email) ?? null,
      });
      if (id !== null) educationIds.set(demo.name, id);
    }
    const types = await tx
      .insert(noteTypes)
      .values(DEMO_NOTE_TYPES.map((name) => ({ locationId: demoCollege, name })))
      .returning({ id: noteTypes.id, name: noteTypes.name });
    const typeIds = new Map(types.map((type) => [type.name, type.id]));
    const noteRows = DEMO_NOTES.flatMap((note) => {
      const educationId = educationIds.get(note.education);
      const noteTypeId = typeIds.get(note.type);
      if (educationId === undefined || noteTypeId === undefined) return [];
      return [{ educationId, noteTypeId, text: note.text, authorId: userIds.get(note.author) }];
    });
    if (noteRows.length > 0) await tx.insert(notes).values(noteRows);
  });
  // Statistics for the planner after the bulk inserts: PGlite has no autovacuum to gather them,
  // and without them the analysis reads of the large education plan blind (its health check
  // took about twice as long).
  await db.execute(sql`analyze`);
  return true;
}

/** The demo accounts present in the database, for the line printed at every embedded start. */
export async function existingDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_USERS.filter((u) => present.has(u.email)).map((u) => u.email);
}
