import type { TEducationYear, TYearContentState } from '@cp/contracts';

/*
 * Which years the copy dialog offers as target, and why not the others. The same rules the server
 * refuses with (domain/educations/copy-year.ts; docs/educations.md "Structure"): not the source
 * year itself, and only an empty year. Offering them disabled with the reason beats a refusal after
 * submitting.
 */

export type TTargetBlock = 'source' | 'notEmpty' | 'unknown' | null;

export interface TTargetYear {
  year: TEducationYear;
  block: TTargetBlock;
}

export function targetYears(options: {
  years: TEducationYear[];
  /** Content of the target's years; undefined while loading or when it could not be read. */
  contents: TYearContentState[] | undefined;
  /** The source year, when the target is the source education itself. */
  sourceYearId: number | null;
}): TTargetYear[] {
  const { years, contents, sourceYearId } = options;
  const holds = new Map(contents?.map((state) => [state.id, state.has_content]));
  return years.map((year) => {
    if (year.id === sourceYearId) return { year, block: 'source' };
    const hasContent = holds.get(year.id);
    // A year the list does not know (added meanwhile) is not offered until it is read again.
    if (hasContent === undefined) return { year, block: 'unknown' };
    return { year, block: hasContent ? 'notEmpty' : null };
  });
}
