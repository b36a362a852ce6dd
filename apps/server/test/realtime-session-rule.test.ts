import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * A socket ends with its session (docs/realtime.md): every way a session ends lives in
 * domain/auth/sessions.ts, whose functions close its sockets too. The lint rule keeps a
 * `delete(sessions)` from appearing anywhere else, run here on small files.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const deletesSessions = [
  "import { eq } from 'drizzle-orm';",
  "import type { Db } from '../../db/client';",
  "import { sessions } from '../../db/schema';",
  'export const end = (db: Db, userId: number) =>',
  '  db.delete(sessions).where(eq(sessions.userId, userId));',
  '',
].join('\n');

async function rules(filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(deletesSessions, { filePath: `${root}${filePath}` });
  // Route files also may not import the schema (another rule); only this one matters here.
  return (result?.messages ?? [])
    .map((message) => message.ruleId)
    .filter((rule) => rule === 'no-restricted-syntax');
}

describe('sessions end only through domain/auth/sessions.ts', () => {
  it('refuses deleting sessions in other domain code and in routes', async () => {
    expect(await rules('apps/server/src/domain/users/probe.ts')).toEqual(['no-restricted-syntax']);
    expect(await rules('apps/server/src/http/auth/probe.ts')).toEqual(['no-restricted-syntax']);
  });

  it('allows it in sessions.ts', async () => {
    expect(await rules('apps/server/src/domain/auth/sessions.ts')).toEqual([]);
  });
});
