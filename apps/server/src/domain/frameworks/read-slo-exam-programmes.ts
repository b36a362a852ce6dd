import { SLO_ATTRIBUTION, SLO_LICENCE } from '@cp/contracts';
import {
  addNote,
  cleanCode,
  refuseFiles,
  type TImportNote,
  type TParsedFramework,
  type TParsedItem,
} from './parsed-framework';
import {
  flagOf,
  levelNames,
  recordsById,
  ZSloDomain,
  ZSloEindterm,
  ZSloLevel,
  ZSloProgramme,
  ZSloSubdomain,
} from './slo-records';
import { TreeBuilder } from './tree-builder';

/*
 * SLO's exam programmes (slo-examenprogramma): programme -> domain -> subdomain -> eindterm, and
 * eindtermen that hang directly under a domain. One programme is one framework (decision 0028).
 */

/** The files of the set, by the names SLO publishes them under (niveaus.json from slo-basis). */
export const SLO_EXAM_FILES = {
  programmes: 'examenprogramma.json',
  domains: 'domeinen.json',
  subdomains: 'subdomeinen.json',
  eindtermen: 'eindtermen.json',
  levels: 'niveaus.json',
} as const;

export type TSloExamRecords = Record<keyof typeof SLO_EXAM_FILES, readonly unknown[]>;

type TRecords = ReturnType<typeof indexRecords>;

function indexRecords(files: TSloExamRecords) {
  return {
    programmes: recordsById(files.programmes, ZSloProgramme, SLO_EXAM_FILES.programmes),
    domains: recordsById(files.domains, ZSloDomain, SLO_EXAM_FILES.domains),
    subdomains: recordsById(files.subdomains, ZSloSubdomain, SLO_EXAM_FILES.subdomains),
    eindtermen: recordsById(files.eindtermen, ZSloEindterm, SLO_EXAM_FILES.eindtermen),
    levels: recordsById(files.levels, ZSloLevel, SLO_EXAM_FILES.levels),
  };
}

/** The record an id of `from` points at, or a refusal that names both. */
function find<T>(records: ReadonlyMap<string, T>, id: string, from: string): T {
  const found = records.get(id);
  if (!found) throw refuseFiles('frameworks.unknownReference', { item: from, reference: id });
  return found;
}

const NO_FLAGS = { centralExam: null, schoolExam: null, core: null, optional: null };

function eindtermItem(records: TRecords, id: string, parent: string, from: string): TParsedItem {
  const record = find(records.eindtermen, id, from);
  return {
    ...NO_FLAGS,
    sourceId: record.id,
    parentSourceId: parent,
    code: cleanCode(record.prefix),
    title: record.title.trim(),
    description: record.description?.trim() ?? '',
    kind: 'eindterm',
    centralExam: flagOf(record.ce),
    schoolExam: flagOf(record.se),
    core: flagOf(record.kern),
    optional: flagOf(record.keuze),
    levels: levelNames(record.niveau_id, records.levels),
  };
}

function addEindtermen(
  tree: TreeBuilder,
  records: TRecords,
  ids: readonly string[] | undefined,
  parent: TParsedItem,
): void {
  for (const id of ids ?? []) {
    tree.add(eindtermItem(records, id, parent.sourceId, parent.code || parent.title));
  }
}

function addDomain(tree: TreeBuilder, records: TRecords, id: string, from: string): void {
  const record = find(records.domains, id, from);
  const domain: TParsedItem = {
    ...NO_FLAGS,
    sourceId: record.id,
    parentSourceId: null,
    code: cleanCode(record.prefix),
    title: record.title.trim(),
    description: '',
    kind: 'domain',
    centralExam: flagOf(record.ce),
    schoolExam: flagOf(record.se),
    levels: [],
  };
  if (!tree.add(domain)) return;
  for (const subId of record.examenprogramma_subdomein_id ?? []) {
    const sub = find(records.subdomains, subId, domain.code || domain.title);
    const subdomain: TParsedItem = {
      ...NO_FLAGS,
      sourceId: sub.id,
      parentSourceId: domain.sourceId,
      code: cleanCode(sub.prefix),
      title: sub.title.trim(),
      description: sub.description?.trim() ?? '',
      kind: 'subdomain',
      centralExam: flagOf(sub.ce),
      schoolExam: flagOf(sub.se),
      levels: [],
    };
    if (tree.add(subdomain))
      addEindtermen(tree, records, sub.examenprogramma_eindterm_id, subdomain);
  }
  addEindtermen(tree, records, record.examenprogramma_eindterm_id, domain);
}

/** Records that no programme of the files reaches, said in the preview and left out. */
function noteUnreached(records: TRecords, frameworks: TParsedFramework[], notes: TImportNote[]) {
  const reached = new Set(
    frameworks.flatMap((framework) => framework.items.map((i) => i.sourceId)),
  );
  for (const list of [records.domains, records.subdomains, records.eindtermen]) {
    for (const record of list.values()) {
      if (!reached.has(record.id)) {
        addNote(notes, 'not_in_programme', cleanCode(record.prefix) || record.title);
      }
    }
  }
}

/** Every programme of SLO's exam programme files as a framework, with what the preview says. */
export function readSloExamProgrammes(files: TSloExamRecords): {
  frameworks: TParsedFramework[];
  notes: TImportNote[];
} {
  const records = indexRecords(files);
  const notes: TImportNote[] = [];
  const frameworks = [...records.programmes.values()].map((programme): TParsedFramework => {
    const tree = new TreeBuilder(notes);
    const code = cleanCode(programme.prefix);
    for (const id of programme.examenprogramma_domein_id ?? []) {
      addDomain(tree, records, id, code || programme.title);
    }
    return {
      sourceKind: 'slo_exam',
      sourceKey: programme.id,
      code,
      title: programme.title.trim(),
      description: programme.ingangsdatum?.trim() ?? '',
      version: programme.versie?.trim() ?? '',
      levels: levelNames(programme.niveau_id, records.levels),
      licence: SLO_LICENCE,
      attribution: SLO_ATTRIBUTION,
      sourceUrl: programme.url?.trim() || null,
      items: tree.items,
    };
  });
  noteUnreached(records, frameworks, notes);
  return { frameworks, notes };
}
