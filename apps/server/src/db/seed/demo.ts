import { count, inArray } from 'drizzle-orm';
import type { TLocationRole } from '@cp/contracts';
import type { Db } from '../client';
import { educationParents, faculties, licenses, locations, memberships, users } from '../schema';
import { hashPassword } from '../../domain/auth/passwords';

/** The published demo password (DESIGN "Contracts"); only ever used on the embedded database. */
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

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'platform@demo.nl',
    firstName: 'Petra',
    middleName: 'van den',
    lastName: 'Berg',
    isPlatformAdmin: true,
    memberships: [{ domain: 'democollege.nl', roles: ['admin'] }],
    description: 'platform administrator',
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
 * Adds the demo locations and accounts to an empty database. Runs only when no user exists yet,
 * so a restart (or a database the owner already filled) is never touched; returns whether it ran.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
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
    // Demo College's faculties and education parents (educations follow with their issue).
    const demoCollege = locationIds.get('democollege.nl');
    for (const [name, parents] of demoCollege === undefined ? [] : DEMO_FACULTIES) {
      const [faculty] = await tx
        .insert(faculties)
        .values({ locationId: demoCollege as number, name })
        .returning({ id: faculties.id });
      if (faculty) {
        await tx
          .insert(educationParents)
          .values(parents.map((parent) => ({ facultyId: faculty.id, name: parent })));
      }
    }
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
      const rows = demo.memberships.flatMap(({ domain, roles }) => {
        const locationId = locationIds.get(domain);
        return locationId === undefined ? [] : [{ userId: user.id, locationId, roles }];
      });
      if (rows.length > 0) await tx.insert(memberships).values(rows).onConflictDoNothing();
    }
  });
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
