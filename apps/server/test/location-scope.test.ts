import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { listFaculties } from '../src/domain/faculties/list-faculties';
import { decideLocationAccess } from '../src/domain/locations/location-access';
import type { LocationScope } from '../src/domain/locations/location-scope';
import type { LocationRow } from '../src/db/schema';

/*
 * Tenancy carried in the type (docs/server.md): a domain function of a location takes a
 * LocationScope, which only the access decision grants. The type half is checked by tsc (the
 * `@ts-expect-error` lines fail type-checking once a bare id is accepted); the "only the access
 * decision" half by the lint rule, run here on small files at the places it guards.
 */

describe('LocationScope', () => {
  it('is not a plain object or a number (type-checked)', () => {
    const refused = (db: never) => [
      // @ts-expect-error a plain { locationId } is no scope
      listFaculties({ db, scope: { locationId: 1 } }),
      // @ts-expect-error nor is a number
      listFaculties({ db, scope: 1 }),
      // @ts-expect-error nor the old bare id
      listFaculties({ db, locationId: 1 }),
    ];
    expect(refused).toBeTypeOf('function');
  });

  it('is granted by the access decision, for the location it admitted the caller to', () => {
    const location = { id: 42, passwordLogin: true } as LocationRow;
    const actor = { userId: 1, isPlatformAdmin: false, language: null, sessionIdHash: 'test' };
    const access = decideLocationAccess(actor, { location, roles: ['user'], licensed: true });
    const scope: LocationScope = access.scope;
    expect(scope.locationId).toBe(42);
    expect(Object.isFrozen(scope)).toBe(true);
    expect(() => decideLocationAccess(actor, { location, roles: null, licensed: true })).toThrow();
  });
});

describe('the lint rule: only the access decision grants a scope', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const eslint = new ESLint({ cwd: root });
  const grants = (from: string) =>
    `import { grantLocationScope } from '${from}';\nexport const scope = grantLocationScope(1);\n`;
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  };

  it('refuses the creator in a route, in the domain and in a test', async () => {
    const route = await problems(
      'apps/server/src/http/faculties/probe.ts',
      grants('../../domain/locations/location-scope'),
    );
    const domain = await problems(
      'apps/server/src/domain/faculties/probe.ts',
      grants('../locations/location-scope'),
    );
    const test = await problems(
      'apps/server/test/probe.test.ts',
      grants('../src/domain/locations/location-scope'),
    );
    for (const found of [route, domain, test]) {
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('Only the access decision');
    }
  });

  it('refuses a scope made by a cast', async () => {
    const cast =
      "import type { LocationScope } from '../../domain/locations/location-scope';\n" +
      'export const scope = { locationId: 1 } as LocationScope;\n';
    const found = await eslint.lintText(cast, {
      filePath: `${root}apps/server/src/http/faculties/probe.ts`,
    });
    expect(found[0]?.messages.map((message) => message.ruleId)).toEqual(['no-restricted-syntax']);
  });

  it('allows it where access is decided, and keeps the domain fence there', async () => {
    expect(
      await problems(
        'apps/server/src/domain/locations/location-access.ts',
        grants('./location-scope'),
      ),
    ).toEqual([]);
    const fence = await problems(
      'apps/server/src/domain/locations/location-access.ts',
      "import type { FastifyInstance } from 'fastify';\nexport type App = FastifyInstance;\n",
    );
    expect(fence).toHaveLength(1);
  });
});
