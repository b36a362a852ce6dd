import { z } from 'zod';
import { FRAMEWORK_IMPORT_MAX_ITEMS, FRAMEWORK_MAX_DEPTH } from '@cp/contracts';
import {
  addNote,
  cleanCode,
  refuseFiles,
  type TImportNote,
  type TParsedFramework,
  type TParsedItem,
} from './parsed-framework';

/*
 * A 1EdTech CASE 1.0 package (CFPackage JSON): CFDocument is the framework, CFItems its items,
 * and the tree comes only from `isChildOf` associations (origin = child, destination = parent,
 * which may be the document), ordered by `sequenceNumber`. Read tolerantly (decision 0028): what
 * real files get wrong without harm is accepted and noted; what breaks the tree is refused.
 */

const text = z.string().max(20_000);
const optionalText = text.nullish();
const ZNode = z.object({ identifier: z.string().min(1).max(200) });

const ZDocument = z.object({
  identifier: z.string().min(1).max(200),
  title: text,
  uri: optionalText,
  creator: optionalText,
  publisher: optionalText,
  description: optionalText,
  version: optionalText,
  humanCodingScheme: optionalText,
  licenseURI: z.object({ title: optionalText }).nullish(),
});

const ZLevels = z.union([z.array(z.string().max(100)).max(100), z.string().max(100)]).nullish();

const ZItem = z.object({
  identifier: z.string().min(1).max(200),
  fullStatement: text,
  humanCodingScheme: optionalText,
  abbreviatedStatement: optionalText,
  notes: optionalText,
  CFItemType: optionalText,
  educationLevel: ZLevels,
  // OpenSALT's own sample writes the level under this name.
  educationalLevel: ZLevels,
});

const ZAssociation = z.object({
  associationType: z.string().max(100),
  originNodeURI: ZNode,
  destinationNodeURI: ZNode,
  // A number by the standard; OpenSALT's sample has strings.
  sequenceNumber: z.union([z.number(), z.string().max(20)]).nullish(),
});

const ZPackage = z.object({
  CFDocument: ZDocument,
  CFItems: z.array(z.unknown()).max(FRAMEWORK_IMPORT_MAX_ITEMS).default([]),
  CFAssociations: z
    .array(z.unknown())
    .max(FRAMEWORK_IMPORT_MAX_ITEMS * 4)
    .default([]),
});

type TItem = z.infer<typeof ZItem>;
type TChild = { id: string; sequence: number; order: number };

function checked<T>(schema: z.ZodType<T>, value: unknown, file: string, record: number): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') || '(record)';
  throw refuseFiles('frameworks.badRecord', { file, record, field });
}

function levelsOf(item: TItem, notes: TImportNote[]): string[] {
  if (item.educationLevel == null && item.educationalLevel != null) {
    addNote(notes, 'education_level_name', 'educationalLevel');
  }
  const value = item.educationLevel ?? item.educationalLevel;
  if (typeof value === 'string') addNote(notes, 'education_level_text', 'educationLevel');
  const list = value == null ? [] : typeof value === 'string' ? [value] : value;
  return list.map((level) => level.trim()).filter((level) => level !== '');
}

function sequenceOf(value: number | string | null | undefined, notes: TImportNote[]): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    addNote(notes, 'sequence_number_text', 'sequenceNumber');
    const number = Number(value);
    if (Number.isFinite(number)) return number;
  }
  return Number.POSITIVE_INFINITY;
}

/** Each item's children (and the document's) in order, from the isChildOf associations. */
function childrenOf(
  associations: unknown[],
  items: ReadonlyMap<string, TItem>,
  documentId: string,
  file: string,
  notes: TImportNote[],
): Map<string, TChild[]> {
  const children = new Map<string, TChild[]>();
  const parentOf = new Map<string, string>();
  associations.forEach((value, index) => {
    const association = checked(ZAssociation, value, file, index + 1);
    if (association.associationType !== 'isChildOf') return;
    const child = association.originNodeURI.identifier;
    const parent = association.destinationNodeURI.identifier;
    if (!items.has(child))
      throw refuseFiles('frameworks.unknownReference', { item: 'isChildOf', reference: child });
    if (parent !== documentId && !items.has(parent)) {
      throw refuseFiles('frameworks.unknownReference', { item: child, reference: parent });
    }
    if (parentOf.has(child)) {
      addNote(notes, 'multiple_parents', cleanCode(items.get(child)!.humanCodingScheme) || child);
      return;
    }
    parentOf.set(child, parent);
    const list = children.get(parent) ?? [];
    list.push({ id: child, sequence: sequenceOf(association.sequenceNumber, notes), order: index });
    children.set(parent, list);
  });
  for (const list of children.values()) {
    list.sort((a, b) => a.sequence - b.sequence || a.order - b.order);
  }
  // An item no association places hangs at the top, after the rest.
  const top = children.get(documentId) ?? [];
  for (const id of items.keys()) {
    if (!parentOf.has(id)) {
      addNote(notes, 'no_parent', cleanCode(items.get(id)!.humanCodingScheme) || id);
      top.push({ id, sequence: Number.POSITIVE_INFINITY, order: Number.MAX_SAFE_INTEGER });
    }
  }
  children.set(documentId, top);
  return children;
}

