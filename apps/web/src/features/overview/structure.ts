import type { TEducation, TStructureInput } from '@cp/contracts';

/*
 * The structure editor works on a draft: names as typed (empty = the default name), weeks as
 * typed and a year's first Monday as the date input holds it ('YYYY-MM-DD', empty = unknown), so
 * half-typed input survives a failed save. `key` identifies a row for React; `id` is
 * the server's, absent for parts added in the draft.
 */
export interface TDraftPeriod {
  key: string;
  id?: number;
  name: string;
  weeks: number | string;
}
export interface TDraftYear {
  key: string;
  id?: number;
  name: string;
  /** The Monday of week 1 ('YYYY-MM-DD'), '' when unknown (docs/test-plan.md "Model"). */
  starts_on: string;
  periods: TDraftPeriod[];
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export function toDraft(education: Pick<TEducation, 'years'>): TDraftYear[] {
  return education.years.map((year) => ({
    key: `year-${year.id}`,
    id: year.id,
    name: year.name ?? '',
    starts_on: year.starts_on ?? '',
    periods: year.periods.map((period) => ({
      key: `period-${period.id}`,
      id: period.id,
      name: period.name ?? '',
      weeks: period.weeks,
    })),
  }));
}

/** A new year takes the period layout (names and weeks) of the last year. */
export function addYear(draft: TDraftYear[]): TDraftYear[] {
  const last = draft[draft.length - 1];
  const periods = (last?.periods ?? [{ name: '', weeks: 10 }]).map((period) => ({
    key: newKey(),
    name: period.name,
    weeks: period.weeks,
  }));
  return [...draft, { key: newKey(), name: '', starts_on: '', periods }];
}

/** A new period lasts as long as the year's last one. */
export function addPeriod(draft: TDraftYear[], yearKey: string): TDraftYear[] {
  return draft.map((year) => {
    if (year.key !== yearKey) return year;
    const weeks = year.periods[year.periods.length - 1]?.weeks ?? 10;
    return { ...year, periods: [...year.periods, { key: newKey(), name: '', weeks }] };
  });
}

export function removeYear(draft: TDraftYear[], yearKey: string): TDraftYear[] {
  // The last education year cannot be removed (docs/educations.md "Structure").
  if (draft.length <= 1) return draft;
  return draft.filter((year) => year.key !== yearKey);
}

export function removePeriod(draft: TDraftYear[], yearKey: string, periodKey: string) {
  return draft.map((year) =>
    // The last period of a year cannot be removed (docs/educations.md "Structure").
    year.key !== yearKey || year.periods.length <= 1
      ? year
      : { ...year, periods: year.periods.filter((period) => period.key !== periodKey) },
  );
}

export function updateYear(draft: TDraftYear[], yearKey: string, name: string): TDraftYear[] {
  return draft.map((year) => (year.key === yearKey ? { ...year, name } : year));
}

/** A year's first Monday as the date input gives it ('' when cleared). */
export function updateYearStart(
  draft: TDraftYear[],
  yearKey: string,
  startsOn: string,
): TDraftYear[] {
  return draft.map((year) => (year.key === yearKey ? { ...year, starts_on: startsOn } : year));
}

export function updatePeriod(
  draft: TDraftYear[],
  yearKey: string,
  periodKey: string,
  change: Partial<Pick<TDraftPeriod, 'name' | 'weeks'>>,
): TDraftYear[] {
  return draft.map((year) =>
    year.key !== yearKey
      ? year
      : {
          ...year,
          periods: year.periods.map((period) =>
            period.key === periodKey ? { ...period, ...change } : period,
          ),
        },
  );
}

function weeksOf(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
}

/** The body of `PUT .../structure` (weeks typed as no number stay NaN: the schema refuses them). */
export function toStructureInput(draft: TDraftYear[]): TStructureInput {
  const name = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    years: draft.map((year) => ({
      ...(year.id === undefined ? {} : { id: year.id }),
      name: name(year.name),
      // Checked by the contract (startsOnInvalid: a Monday) before it is sent.
      starts_on: year.starts_on.trim() === '' ? null : year.starts_on.trim(),
      periods: year.periods.map((period) => ({
        ...(period.id === undefined ? {} : { id: period.id }),
        name: name(period.name),
        weeks: weeksOf(period.weeks),
      })),
    })),
  };
}

/**
 * Shortening or removing years, periods or weeks may lose planning data (docs/educations.md
 * "Overview screen"). True when a saved year or period is left out, a period gets fewer weeks, or
 * a year fewer weeks in total.
 */
export function draftShrinks(
  education: Pick<TEducation, 'years'>,
  draft: readonly { id?: number; periods: readonly { id?: number; weeks: number | string }[] }[],
): boolean {
  const draftYears = new Map(draft.filter((y) => y.id !== undefined).map((y) => [y.id, y]));
  return education.years.some((year) => {
    const kept = draftYears.get(year.id);
    if (!kept) return true;
    const keptPeriods = new Map(kept.periods.map((p) => [p.id, p]));
    const total = kept.periods.reduce((sum, p) => sum + weeksOf(p.weeks), 0);
    if (total < year.weeks) return true;
    return year.periods.some((period) => {
      const next = keptPeriods.get(period.id);
      return !next || weeksOf(next.weeks) < period.weeks;
    });
  });
}
