import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { refuseFiles, type TImportNote, type TParsedFramework } from './parsed-framework';
import { compareFramework, type TFrameworkChanges } from './compare-framework';
import { findStoredFrameworks, type TFrameworkOwner } from './store-framework';

/*
 * The preview of an import (docs/frameworks.md "Import"): every framework the files hold, which
 * are chosen, what each chosen one adds to or changes in a stored one, the notes, and the digest
 * that `apply` must bring back: the same files, choice and release against the same stored state.
 */

export type TReadFrameworks = { frameworks: TParsedFramework[]; notes: TImportNote[] };

export type TImportRequest = {
  owner: TFrameworkOwner;
  read: TReadFrameworks;
  /** Source keys of the frameworks to import; null: all of them (a CASE package, a sheet). */
  chosen: readonly string[] | null;
  release: string;
};

export type TPreviewedFramework = {
  framework: TParsedFramework;
  chosen: boolean;
  /** Items per kind ("eindterm": 31). */
  counts: Record<string, number>;
  stored: { id: number; release: string } | null;
  /** What this release changes in the stored framework; null for a new one or one not chosen. */
  changes: TFrameworkChanges | null;
};

export type TFrameworkImportPreview = {
  frameworks: TPreviewedFramework[];
  notes: TImportNote[];
  digest: string;
};

/** The frameworks chosen, in the files' order; a choice the files do not hold is refused. */
export function chosenFrameworks(request: TImportRequest): TParsedFramework[] {
  const { frameworks } = request.read;
  if (request.chosen === null) return frameworks;
  if (request.chosen.length === 0) throw refuseFiles('frameworks.nothingChosen');
  const keys = new Set(frameworks.map((framework) => framework.sourceKey));
  const unknown = request.chosen.find((key) => !keys.has(key));
  if (unknown !== undefined) throw refuseFiles('frameworks.unknownChoice', { choice: unknown });
  return frameworks.filter((framework) => request.chosen!.includes(framework.sourceKey));
}

function countsOf(framework: TParsedFramework): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of framework.items) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
  return counts;
}

/** What apply must find unchanged: the chosen frameworks as read, the release, the stored state. */
export function importDigest(
  request: TImportRequest,
  chosen: TParsedFramework[],
  storedVersions: (string | null)[],
): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([request.owner, request.release, chosen, storedVersions]));
  return hash.digest('base64url');
}

export async function previewFrameworkImport(
  db: DbOrTx,
  request: TImportRequest,
): Promise<TFrameworkImportPreview> {
  const chosen = chosenFrameworks(request);
  const storedOf = await findStoredFrameworks(db, request.owner, request.read.frameworks);
  const storedVersions: (string | null)[] = [];
  const frameworks: TPreviewedFramework[] = [];
  for (const framework of request.read.frameworks) {
    const isChosen = chosen.includes(framework);
    const stored = storedOf(framework);
    if (isChosen) storedVersions.push(stored ? stored.updatedAt.toISOString() : null);
    frameworks.push({
      framework,
      chosen: isChosen,
      counts: countsOf(framework),
      stored: stored && { id: stored.id, release: stored.release },
      changes: stored && isChosen ? await compareFramework(db, stored.id, framework) : null,
    });
  }
  return {
    frameworks,
    notes: request.read.notes,
    digest: importDigest(request, chosen, storedVersions),
  };
}
