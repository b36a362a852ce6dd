/*
 * The local OpenID Connect providers of test/helpers/fake-oidc.ts as a process, for Playwright's
 * webServer list. Stays up until killed (SIGINT/SIGTERM).
 *
 *   npx tsx apps/server/test/helpers/fake-oidc-server.ts --port 3199 \
 *     --redirect-uri http://localhost:3100/api/v1/auth/sso/callback
 *
 * Flags:
 *   --port <n>              port on 127.0.0.1 (default 3199; 0 picks a free one)
 *   --redirect-uri <url>    registered redirect URI of every client; repeat for more (required)
 *   --post-logout-uri <url> registered post-logout redirect URI (Entra); repeatable
 *   --entra-tenant <tid>    Entra tenant id; repeatable; the first is selected
 *                           (default aaaaaaaa-0000-4000-8000-000000000001 and bbbbbbbb-0000-4000-8000-000000000002)
 *
 * Readiness: `GET http://127.0.0.1:<port>/health` answers 200 with JSON (origin and issuers); one
 * line "fake-oidc ready ..." goes to stdout. Accounts: defaultE2eAccounts() (surfconext
 * `ontwerper` and `onbekend`, entra `gebruiker`, entree `docent`); every login page takes the
 * account name in the "Gebruikersnaam" field and the button "Inloggen".
 * Clients: cp-surf-client, cp-entree-client, cp-entra-client (secrets in FAKE_OIDC_CLIENTS).
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_ENTRA_TENANTS,
  defaultE2eAccounts,
  FAKE_OIDC_CLIENTS,
  startFakeOidc,
} from './fake-oidc';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3199' },
    'redirect-uri': { type: 'string', multiple: true },
    'post-logout-uri': { type: 'string', multiple: true },
    'entra-tenant': { type: 'string', multiple: true },
  },
});

const redirectUris = values['redirect-uri'] ?? [];
const port = Number(values.port);
if (redirectUris.length === 0 || !Number.isInteger(port) || port < 0) {
  console.error(
    'usage: fake-oidc-server.ts [--port 3199] --redirect-uri <url> [--redirect-uri <url> ...]',
  );
  process.exit(2);
}
const entraTenants = values['entra-tenant']?.length
  ? values['entra-tenant']
  : DEFAULT_ENTRA_TENANTS;

const fake = await startFakeOidc({
  port,
  redirectUris,
  postLogoutRedirectUris: values['post-logout-uri'] ?? [],
  entraTenants,
  accounts: defaultE2eAccounts(entraTenants[0] as string),
});

console.log(
  `fake-oidc ready origin=${fake.origin} surfconext=${fake.surfconextIssuer} entree=${fake.entreeIssuer} ` +
    `entra=${fake.entra.authority} (SSO_ENTRA_ENDPOINT=${fake.origin}, tenants ${fake.entra.tenants.join(',')}) ` +
    `clients=${Object.values(FAKE_OIDC_CLIENTS)
      .map((c) => c.clientId)
      .join(',')}`,
);

let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  fake.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
