import type { FastifyInstance } from 'fastify';
import { API_BASE, type TSsoSettingsResponse } from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  removeConnection,
  saveConnection,
  setPasswordLogin,
  ssoSettings,
} from '../../domain/sso/connections';
import { locationAccessOf } from '../access/access-check';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

/** A location's single sign-on settings, for its administrators (docs/sso.md). */
export async function ssoAdminRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; secretKey: string; publicUrl: string },
): Promise<void> {
  const { db, clock, secretKey } = deps;
  const redirectUri = `${deps.publicUrl}${API_BASE}/auth/sso/callback`;
  const settingsOf = async (locationId: number): Promise<TSsoSettingsResponse> => ({
    data: await ssoSettings(db, locationId, redirectUri, secretKey),
  });

  handle(app, 'getSsoSettings', async (_, request) => {
    return settingsOf(locationAccessOf(request).location.id);
  });

  handle(app, 'updateSsoPasswordLogin', async ({ body: { password_login } }, request) => {
    const locationId = locationAccessOf(request).location.id;
    await setPasswordLogin({
      db,
      actor: actorOf(request),
      locationId,
      passwordLogin: password_login,
    });
    return settingsOf(locationId);
  });

  handle(app, 'saveSsoConnection', async ({ params: { provider }, body }, request) => {
    const locationId = locationAccessOf(request).location.id;
    await saveConnection({ db, locationId, provider, input: body, secretKey, now: clock() });
    return settingsOf(locationId);
  });

  handle(app, 'removeSsoConnection', async ({ params: { provider } }, request) => {
    const locationId = locationAccessOf(request).location.id;
    await removeConnection({ db, locationId, provider });
    return settingsOf(locationId);
  });
}
