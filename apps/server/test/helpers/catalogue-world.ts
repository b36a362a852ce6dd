import type { Agent } from './agent';
import { createTestContext, type TestContext } from './app';
import { createLocation, createUser } from './fixtures';

/** A location's catalogue as its people see it: an admin, a user, and an admin of another location. */
export type CatalogueWorld = {
  ctx: TestContext;
  locationId: number;
  otherLocationId: number;
  admin: Agent;
  user: Agent;
  otherAdmin: Agent;
};

/** Two locations, each signed in where its catalogue tests need it (docs/organisation.md). */
export async function createCatalogueWorld(): Promise<CatalogueWorld> {
  const ctx = await createTestContext();
  const locationId = (await createLocation(ctx.db)).id;
  const otherLocationId = (await createLocation(ctx.db)).id;
  const member = (roles: ('admin' | 'user')[], id = locationId) => ({
    memberships: [{ locationId: id, roles }],
  });
  const signIn = async (roles: ('admin' | 'user')[], id = locationId) =>
    ctx.agent().signIn((await createUser(ctx.db, member(roles, id))).email);
  return {
    ctx,
    locationId,
    otherLocationId,
    admin: await signIn(['admin']),
    user: await signIn(['user']),
    otherAdmin: await signIn(['admin'], otherLocationId),
  };
}
