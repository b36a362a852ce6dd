import type { TEducationYear } from '@cp/contracts';

/**
 * The year the plan and the Toetsplan show (docs/plan.md "Year choice"): the one in the URL when
 * it is a year of the education; else the remembered year (cookie `current_education_year_id`)
 * when it is one; else the first.
 */
export function chooseYear(
  years: readonly Pick<TEducationYear, 'id'>[],
  fromUrl: string | undefined,
  remembered: string | null,
): string | null {
  const has = (id: string | null | undefined): id is string =>
    id != null && years.some((year) => String(year.id) === id);
  if (has(fromUrl)) return fromUrl;
  if (has(remembered)) return remembered;
  return years[0] ? String(years[0].id) : null;
}
