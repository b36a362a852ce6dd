import type { TFrameworkSourceKind } from '@cp/contracts';
import { refuseFiles } from './parsed-framework';
import type { TReadFrameworks } from './preview-framework-import';
import { readCasePackage } from './read-case-package';
import { readFrameworkSheet } from './read-framework-sheet';
import { readJsonArray, readJsonValue } from './read-json';
import { readSloCoreObjectives, SLO_CORE_FILES } from './read-slo-core-objectives';
import { readSloExamProgrammes, SLO_EXAM_FILES } from './read-slo-exam-programmes';

/*
 * The files of one import, read as they arrive (docs/frameworks.md "Import"): each source takes
 * its own files (SLO's set by their published names, one CASE package, one sheet), and `finish`
 * reads them into frameworks once all are there.
 */

type TCollector = {
  add(name: string, bytes: AsyncIterable<Buffer>): Promise<void>;
  finish(names: { code: string; title: string }): Promise<TReadFrameworks>;
};

/** SLO's JSON files, each by its published name, all of them required. */
function sloCollector<K extends string>(
  files: Record<K, string>,
  read: (records: Record<K, readonly unknown[]>) => TReadFrameworks,
): TCollector {
  const byName = new Map(Object.entries(files).map(([key, name]) => [name as string, key as K]));
  const records: Partial<Record<K, unknown[]>> = {};
  return {
    async add(name, bytes) {
      const key = byName.get(name.toLowerCase());
      if (key === undefined) throw refuseFiles('frameworks.unknownFile', { file: name });
      if (records[key]) throw refuseFiles('frameworks.unknownFile', { file: name });
      records[key] = await readJsonArray(bytes, name);
    },
    async finish() {
      for (const [name, key] of byName) {
        if (!records[key]) throw refuseFiles('frameworks.missingFile', { file: name });
      }
      return read(records as Record<K, unknown[]>);
    },
  };
}

/** One file of the given kind: a CASE package (JSON) or a sheet (csv, xlsx). */
function singleCollector(
  accepts: RegExp,
  read: (
    name: string,
    bytes: AsyncIterable<Buffer>,
  ) => Promise<(names: { code: string; title: string }) => Promise<TReadFrameworks>>,
  missing: string,
): TCollector {
  let finishing: ((names: { code: string; title: string }) => Promise<TReadFrameworks>) | null =
    null;
  return {
    async add(name, bytes) {
      if (finishing || !accepts.test(name))
        throw refuseFiles('frameworks.unknownFile', { file: name });
      finishing = await read(name, bytes);
    },
    async finish(names) {
      if (!finishing) throw refuseFiles('frameworks.missingFile', { file: missing });
      return finishing(names);
    },
  };
}

async function bufferOf(bytes: AsyncIterable<Buffer>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of bytes) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** The collector of a source's files. */
export function collectFrameworkFiles(source: TFrameworkSourceKind): TCollector {
  switch (source) {
    case 'slo_exam':
      return sloCollector(SLO_EXAM_FILES, readSloExamProgrammes);
    case 'slo_core':
      return sloCollector(SLO_CORE_FILES, readSloCoreObjectives);
    case 'case':
      return singleCollector(
        /\.json$/i,
        async (name, bytes) => {
          const value = await readJsonValue(bytes, name);
          return async () => readCasePackage(value, name);
        },
        'CFPackage (.json)',
      );
    case 'sheet':
      return singleCollector(
        /\.(csv|xlsx)$/i,
        async (name, bytes) => {
          // A sheet is read whole (an xlsx is a zip), bounded by the import's file size.
          const content = await bufferOf(bytes);
          return (names) => readFrameworkSheet(name, content, names);
        },
        '.csv / .xlsx',
      );
  }
}
