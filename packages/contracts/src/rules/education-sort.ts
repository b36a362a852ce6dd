import type { TEducationSort, TEducationStatus } from '../enums';

/** What the education list needs to sort (a subset of TEducationSummary). */
export type TSortableEducation = {
  id: number;
  name: string;
  /** The readable type name in the user's language (the list sorts by what it shows). */
  type_label?: string;
  status: TEducationStatus;
  years_count: number;
  weeks_count: number;
  created_at: string;
  updated_at: string;
};

/** The default order of the dashboard: what was worked on last comes first. */
export const DEFAULT_EDUCATION_SORT: TEducationSort = 'updated_at';

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const byName = (a: TSortableEducation, b: TSortableEducation) =>
  collator.compare(a.name, b.name) || a.id - b.id;

/**
 * The sort options of the education list (docs/educations.md "Sorting"):
 * az: by type, then name · alpha_asc / alpha_desc: name A–Z / Z–A ·
 * created_at: newest first · updated_at: last changed first ·
 * time_range: by number of education years, then name ·
 * time_asc / time_desc: total weeks, short to long / long to short.
 * Ties fall back to the name, so the order is always the same.
 */
const COMPARERS: Record<TEducationSort, (a: TSortableEducation, b: TSortableEducation) => number> =
  {
    az: (a, b) => collator.compare(a.type_label ?? '', b.type_label ?? '') || byName(a, b),
    alpha_asc: byName,
    alpha_desc: (a, b) => byName(b, a),
    created_at: (a, b) => b.created_at.localeCompare(a.created_at) || byName(a, b),
    updated_at: (a, b) => b.updated_at.localeCompare(a.updated_at) || byName(a, b),
    time_range: (a, b) => a.years_count - b.years_count || byName(a, b),
    time_asc: (a, b) => a.weeks_count - b.weeks_count || byName(a, b),
    time_desc: (a, b) => b.weeks_count - a.weeks_count || byName(a, b),
  };

export function sortEducations<T extends TSortableEducation>(
  educations: readonly T[],
  sort: TEducationSort,
): T[] {
  return [...educations].sort(COMPARERS[sort]);
}

/** Counts per status for the dashboard's tabs. */
export function countByStatus(
  educations: readonly { status: TEducationStatus }[],
): Record<TEducationStatus, number> {
  const counts: Record<TEducationStatus, number> = { active: 0, designing: 0, reviewing: 0 };
  for (const education of educations) counts[education.status] += 1;
  return counts;
}
