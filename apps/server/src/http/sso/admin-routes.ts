import type { FastifyInstance } from 'fastify';
import { API_BASE, type TSsoSettingsResponse } from '@cp/contracts';
import type { Db } from '../../db/client';
import { ssoSettings } from '../../domain/sso/get-sso-settings';
import { removeConnection } from '../../domain/sso/remove-connection';
import { saveConnection } from '../../domain/sso/save-connection';
import { setPasswordLogin } from '../../domain/sso/set-password-login';
import type { LocationScope } from '../../domain/locations/location-scope';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

/** A location's single sign-on settings, for its administrators (docs/sso.md). */
export async function ssoAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; secretKey: string; publicUrl: string },
): Promise<void> {
  const { db, clock, secretKey } = deps;
  const redirectUri = `${deps.publicUrl}${API_BASE}/auth/sso/callback`;
  const settingsOf = async (scope: LocationScope): Promise<TSsoSettingsResponse> => ({
    data: await ssoSettings(db, scope, redirectUri, secretKey),
  });

  handle(app, 'getSsoSettings', async (_, request) => {
    return settingsOf(locationScopeOf(request));
  });

  handle(app, 'updateSsoPasswordLogin', async ({ body: { password_login } }, request) => {
    const scope = locationScopeOf(request);
    await setPasswordLogin({
      db,
      actor: actorOf(request),
      scope,
      passwordLogin: password_login,
    });
    return settingsOf(scope);
  });

  handle(app, 'saveSsoConnection', async ({ params: { provider }, body }, request) => {
    const scope = locationScopeOf(request);
    await saveConnection({ db, scope, provider, input: body, secretKey, now: clock() });
    return settingsOf(scope);
  });

  handle(app, 'removeSsoConnection', async ({ params: { provider } }, request) => {
    const scope = locationScopeOf(request);
    await removeConnection({ db, scope, provider });
    return settingsOf(scope);
  });
}
