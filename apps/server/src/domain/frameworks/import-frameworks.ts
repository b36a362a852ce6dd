import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../errors';
import { withEvents, type Publisher } from '../events/publisher';
import { findStoredFrameworks, storeFramework } from './store-framework';
import { chosenFrameworks, importDigest, type TImportRequest } from './preview-framework-import';
import { tellFrameworksChanged } from './tell-frameworks-changed';

/*
 * Applies an import all or nothing (docs/frameworks.md "Import"): in one transaction, after the
 * digest of the preview is found again (the same files, choice and release against the same
 * stored frameworks). Imports wait for each other, in every server process; open screens are
 * told after the commit.
 */

export type TImportedFramework = { id: number; code: string; title: string; items: number };

export async function importFrameworks(
  deps: { db: Db; publisher: Publisher },
  request: TImportRequest & { digest: string; userId: number },
): Promise<TImportedFramework[]> {
  const chosen = chosenFrameworks(request);
  return withEvents(deps, async (tx, events) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('framework-import'))`);
    const storedOf = await findStoredFrameworks(tx, request.owner, chosen);
    const versions = chosen.map(
      (framework) => storedOf(framework)?.updatedAt.toISOString() ?? null,
    );
    if (importDigest(request, chosen, versions) !== request.digest) {
      throw new DomainError('conflict', 'frameworks.changedSincePreview', {
        code: 'stale_preview',
      });
    }
    const imported: TImportedFramework[] = [];
    for (const framework of chosen) {
      const id = await storeFramework(tx, {
        owner: request.owner,
        parsed: framework,
        release: request.release,
        userId: request.userId,
        storedId: storedOf(framework)?.id ?? null,
      });
      imported.push({
        id,
        code: framework.code,
        title: framework.title,
        items: framework.items.length,
      });
    }
    await tellFrameworksChanged(tx, events, request.owner);
    return imported;
  });
}
