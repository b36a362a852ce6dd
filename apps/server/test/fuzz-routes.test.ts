import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, catalogueText } from '@cp/contracts';
import { MESSAGES_EN } from '@cp/contracts/messages/en';
import { faculties } from '../src/db/schema';
import { Agent } from './helpers/agent';
import { createUser } from './helpers/fixtures';
import { createPlanWorld, planEducation, type PlanWorld } from './helpers/plan';
import { fieldNames, requestSchemas, samplesByRequiredFields } from './helpers/request-schemas';

/*
 * Fuzzing every write route from the contracts (issue 11, "make the classes impossible"). For
 * every POST, PUT, PATCH and DELETE the app registered, as the platform administrator (who passes
 * every access level, so the bodies reach the parsers and the domain): FUZZ_RUNS generated bad
 * bodies (NUL and other control characters, lone surrogates, huge strings and numbers, wrong
 * types, deep nesting, truncated JSON and multipart, wrong media types) and bad path values.
 * Nothing may answer 5xx, and a refused request (4xx) may change nothing: the database's
 * content is compared before and after every run of refused requests. Every refusal answers a
 * message key of the catalogue (`key`, and `keys` per field; docs/errors.md).
 * `FUZZ_RUNS=2000 npx vitest run --project server test/fuzz-routes.test.ts` for a longer run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** What is wrong with a refusal's body, or undefined: its key and field keys name texts. */
function refusalProblem(body: string): string | undefined {
  let answer: { key?: unknown; keys?: Record<string, unknown[]> };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  const known = (key: unknown) =>
    typeof key === 'string' && catalogueText(MESSAGES_EN, key) !== undefined;
  if (!known(answer.key)) return `no known key: ${body.slice(0, 200)}`;
  const fieldKeys = Object.values(answer.keys ?? {}).flat();
  if (!fieldKeys.every(known)) return `a field key is not known: ${body.slice(0, 200)}`;
  return undefined;
}
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let world: PlanWorld;
let vendor: Agent;
const params: Record<string, string> = {};

beforeAll(async () => {
  world = await createPlanWorld();
  const education = await planEducation(world);
  const platform = await createUser(world.ctx.db, { isPlatformAdmin: true });
  // The same database behind an app without the per-minute request limit (thousands of requests).
  const app = await world.ctx.buildAnother({ RATE_LIMIT_PER_MINUTE: '100000000' });
  vendor = await new Agent(app).signIn(platform.email);
  const [faculty] = await world.ctx.db.select().from(faculties).limit(1);
  const created = await vendor.request('POST', `locations/${world.schoolId}/note-types`, {
    body: { name: 'Fuzz' },
  });
  const noteType = created.json().data as { id: number };
  Object.assign(params, {
    location: String(world.schoolId),
    education: String(education.id),
    education_parent: String(world.parentId),
    year: String(education.yearIds[0]),
    faculty: String(faculty?.id ?? 1),
    user: String(world.member.user.id),
    id: String(noteType.id),
    note_type: String(noteType.id),
  });
}, 120_000);
afterAll(() => world?.ctx.close());

/** Tables whose rows change on reads or sign-in, not on the request's own behalf. */
const VOLATILE = new Set(['sessions', 'login_attempts']);

