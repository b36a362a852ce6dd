import { eq, inArray, sql } from 'drizzle-orm';
import { EDUCATION_MESSAGES, type TStructureInput } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationPeriods, educationYears } from '../../db/schema';
import { invalidField } from '../errors';
import { changeEducation, type EducationChange } from './change-education';
import { fitYearContent } from './year-content';

/*
 * PUT .../structure (docs/educations.md "Structure"): the body is the whole wanted structure. Parts
 * with an id are kept (renamed, resized, reordered), parts without one are added, parts left out
 * are removed with what they hold. Each year's `starts_on` is the body's (none: unknown). A year
 * that ends up shorter has its items moved into its new
 * weeks (docs/plan.md "Backups, duplicates and copying a year"). The statement count does not grow
 * with the number of parts.
 */

type Part = { id: number; position: number; name: string | null };
type YearPart = Part & { startsOn: string | null };

const unknownPart = (field: string) => invalidField(field, EDUCATION_MESSAGES.unknownPart);

/** Ids in the body must be parts of this education; a period may only stay in its own year. */
function checkIds(
  input: TStructureInput,
  yearIds: Set<number>,
  yearOfPeriod: Map<number, number>,
): void {
  const seenYears = new Set<number>();
  const seenPeriods = new Set<number>();
  input.years.forEach((year, y) => {
    if (year.id !== undefined) {
      if (!yearIds.has(year.id) || seenYears.has(year.id)) throw unknownPart(`years.${y}.id`);
      seenYears.add(year.id);
    }
    year.periods.forEach((period, p) => {
      if (period.id === undefined) return;
      const ownYear = year.id !== undefined && yearOfPeriod.get(period.id) === year.id;
      if (!ownYear || seenPeriods.has(period.id)) {
        throw unknownPart(`years.${y}.periods.${p}.id`);
      }
      seenPeriods.add(period.id);
    });
  });
}

async function updateYears(tx: DbOrTx, rows: YearPart[]) {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.id}::int, ${row.position}::int, ${row.name}::text, ${row.startsOn}::date)`,
  );
  await tx.execute(sql`
    update ${educationYears}
    set position = wanted.position, name = wanted.name, starts_on = wanted.starts_on
    from (values ${sql.join(values, sql`, `)}) as wanted(id, position, name, starts_on)
    where ${educationYears.id} = wanted.id`);
}

async function updatePeriods(tx: DbOrTx, rows: (Part & { weeks: number })[]) {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.id}::int, ${row.position}::int, ${row.name}::text, ${row.weeks}::int)`,
  );
  await tx.execute(sql`
    update ${educationPeriods}
    set position = wanted.position, name = wanted.name, weeks = wanted.weeks
    from (values ${sql.join(values, sql`, `)}) as wanted(id, position, name, weeks)
    where ${educationPeriods.id} = wanted.id`);
}

export async function updateStructure(
  options: EducationChange & { input: TStructureInput },
): Promise<void> {
  const { input } = options;
  await changeEducation(options, async (tx, education) => {
    const years = await tx
      .select({ id: educationYears.id })
      .from(educationYears)
      .where(eq(educationYears.educationId, education.id));
    const yearIds = new Set(years.map((year) => year.id));
    const periods =
      yearIds.size === 0
        ? []
        : await tx
            .select({
              id: educationPeriods.id,
              yearId: educationPeriods.educationYearId,
              weeks: educationPeriods.weeks,
            })
            .from(educationPeriods)
            .where(inArray(educationPeriods.educationYearId, [...yearIds]));
    checkIds(input, yearIds, new Map(periods.map((period) => [period.id, period.yearId])));

    const oldWeeks = new Map<number, number>();
    for (const period of periods) {
      oldWeeks.set(period.yearId, (oldWeeks.get(period.yearId) ?? 0) + period.weeks);
    }

    // Removed parts go first, with what they hold (foreign keys cascade).
    const keptYears = new Set(
      input.years.flatMap((year) => (year.id === undefined ? [] : [year.id])),
    );
    const keptPeriods = new Set(
      input.years.flatMap((year) =>
        year.periods.flatMap((p) => (p.id === undefined ? [] : [p.id])),
      ),
    );
    const removedYears = [...yearIds].filter((id) => !keptYears.has(id));
    const removedPeriods = periods
      .filter((period) => keptYears.has(period.yearId) && !keptPeriods.has(period.id))
      .map((period) => period.id);
    if (removedYears.length > 0) {
      await tx.delete(educationYears).where(inArray(educationYears.id, removedYears));
    }
    if (removedPeriods.length > 0) {
      await tx.delete(educationPeriods).where(inArray(educationPeriods.id, removedPeriods));
    }

    // (parent, position) is unique: park the kept parts on negative positions, then write the
    // final ones, so a reorder never meets the index half-way.
    await tx
      .update(educationYears)
      .set({ position: sql`-${educationYears.position}` })
      .where(eq(educationYears.educationId, education.id));
    if (keptYears.size > 0) {
      await tx
        .update(educationPeriods)
        .set({ position: sql`-${educationPeriods.position}` })
        .where(inArray(educationPeriods.educationYearId, [...keptYears]));
    }

    await updateYears(
      tx,
      input.years.flatMap((year, index) =>
        year.id === undefined
          ? []
          : [{ id: year.id, position: index + 1, name: year.name, startsOn: year.starts_on }],
      ),
    );
    const newYears = input.years.flatMap((year, index) =>
      year.id === undefined
        ? [
            {
              educationId: education.id,
              position: index + 1,
              name: year.name,
              startsOn: year.starts_on,
            },
          ]
        : [],
    );
    const inserted =
      newYears.length === 0
        ? []
        : await tx
            .insert(educationYears)
            .values(newYears)
            .returning({ id: educationYears.id, position: educationYears.position });
    const insertedAt = new Map(inserted.map((row) => [row.position, row.id]));
    const yearIdAt = (index: number): number => {
      const id = input.years[index]?.id ?? insertedAt.get(index + 1);
      if (id === undefined) throw new Error('year of a new period not found');
      return id;
    };

    await updatePeriods(
      tx,
      input.years.flatMap((year) =>
        year.periods.flatMap((period, index) =>
          period.id === undefined
            ? []
            : [{ id: period.id, position: index + 1, name: period.name, weeks: period.weeks }],
        ),
      ),
    );
    const newPeriods = input.years.flatMap((year, y) =>
      year.periods.flatMap((period, index) =>
        period.id === undefined
          ? [
              {
                educationYearId: yearIdAt(y),
                position: index + 1,
                name: period.name,
                weeks: period.weeks,
              },
            ]
          : [],
      ),
    );
    if (newPeriods.length > 0) await tx.insert(educationPeriods).values(newPeriods);

    // Items beyond a shortened year move to its nearest weeks (docs/educations.md "Structure").
    for (const year of input.years) {
      if (year.id === undefined) continue;
      const weeks = year.periods.reduce((sum, period) => sum + period.weeks, 0);
      if (weeks < (oldWeeks.get(year.id) ?? 0)) await fitYearContent(tx, year.id, weeks);
    }
  });
}
