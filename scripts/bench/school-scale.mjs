// A school board's scale on top of the demo (issue 26), written set-based straight into the
// database before the server starts (PGlite is one process, so the bench opens its folder first;
// PostgreSQL right after the demo seed): educations, each in an education parent of its own (a
// realtime room is per education parent), with clusters to rename, and people with a session
// each, so the bench need not sign in thousands of times through the rate-limited login.
// A handful of statements whatever the numbers.
import { and, eq, sql } from 'drizzle-orm';
import {
  clusters,
  educationParents,
  educations,
  faculties,
  licenses,
  locations,
  memberships,
  sessions,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { hashSessionId, newSessionId } from '../../apps/server/src/domain/auth/session-ids.ts';
import { sessionCsrfToken } from '../../apps/server/src/http/csrf.ts';

/** The faculty the bench's educations go in; last in every list, so demoTargets still finds the demo's. */
export const BENCH_FACULTY = 'Zz bench: school scale';

/** Rows per insert statement (PostgreSQL's limit of 65,535 parameters). */
const CHUNK = 1000;
async function insertAll(db, table, rows, returning) {
  const out = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const query = db.insert(table).values(rows.slice(i, i + CHUNK));
    out.push(...(returning ? await query.returning(returning) : (await query, [])));
  }
  return out;
}

/**
 * Adds to Demo College, in one transaction:
 * - `educations` educations named "Bench 1" ... (designing, copied from "Bouwkunde niveau 4"),
 *   each in an education parent of its own, with `clustersPerEducation` clusters;
 * - `people` accounts (bench-1@school.test ...; the first `designers` with the designer role, the
 *   others as users), each with one session valid for 7 days, signed with `sessionSecret` (the
 *   server's SESSION_SECRET).
 * The license is raised so the educations fit. Answers the educations ({ id, parentId }) and the
 * people ({ userId, designer, cookie, xsrf }): a Cookie header as the browser sends it and the
 * CSRF token that goes with it.
 */
export async function addSchoolScale(
  db,
  { educations: count = 0, clustersPerEducation = 10, people = 0, designers = 0, sessionSecret },
) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.title, 'Demo College'));
    if (!demo) throw new Error('Demo College not found: seed the demo first');
    const [source] = await tx
      .select()
      .from(educations)
      .where(and(eq(educations.locationId, demo.id), eq(educations.name, 'Bouwkunde niveau 4')));
    if (!source) throw new Error('"Bouwkunde niveau 4" not found');

    let made = [];
    if (count > 0) {
      await tx
        .update(licenses)
        .set({ maxEducations: sql`${licenses.maxEducations} + ${count}` })
        .where(eq(licenses.locationId, demo.id));
      const [faculty] = await tx
        .insert(faculties)
        .values({ locationId: demo.id, name: BENCH_FACULTY })
        .returning({ id: faculties.id });
      const names = Array.from({ length: count }, (_, i) => `Bench ${i + 1}`);
      const parents = await insertAll(
        tx,
        educationParents,
        names.map((name) => ({ facultyId: faculty.id, name })),
        { id: educationParents.id },
      );
      const { id: _id, ...copied } = source;
      const rows = await insertAll(
        tx,
        educations,
        names.map((name, i) => ({
          ...copied,
          name,
          educationParentId: parents[i].id,
          status: 'designing',
          contentVersion: 0,
          createdAt: now,
          updatedAt: now,
        })),
        { id: educations.id, parentId: educations.educationParentId },
      );
      await insertAll(
        tx,
        clusters,
        rows.flatMap(({ id }) =>
          Array.from({ length: clustersPerEducation }, (_, j) => ({
            educationId: id,
            position: j + 1,
            index: `1.${j + 1}`,
            title: `Cluster ${j + 1}`,
            shortTitle: `C${j + 1}`,
            details: `Cluster ${j + 1} of the bench's school scale.`,
          })),
        ),
      );
      made = rows;
    }

    let accounts = [];
    if (people > 0) {
      const created = await insertAll(
        tx,
        users,
        Array.from({ length: people }, (_, i) => ({
          email: `bench-${i + 1}@school.test`,
          firstName: 'Bench',
          lastName: `Person ${i + 1}`,
        })),
        { id: users.id },
      );
      await insertAll(
        tx,
        memberships,
        created.map(({ id }, i) => ({
          userId: id,
          locationId: demo.id,
          roles: [i < designers ? 'designer' : 'user'],
        })),
      );
      const ids = created.map(() => newSessionId());
      await insertAll(
        tx,
        sessions,
        created.map(({ id }, i) => ({
          idHash: hashSessionId(sessionSecret, ids[i]),
          userId: id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 7 * 24 * 3600_000),
        })),
      );
      accounts = created.map(({ id }, i) => {
        const xsrf = sessionCsrfToken(sessionSecret, ids[i]);
        return {
          userId: id,
          designer: i < designers,
          cookie: `sid=${ids[i]}; XSRF-TOKEN=${xsrf}`,
          xsrf,
        };
      });
    }
    return { locationId: demo.id, educations: made, people: accounts };
  });
}

/**
 * A rename of the first cluster of each of `educations` through the API, as the design screen
 * sends it (the cluster's own fields from GET design, with a title that changes with `i`).
 * Answers `(education, i, headers) => request` for paced-load.mjs and the realtime bench.
 */
export async function clusterRenames(base, cookie, locationId, educationIds) {
  const api = `${base}/api/v1/locations/${locationId}/educations`;
  const byEducation = new Map();
  for (const id of educationIds) {
    const response = await fetch(`${api}/${id}/design`, {
      headers: { cookie, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET design of ${id}: ${response.status}`);
    const [cluster] = (await response.json()).data.clusters;
    const input = { ...cluster };
    for (const field of ['id', 'position', 'planned_count']) delete input[field];
    byEducation.set(id, { url: `${api}/${id}/design/clusters/${cluster.id}`, input });
  }
  return (educationId, i, headers) => {
    const { url, input } = byEducation.get(educationId);
    return {
      url,
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...input, title: `${input.title.slice(0, 80)} (${i % 1000})` }),
    };
  };
}

/** The headers of a write by the session of `cookie` (what the web app sends). */
export function writeHeaders(cookie) {
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
  return {
    cookie,
    accept: 'application/json',
    'content-type': 'application/json',
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
}
