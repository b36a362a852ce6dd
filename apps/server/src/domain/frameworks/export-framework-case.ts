import type { DbOrTx } from '../../db/client';
import { getFramework } from './get-framework';
import { UUID, writeCasePackage } from './write-case-package';

/**
 * A framework of the library as a CASE package: its published items, in their tree and order;
 * imported again, it is the same tree (docs/frameworks.md "Giving back").
 */
export async function exportFrameworkCase(
  db: DbOrTx,
  locationId: number,
  frameworkId: number,
): Promise<{ fileName: string; content: unknown }> {
  const { framework, items } = await getFramework(db, locationId, frameworkId);
  const published = items.filter((item) => item.withdrawn_in === null);
  // The publisher's ids: a UUID stays the item's identifier (write-case-package.ts); a sheet's
  // code is made unique to its framework first.
  const keyOf = new Map(
    published.map((item) => [
      item.id,
      UUID.test(item.source_id) ? item.source_id : `${framework.source_key}:${item.source_id}`,
    ]),
  );
  const content = writeCasePackage(
    {
      key: framework.source_key,
      title: framework.title,
      creator: framework.attribution || 'Curriculum Planner',
      description: [framework.code, framework.licence].filter(Boolean).join(' · '),
      version: framework.version,
      language: 'nl',
      changedAt: new Date(framework.imported_at),
    },
    published.map((item) => ({
      key: keyOf.get(item.id)!,
      parentKey: item.parent_id === null ? null : (keyOf.get(item.parent_id) ?? null),
      statement: item.title,
      code: item.code,
      type: item.kind,
      notes: item.description,
      levels: item.levels,
    })),
  );
  return { fileName: `${framework.code || framework.title}.json`, content };
}
