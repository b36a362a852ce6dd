import type { TLocationRole, TLocationType, TNotificationType } from '@cp/contracts';
import type { Db } from '../../src/db/client';
import { licenses, locations, memberships, notifications, users } from '../../src/db/schema';
import { hashPassword } from '../../src/domain/auth/passwords';

/** Meets the password policy; hashed once per test file because argon2 is deliberately slow. */
export const TEST_PASSWORD = 'Test!Pass1';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A location with, unless `licensed: false`, a current license without end date (most routes
 * answer 403 `no_license` for a location without one).
 */
export async function createLocation(
  db: Db,
  values: { title?: string; domain?: string; type?: TLocationType; licensed?: boolean } = {},
) {
  const id = unique();
  const [row] = await db
    .insert(locations)
    .values({
      title: values.title ?? `School ${id}`,
      domain: values.domain ?? `school-${id}.nl`,
      type: values.type ?? 'vo',
    })
    .returning();
  if (!row) throw new Error('location not created');
  if (values.licensed !== false) await createLicense(db, row.id);
  return row;
}

export async function createLicense(
  db: Db,
  locationId: number,
  values: { startDate?: string; endDate?: string | null; maxEducations?: number } = {},
) {
  const [row] = await db
    .insert(licenses)
    .values({
      locationId,
      level: 'institute',
      type: 'paid',
      startDate: values.startDate ?? '2000-01-01',
      endDate: values.endDate ?? null,
      maxEducations: values.maxEducations ?? 50,
    })
    .returning();
  if (!row) throw new Error('license not created');
  return row;
}

export async function createUser(
  db: Db,
  values: {
    email?: string;
    isPlatformAdmin?: boolean;
    activated?: boolean;
    language?: 'nl' | 'en' | null;
    withPassword?: boolean;
    memberships?: { locationId: number; roles: TLocationRole[]; active?: boolean }[];
  } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email ?? `user-${unique()}@example.nl`,
      passwordHash: values.withPassword === false ? null : await testPasswordHash(),
      firstName: 'Test',
      middleName: null,
      lastName: 'Gebruiker',
      language: values.language ?? null,
      isPlatformAdmin: values.isPlatformAdmin ?? false,
      activated: values.activated ?? true,
    })
    .returning();
  if (!row) throw new Error('user not created');
  for (const membership of values.memberships ?? []) {
    await db.insert(memberships).values({ userId: row.id, ...membership });
  }
  return row;
}

export async function createNotification(
  db: Db,
  values: {
    userId: number;
    type?: TNotificationType;
    openedAt?: Date | null;
    createdAt?: Date;
    expiresAt: Date;
    text?: string;
  },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: values.userId,
      type: values.type ?? 'export_ready',
      notification: values.text ?? 'Je export staat klaar',
      data: 'export.pdf',
      openedAt: values.openedAt ?? null,
      createdAt: values.createdAt ?? new Date(),
      expiresAt: values.expiresAt,
    })
    .returning();
  if (!row) throw new Error('notification not created');
  return row;
}
