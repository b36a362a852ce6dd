import { SLO_ATTRIBUTION, SLO_LICENCE } from '@cp/contracts';
import {
  cleanCode,
  refuseFiles,
  type TImportNote,
  type TParsedFramework,
} from './parsed-framework';
import {
  levelNames,
  recordsById,
  ZSloCoreDomain,
  ZSloCoreObjective,
  ZSloLevel,
  ZSloSubjectArea,
} from './slo-records';
import { TreeBuilder } from './tree-builder';

/*
 * SLO's core objectives of 2006 (slo-kerndoelen-2006): subject area -> (domain ->) kerndoel. One
 * framework per school type of their codes ("PO Kerndoel 01", "VSO Kerndoel AM 1"): PO, VO,
 * SO nl/ml, SO zml/mg, VSO (decision 0028). Their short label is in `description` and the full
 * sentence in `title`: the item's title is the label, its description the sentence.
 */

export const SLO_CORE_FILES = {
  objectives: 'kerndoelen.json',
  domains: 'domeinen.json',
  subjectAreas: 'vakleergebieden.json',
  levels: 'niveaus.json',
} as const;

export type TSloCoreRecords = Record<keyof typeof SLO_CORE_FILES, readonly unknown[]>;

const CORE_VERSION = '2006';

/** The school type of a code: what comes before " Kerndoel" ("SO nl/ml Kerndoel LS 3" -> "SO nl/ml"). */
export function schoolTypeOf(code: string): string {
  const at = code.indexOf(' Kerndoel');
  return at > 0 ? code.slice(0, at) : '';
}

function indexRecords(files: TSloCoreRecords) {
  return {
    objectives: recordsById(files.objectives, ZSloCoreObjective, SLO_CORE_FILES.objectives),
    domains: recordsById(files.domains, ZSloCoreDomain, SLO_CORE_FILES.domains),
    subjectAreas: recordsById(files.subjectAreas, ZSloSubjectArea, SLO_CORE_FILES.subjectAreas),
    levels: recordsById(files.levels, ZSloLevel, SLO_CORE_FILES.levels),
  };
}
type TRecords = ReturnType<typeof indexRecords>;

const NO_FLAGS = { centralExam: null, schoolExam: null, core: null, optional: null };

/** The framework of one school type: only the subject areas and domains that hold its objectives. */
function frameworkOf(
  records: TRecords,
  schoolType: string,
  notes: TImportNote[],
): TParsedFramework {
  const tree = new TreeBuilder(notes);
  const ofType = (ids: readonly string[] | undefined) =>
    (ids ?? []).filter((id) => {
      const objective = records.objectives.get(id);
      if (!objective)
        throw refuseFiles('frameworks.unknownReference', { item: schoolType, reference: id });
      return schoolTypeOf(cleanCode(objective.prefix)) === schoolType;
    });
  const addObjectives = (ids: string[], parent: string) => {
    for (const id of ids) {
      const objective = records.objectives.get(id)!;
      const label = objective.description?.trim() ?? '';
      tree.add({
        ...NO_FLAGS,
        sourceId: objective.id,
        parentSourceId: parent,
        code: cleanCode(objective.prefix),
        title: label || objective.title.trim(),
        description: label ? objective.title.trim() : '',
        kind: 'kerndoel',
        levels: levelNames(objective.niveau_id, records.levels),
      });
    }
  };
  for (const area of records.subjectAreas.values()) {
    const domains = (area.kerndoel_domein_id ?? []).map((id) => {
      const domain = records.domains.get(id);
      if (!domain)
        throw refuseFiles('frameworks.unknownReference', { item: area.title, reference: id });
      return { domain, objectives: ofType(domain.kerndoel_id) };
    });
    const direct = ofType(area.kerndoel_id);
    if (direct.length === 0 && domains.every((d) => d.objectives.length === 0)) continue;
    const common = { ...NO_FLAGS, code: cleanCode(area.prefix), description: '', levels: [] };
    if (
      !tree.add({
        ...common,
        sourceId: area.id,
        parentSourceId: null,
        title: area.title.trim(),
        kind: 'subject_area',
      })
    )
      continue;
    for (const { domain, objectives } of domains) {
      if (objectives.length === 0) continue;
      const item = {
        ...common,
        code: cleanCode(domain.prefix),
        sourceId: domain.id,
        parentSourceId: area.id,
      };
      if (
        tree.add({
          ...item,
          title: domain.title.trim(),
          description: domain.description?.trim() ?? '',
          kind: 'domain',
        })
      ) {
        addObjectives(objectives, domain.id);
      }
    }
    addObjectives(direct, area.id);
  }
  const levels = [...new Set(tree.items.flatMap((item) => item.levels))];
  return {
    sourceKind: 'slo_core',
    sourceKey: `kerndoelen-${CORE_VERSION}/${schoolType}`,
    code: `Kerndoelen ${schoolType}`,
    title: `Kerndoelen ${schoolType} (${CORE_VERSION})`,
    description: '',
    version: CORE_VERSION,
    levels,
    licence: SLO_LICENCE,
    attribution: SLO_ATTRIBUTION,
    sourceUrl: null,
    items: tree.items,
  };
}

/** The core objectives as one framework per school type, in the order their codes first appear. */
export function readSloCoreObjectives(files: TSloCoreRecords): {
  frameworks: TParsedFramework[];
  notes: TImportNote[];
} {
  const records = indexRecords(files);
  const notes: TImportNote[] = [];
  const types: string[] = [];
  for (const objective of records.objectives.values()) {
    const type = schoolTypeOf(cleanCode(objective.prefix));
    if (type === '') {
      notes.push({
        kind: 'no_school_type',
        about: cleanCode(objective.prefix) || objective.title,
        count: 1,
      });
    } else if (!types.includes(type)) types.push(type);
  }
  const frameworks = types.map((type) => frameworkOf(records, type, notes));
  return { frameworks, notes };
}