/** The items top to bottom; an item the walk never reaches hangs under itself: a cycle. */
function walk(
  documentId: string,
  children: ReadonlyMap<string, TChild[]>,
  toItem: (id: string, parent: string | null) => TParsedItem,
): TParsedItem[] {
  const result: TParsedItem[] = [];
  const visit = (parent: string, depth: number) => {
    for (const { id } of children.get(parent) ?? []) {
      if (depth > FRAMEWORK_MAX_DEPTH)
        throw refuseFiles('frameworks.tooDeep', { max: FRAMEWORK_MAX_DEPTH });
      result.push(toItem(id, parent === documentId ? null : parent));
      visit(id, depth + 1);
    }
  };
  visit(documentId, 1);
  return result;
}

/** A CASE package as one framework, with what the preview says. */
export function readCasePackage(
  value: unknown,
  file: string,
): {
  frameworks: TParsedFramework[];
  notes: TImportNote[];
} {
  const notes: TImportNote[] = [];
  const listed = (value as { CFItems?: unknown } | null)?.CFItems;
  if (Array.isArray(listed) && listed.length > FRAMEWORK_IMPORT_MAX_ITEMS) {
    throw refuseFiles('frameworks.tooManyItems', { max: FRAMEWORK_IMPORT_MAX_ITEMS });
  }
  const cfPackage = checked(ZPackage, value, file, 1);
  const document = cfPackage.CFDocument;
  const items = new Map<string, TItem>();
  cfPackage.CFItems.forEach((raw, index) => {
    const item = checked(ZItem, raw, file, index + 1);
    if (items.has(item.identifier) || item.identifier === document.identifier) {
      throw refuseFiles('frameworks.duplicateId', { id: item.identifier });
    }
    if (
      raw &&
      typeof raw === 'object' &&
      'notes' in raw &&
      (raw as { notes: unknown }).notes === null
    ) {
      addNote(notes, 'empty_text', 'notes');
    }
    items.set(item.identifier, item);
  });
  const children = childrenOf(cfPackage.CFAssociations, items, document.identifier, file, notes);
  const parsed = walk(document.identifier, children, (id, parent) => {
    const item = items.get(id)!;
    const code = cleanCode(item.humanCodingScheme);
    if (code === '') addNote(notes, 'empty_code', item.CFItemType?.trim() || 'item');
    return {
      sourceId: id,
      parentSourceId: parent,
      code,
      title: item.fullStatement.trim(),
      description: item.notes?.trim() ?? '',
      kind: item.CFItemType?.trim() || 'item',
      centralExam: null,
      schoolExam: null,
      core: null,
      optional: null,
      levels: levelsOf(item, notes),
    };
  });
  if (parsed.length < items.size) {
    const placed = new Set(parsed.map((item) => item.sourceId));
    const stuck = [...items.keys()].find((id) => !placed.has(id))!;
    throw refuseFiles('frameworks.cycle', {
      item: cleanCode(items.get(stuck)!.humanCodingScheme) || stuck,
    });
  }
  const uri = document.uri?.trim() ?? '';
  return {
    frameworks: [
      {
        sourceKind: 'case',
        sourceKey: document.identifier,
        code: cleanCode(document.humanCodingScheme),
        title: document.title.trim(),
        description: document.description?.trim() ?? '',
        version: document.version?.trim() ?? '',
        levels: [...new Set(parsed.flatMap((item) => item.levels))],
        licence: document.licenseURI?.title?.trim() ?? '',
        attribution: document.publisher?.trim() || document.creator?.trim() || '',
        sourceUrl: /^https?:\/\//.test(uri) ? uri : null,
        items: parsed,
      },
    ],
    notes,
  };
}
