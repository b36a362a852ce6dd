import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readJsonArray } from '../../src/domain/frameworks/read-json';

/** The real published framework files the repository carries (apps/server/frameworks/). */
export const FRAMEWORKS_DIR = fileURLToPath(new URL('../../frameworks/', import.meta.url));

export const frameworkFile = (folder: string, name: string) => `${FRAMEWORKS_DIR}${folder}/${name}`;

/** A file's records, read the way an upload is (streamed). */
export function readRecords(folder: string, name: string): Promise<unknown[]> {
  return readJsonArray(createReadStream(frameworkFile(folder, name)), name);
}

/** SLO's exam programme set with the levels, as the import reads it. */
export async function sloExamRecords() {
  const [programmes, domains, subdomains, eindtermen, levels] = await Promise.all([
    readRecords('slo-examenprogramma', 'examenprogramma.json'),
    readRecords('slo-examenprogramma', 'domeinen.json'),
    readRecords('slo-examenprogramma', 'subdomeinen.json'),
    readRecords('slo-examenprogramma', 'eindtermen.json'),
    readRecords('slo-basis', 'niveaus.json'),
  ]);
  return { programmes, domains, subdomains, eindtermen, levels };
}

/** SLO's core objectives of 2006 with the levels, as the import reads them. */
export async function sloCoreRecords() {
  const [objectives, domains, subjectAreas, levels] = await Promise.all([
    readRecords('slo-kerndoelen-2006', 'kerndoelen.json'),
    readRecords('slo-kerndoelen-2006', 'domeinen.json'),
    readRecords('slo-kerndoelen-2006', 'vakleergebieden.json'),
    readRecords('slo-basis', 'niveaus.json'),
  ]);
  return { objectives, domains, subjectAreas, levels };
}
