import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ZSsoConnectionInputSchema,
  ZSsoPasswordLoginInputSchema,
  ZSsoProviderParamsSchema,
  type TSsoSettingsResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  removeConnection,
  saveConnection,
  setPasswordLogin,
  ssoSettings,
} from '../../domain/sso/connections';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
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

  app.get('/locations/:location/sso', async (request) => {
    return settingsOf(locationAccessOf(request).location.id);
  });

  app.put('/locations/:location/sso', async (request) => {
    const locationId = locationAccessOf(request).location.id;
    const { password_login } = parse(ZSsoPasswordLoginInputSchema, request.body);
    await setPasswordLogin({
      db,
      actor: actorOf(request),
      locationId,
      passwordLogin: password_login,
    });
    return settingsOf(locationId);
  });

  app.put('/locations/:location/sso/:provider', async (request) => {
    const locationId = locationAccessOf(request).location.id;
    const { provider } = parse(ZSsoProviderParamsSchema, request.params);
    const input = parse(ZSsoConnectionInputSchema, request.body);
    await saveConnection({ db, locationId, provider, input, secretKey, now: clock() });
    return settingsOf(locationId);
  });

  app.delete('/locations/:location/sso/:provider', async (request) => {
    const locationId = locationAccessOf(request).location.id;
    const { provider } = parse(ZSsoProviderParamsSchema, request.params);
    await removeConnection({ db, locationId, provider });
    return settingsOf(locationId);
  });
}