/** One fingerprint of every table's content (order-independent). */
async function fingerprint(): Promise<string> {
  const tables = (await world.ctx.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as
    { rows: { name: string }[] } | { name: string }[];
  const names = (Array.isArray(tables) ? tables : tables.rows)
    .map((row) => row.name)
    .filter((name) => !VOLATILE.has(name) && !name.startsWith('__'));
  const parts = names.map(
    (name) =>
      sql`select ${name} as t, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as h from ${sql.identifier(name)} x`,
  );
  const result = (await world.ctx.db.execute(sql.join(parts, sql` union all `))) as unknown as
    { rows: { t: string; h: string }[] } | { t: string; h: string }[];
  return (Array.isArray(result) ? result : result.rows)
    .map((row) => `${row.t}:${row.h}`)
    .sort()
    .join('\n');
}

// ---- What a bad request is made of --------------------------------------------------------

const nastyText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\u0001\u0002\u0003',
    '\u001b[2J',
    '\u007f',
    '\u0085',
    '\ud800',
    'x\udfff',
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '1e400',
    'NaN',
    '-0',
    '2147483648',
    '#zzzzzz',
    'x'.repeat(300_000),
    'é'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    2 ** 53 + 2,
    1e308,
    -1e308,
    0,
    -1,
    1.5,
    1e-300,
    32_768,
    65_536,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Ordinary text with a control character, NUL or lone surrogate somewhere inside. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u001f',
      '\u007f',
      '\u009b',
      '\ud800',
      '\udfff',
    ),
    fc.string({ maxLength: 12 }),
  )
  .map((parts) => parts.join(''));
const leaf = fc.oneof(
  { weight: 4, arbitrary: controlText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
);
const value = fc.oneof(
  { weight: 8, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }) },
);

type BadRequest = { payload: string | Buffer; contentType: string };

function badBodies(keys: string[], sample?: Record<string, unknown>): fc.Arbitrary<BadRequest> {
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((body) => ({
      payload: JSON.stringify(body) ?? 'null',
      contentType: 'application/json',
    }));
  const objectWithKnownKeys = fc.dictionary(fc.constantFrom(...keys), value, {
    minKeys: 1,
    maxKeys: 8,
  });
  // A valid body of the route with one field made bad: the value meets the domain and the
  // database instead of the first missing field.
  const sampleKeys = Object.keys(sample ?? {});
  const mutated =
    sample && sampleKeys.length > 0
      ? json(
          fc
            .tuple(fc.constantFrom(...sampleKeys), value)
            .map(([key, bad]) => ({ ...sample, [key]: bad })),
        )
      : json(objectWithKnownKeys);
  // A note whose file name carries control characters (multipart is not parsed by `parse`).
  const badFileName = fc
    .constantFrom(
      'a\u0000.pdf',
      'a\u001b[2J.pdf',
      '\ud800.pdf',
      '../../etc/passwd',
      'x'.repeat(5000) + '.pdf',
    )
    .map((name): BadRequest => ({
      payload: `--b\r\nContent-Disposition: form-data; name="note_type_id"\r\n\r\n${params.note_type ?? '1'}\r\n--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nhallo\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc\r\n--b--\r\n`,
      contentType: 'multipart/form-data; boundary=b',
    }));
  return fc.oneof(
    { weight: 1, arbitrary: badFileName },
    { weight: 6, arbitrary: mutated },
    { weight: 3, arbitrary: json(objectWithKnownKeys) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 })) },
    {
      weight: 1,
      arbitrary: fc.tuple(objectWithKnownKeys, fc.nat()).map(([body, cut]) => {
        const text = JSON.stringify(body);
        return {
          payload: text.slice(0, cut % Math.max(1, text.length)),
          contentType: 'application/json',
        };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BadRequest>(
        { payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
        {
          payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
          contentType: 'application/json',
        },
        { payload: '{"name":"x"}', contentType: 'text/plain' },
        { payload: 'name=x&title=%00', contentType: 'application/x-www-form-urlencoded' },
        { payload: '<a/>', contentType: 'application/xml' },
        {
          payload:
            '--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nhallo\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc',
          contentType: 'multipart/form-data; boundary=b',
        },
        {
          payload: '--b\r\nContent-Disposition: form-da',
          contentType: 'multipart/form-data; boundary=b',
        },
        {
          payload:
            '--b\r\nContent-Disposition: form-data; name="note_type_id"\r\n\r\n2147483648\r\n--b\r\nContent-Disposition: form-data; name="text"\r\n\r\na\u0000b\r\n--b--\r\n',
          contentType: 'multipart/form-data; boundary=b',
        },
        { payload: '', contentType: 'application/json' },
      ),
    },
  );
}

const badPathValues = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  'abc',
  '%00',
  '%C0%AF',
  '1.5',
  '1e3',
  '%2e%2e',
];

