import { asc, eq } from 'drizzle-orm';
import type { TSsoConnectionInput, TSsoProvider } from '@cp/contracts';
import type { Db } from '../../src/db/client';
import { externalIdentities, locations, ssoConnections } from '../../src/db/schema';

/** An Entra tenant id as a school would paste it (a GUID). */
export const TEST_TENANT = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

/** A valid body for `PUT locations/:location/sso/:provider`; `overrides` replace fields. */
export function connectionBody(
  provider: TSsoProvider,
  overrides: Partial<TSsoConnectionInput> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    enabled: true,
    client_id: `client-${provider}`,
    client_secret: `secret-${provider}-0123456789`,
    allowed_organisations: provider === 'entra' ? [TEST_TENANT] : ['school.nl'],
    ...overrides,
  };
}

/** The location's connection rows as stored, in a fixed order (for "unchanged" comparisons). */
export function connectionRows(db: Db, locationId: number) {
  return db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.locationId, locationId))
    .orderBy(asc(ssoConnections.id));
}

/** Every connection row, for "nothing anywhere changed" comparisons. */
export function allConnectionRows(db: Db) {
  return db.select().from(ssoConnections).orderBy(asc(ssoConnections.id));
}

/** The stored (sealed) client secret of one connection, or undefined when there is none. */
export async function sealedSecretOf(db: Db, locationId: number, provider: TSsoProvider) {
  const rows = await connectionRows(db, locationId);
  return rows.find((row) => row.provider === provider)?.clientSecretSealed;
}

/** The location's `password_login` column as stored. */
export async function storedPasswordLogin(db: Db, locationId: number): Promise<boolean> {
  const [row] = await db
    .select({ passwordLogin: locations.passwordLogin })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row) throw new Error(`no location ${locationId}`);
  return row.passwordLogin;
}

let subjectCounter = 0;

/** Links an identity at a provider to the user, as a finished single sign-on would. */
export async function linkIdentity(
  db: Db,
  userId: number,
  provider: TSsoProvider = 'surfconext',
): Promise<void> {
  subjectCounter += 1;
  const now = new Date();
  await db.insert(externalIdentities).values({
    userId,
    provider,
    issuer: `https://issuer.test/${provider}`,
    subject: `subject-${userId}-${subjectCounter}`,
    createdAt: now,
    lastLoginAt: now,
  });
}
