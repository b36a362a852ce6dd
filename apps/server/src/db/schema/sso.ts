import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TSsoProvider } from '@cp/contracts';
import { invitations } from './invitations';
import { locations } from './locations';
import { users } from './users';

const PROVIDER_CHECK = (column: unknown) => sql`${column} in ('entra', 'surfconext', 'entree')`;

/**
 * A location's connection to one single sign-on provider (docs/sso.md). The client secret is
 * stored encrypted (AES-256-GCM, domain/sso/secret-box.ts) and never answered.
 * `allowed_organisations`: Entra tenant ids, or SURFconext/Entree schac home organisations.
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<TSsoProvider>().notNull(),
    enabled: boolean('enabled').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    allowedOrganisations: text('allowed_organisations').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sso_connections_location_provider_unique').on(t.locationId, t.provider),
    // The login page asks "which providers are on anywhere"; the table stays small, but the
    // lookup by provider is on every login page load.
    index('sso_connections_provider_idx').on(t.provider),
    check('sso_connections_provider_check', PROVIDER_CHECK(t.provider)),
  ],
);

/**
 * An identity at a provider, linked to one user: stored once (the unique key), so an identity can
 * never reach two accounts. Entra: issuer of the tenant + `oid`; SURFconext/Entree: issuer + the
 * pairwise `sub`.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<TSsoProvider>().notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('external_identities_identity_unique').on(t.provider, t.issuer, t.subject),
    index('external_identities_user_id_idx').on(t.userId),
    check('external_identities_provider_check', PROVIDER_CHECK(t.provider)),
  ],
);

/**
 * A sign-in on its way to the provider: found by the hash of `state`, bound to the browser that
 * began it (hash of a cookie), used once (deleted on return), and short-lived.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    nextPath: text('next_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sso_login_states_expires_at_idx').on(t.expiresAt),
    index('sso_login_states_connection_id_idx').on(t.connectionId),
  ],
);

/**
 * An unknown identity whose e-mail belongs to an account of the location: the person confirms
 * with that account's password once (`/surf?link=`), then the identity is linked.
 */
export const ssoPendingLinks = pgTable(
  'sso_pending_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    nextPath: text('next_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sso_pending_links_expires_at_idx').on(t.expiresAt),
    index('sso_pending_links_user_id_idx').on(t.userId),
    index('sso_pending_links_connection_id_idx').on(t.connectionId),
  ],
);

/**
 * A single sign-on that would make the person a member of the location through its open
 * invitation: nothing is joined until the person chooses so on `/surf?join=<token>` (decision
 * 0020). Found by the hash of the token, bound to the browser (hash of a cookie), used once,
 * short-lived. `user_id` null: no account yet; the invitation becomes one with the provider's
 * verified address and names.
 */
export const ssoPendingJoins = pgTable(
  'sso_pending_joins',
  {
    tokenHash: text('token_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    // Withdrawing the invitation (or its location) takes the pending choice with it.
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nextPath: text('next_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sso_pending_joins_expires_at_idx').on(t.expiresAt),
    index('sso_pending_joins_connection_id_idx').on(t.connectionId),
    index('sso_pending_joins_invitation_id_idx').on(t.invitationId),
    index('sso_pending_joins_user_id_idx').on(t.userId),
  ],
);

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoPendingJoinRow = typeof ssoPendingJoins.$inferSelect;
