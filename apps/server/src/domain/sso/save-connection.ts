import { and, eq } from 'drizzle-orm';
import {
  allowedOrganisationProblem,
  SSO_MESSAGES,
  type TSsoConnectionInput,
  type TSsoProvider,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { ssoConnections } from '../../db/schema';
import { invalidField } from '../errors';
import type { LocationScope } from '../locations/location-scope';
import { allowPasswordsWithoutConnections } from './allow-passwords-without-connections';
import { sealSecret } from './secret-box';

/** Creates or changes the location's connection to `provider`; a secret is needed the first time. */
export async function saveConnection(options: {
  db: DbOrTx;
  scope: LocationScope;
  provider: TSsoProvider;
  input: TSsoConnectionInput;
  secretKey: string;
  now: Date;
}): Promise<void> {
  const { db, scope, provider, input, secretKey, now } = options;
  const { locationId } = scope;
  const allowed = [...new Set(input.allowed_organisations)];
  for (const value of allowed) {
    const problem = allowedOrganisationProblem(provider, value);
    if (problem) throw invalidField('allowed_organisations', SSO_MESSAGES[problem]);
  }
  const sealed = input.client_secret ? sealSecret(secretKey, input.client_secret) : null;
  const values = {
    enabled: input.enabled,
    clientId: input.client_id,
    allowedOrganisations: allowed,
    updatedAt: now,
  };
  if (sealed) {
    await db
      .insert(ssoConnections)
      .values({ locationId, provider, clientSecretSealed: sealed, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: [ssoConnections.locationId, ssoConnections.provider],
        set: { ...values, clientSecretSealed: sealed },
      });
  } else {
    const updated = await db
      .update(ssoConnections)
      .set(values)
      .where(and(eq(ssoConnections.locationId, locationId), eq(ssoConnections.provider, provider)))
      .returning({ id: ssoConnections.id });
    if (updated.length === 0)
      throw invalidField('client_secret', SSO_MESSAGES.clientSecretRequired);
  }
  // Switching the last provider off must not leave the school without any way in.
  if (!input.enabled) await allowPasswordsWithoutConnections(db, locationId);
}
