import { z } from 'zod';
import { refuseFiles } from './parsed-framework';

/*
 * The records of SLO's open data as published (apps/server/frameworks/README.md): one JSON array
 * per entity type, every record with a stable UUID `id`, the tree stored on the parent as lists of
 * child ids in display order. Only what the import uses is read; other fields pass unread.
 */

const ids = z.array(z.string().min(1).max(100)).max(5_000).optional();
const text = z.string().max(20_000);
/** SLO's flags are 0 or 1; absent where the record type has none. */
const flag = z.union([z.literal(0), z.literal(1)]).optional();

const ZRecord = z.object({ id: z.string().min(1).max(100), title: text, prefix: text.optional() });

export const ZSloLevel = z.object({ id: z.string().min(1).max(100), title: text });

export const ZSloProgramme = ZRecord.extend({
  examenprogramma_domein_id: ids,
  niveau_id: ids,
  versie: text.optional(),
  ingangsdatum: text.optional(),
  url: text.optional(),
});

export const ZSloDomain = ZRecord.extend({
  examenprogramma_subdomein_id: ids,
  examenprogramma_eindterm_id: ids,
  ce: flag,
  se: flag,
});

export const ZSloSubdomain = ZRecord.extend({
  description: text.optional(),
  examenprogramma_eindterm_id: ids,
  ce: flag,
  se: flag,
});

export const ZSloEindterm = ZRecord.extend({
  description: text.optional(),
  niveau_id: ids,
  ce: flag,
  se: flag,
  kern: flag,
  keuze: flag,
});

export const ZSloCoreObjective = ZRecord.extend({
  description: text.optional(),
  niveau_id: ids,
});

export const ZSloCoreDomain = ZRecord.extend({ description: text.optional(), kerndoel_id: ids });

export const ZSloSubjectArea = ZRecord.extend({
  description: text.optional(),
  kerndoel_domein_id: ids,
  kerndoel_id: ids,
});

/** The records of one file, each checked, by id; a record twice is a refusal. */
export function recordsById<T extends { id: string }>(
  records: readonly unknown[],
  schema: z.ZodType<T>,
  file: string,
): Map<string, T> {
  const byId = new Map<string, T>();
  records.forEach((record, index) => {
    const checked = schema.safeParse(record);
    if (!checked.success) {
      const field = checked.error.issues[0]?.path.join('.') || '(record)';
      throw refuseFiles('frameworks.badRecord', { file, record: index + 1, field });
    }
    if (byId.has(checked.data.id))
      throw refuseFiles('frameworks.duplicateId', { id: checked.data.id });
    byId.set(checked.data.id, checked.data);
  });
  return byId;
}

/** 1 -> true, 0 -> false, absent -> null. */
export const flagOf = (value: 0 | 1 | undefined): boolean | null =>
  value === undefined ? null : value === 1;

/** Level names ("havo", "vwo") of a record's `niveau_id`, in the order of the levels file. */
export function levelNames(
  levelIds: readonly string[] | undefined,
  levels: ReadonlyMap<string, { title: string }>,
): string[] {
  const names: string[] = [];
  for (const id of levelIds ?? []) {
    const title = levels.get(id)?.title.trim();
    if (title && !names.includes(title)) names.push(title);
  }
  return names;
}