// ---- The routes --------------------------------------------------------------------------

/** Ending the fuzzing session would turn every later request into a 401. */
const SKIPPED = new Set(['POST /auth/logout']);

const writeRoutes = () =>
  world.ctx.app.routeTable
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
    .filter((route) => route.url.startsWith(`${API_BASE}/`))
    .map((route) => ({ method: route.method, path: route.url.slice(API_BASE.length) }))
    .filter((route) => !SKIPPED.has(`${route.method} ${route.path}`));

const fill = (path: string, override: Record<string, string> = {}) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => override[name] ?? params[name] ?? '1');

async function send(method: string, url: string, bad?: BadRequest) {
  return vendor.request(method as 'POST', `${API_BASE}${url}`, {
    ...(bad ? { body: bad.payload } : {}),
    headers: bad ? { 'content-type': bad.contentType } : {},
  });
}

describe('fuzzing every write route (issue 11)', () => {
  it('answers every bad body and bad path below 500, and a refused request changes nothing', async () => {
    const schemas = requestSchemas();
    const keys = fieldNames(Object.values(schemas));
    const samples = samplesByRequiredFields(schemas);
    let seeded = 0;
    expect(keys.length).toBeGreaterThan(50);
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let requests = 0;
    let refused = 0;
    const statuses = new Map<number, number>();

    for (const route of routes) {
      let before = await fingerprint();
      const check = async (label: string, response: { statusCode: number; body: string }) => {
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push(`${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (response.statusCode >= 400) {
          refused += 1;
          const problem = response.body === '' ? undefined : refusalProblem(response.body);
          if (problem) failures.push(`${label} -> ${response.statusCode} ${problem}`);
          return;
        }
        // Accepted (a fuzzed body can be valid): that change is the new baseline.
        before = await fingerprint();
      };
      const assertUnchanged = async (label: string) => {
        const after = await fingerprint();
        if (after !== before) failures.push(`${label}: a refused request changed the database`);
        before = after;
      };

      // Bad path values, one parameter at a time (also for DELETE, whose body is ignored).
      for (const name of route.path.match(/:([A-Za-z_]+)/g)?.map((p) => p.slice(1)) ?? []) {
        for (const bad of badPathValues) {
          const url = fill(route.path, { [name]: bad });
          await check(`${route.method} ${url}`, await send(route.method, url));
        }
      }
      await assertUnchanged(`${route.method} ${route.path} (paths)`);
      if (route.method === 'DELETE') continue;

      const url = fill(route.path);
      // The fields an empty body misses name the route's contract; a valid sample of it is the
      // base of most bad bodies.
      const empty = await send(route.method, url, {
        payload: '{}',
        contentType: 'application/json',
      });
      await check(`${route.method} ${url} {}`, empty);
      const missing =
        empty.statusCode === 422
          ? Object.keys((empty.json() as { keys?: object }).keys ?? {})
              .map((field) => field.split('.')[0])
              .sort()
          : [];
      const sample = samples.get([...new Set(missing)].join(','))?.[0];
      if (sample) seeded += 1;
      await fc.assert(
        fc.asyncProperty(badBodies(keys, sample), async (bad) => {
          const response = await send(route.method, url, bad);
          await check(`${route.method} ${url} ${String(bad.payload).slice(0, 120)}`, response);
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      await assertUnchanged(`${route.method} ${route.path} (bodies)`);
    }
    console.info(
      `fuzz: ${routes.length} routes (${seeded} with a valid sample body), ${requests} requests, ${refused} refused, ${failures.length} failures; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    // Still signed in: no part of the run lost its reach by ending the session.
    expect((await vendor.request('GET', 'auth/me')).statusCode).toBe(200);
  }, 1_800_000);
});
