import { asc, eq, inArray } from 'drizzle-orm';
import { educationParentRoom, type TDuplicateEducation } from '@cp/contracts';
import { customTranslations, educationPeriods, educationYears, educations } from '../../db/schema';
import { withEvents } from '../events/publisher';
import { assertRoomForEducation } from './license-limit';
import type { EducationChange } from './change-education';
import { requireDesignRights } from './design-rights';
import { requireEducation } from './require-education';
import { copyDesign } from './copy-design';
import { copyYearContent } from './year-content';
import { PLAN_TABLES } from '../education-tables/plan-tables';

/**
 * POST .../duplicate (docs/educations.md "Structure"): a new education, designing, under the same
 * parent, with the source's type, structure, year content, whole design (copy-design.ts: new ids,
 * links remapped) and own names of terms. Any status may be duplicated (an active education is the
 * usual starting point of a new version); the caller needs design rights on the source and the
 * license needs room. Notes, approvals and backups stay behind. Answers the new education's id.
 */
export async function duplicateEducation(
  options: EducationChange & { input: TDuplicateEducation },
): Promise<number> {
  const { db, publisher, caller, scope, educationId, now, input } = options;
  const { locationId } = scope;
  return withEvents({ db, publisher }, async (tx, events) => {
    // Locked, so a structure change cannot land half-way through the copy.
    const source = await requireEducation({ db: tx, scope, educationId, forUpdate: true });
    await requireDesignRights({ db: tx, caller, education: source });
    await assertRoomForEducation({ db: tx, locationId, now });

    const [copy] = await tx
      .insert(educations)
      .values({
        locationId,
        educationParentId: source.educationParentId,
        name: input.name,
        type: source.type,
        isFlexible: source.isFlexible,
        status: 'designing',
        createdBy: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: educations.id });
    if (!copy) throw new Error('education not created');

    const years = await tx
      .select()
      .from(educationYears)
      .where(eq(educationYears.educationId, source.id))
      .orderBy(asc(educationYears.position));
    const newYears =
      years.length === 0
        ? []
        : await tx
            .insert(educationYears)
            .values(
              years.map((year) => ({
                educationId: copy.id,
                position: year.position,
                name: year.name,
                startsOn: year.startsOn,
              })),
            )
            .returning({ id: educationYears.id, position: educationYears.position });
    // Positions are unique per education, so they pair each year with its copy.
    const copyAt = new Map(newYears.map((year) => [year.position, year.id]));
    const pairs = years.map((year) => ({ from: year.id, to: copyAt.get(year.position) ?? 0 }));
    const toYear = new Map(pairs.map((pair) => [pair.from, pair.to]));

    const periods =
      years.length === 0
        ? []
        : await tx
            .select()
            .from(educationPeriods)
            .where(
              inArray(
                educationPeriods.educationYearId,
                years.map((year) => year.id),
              ),
            );
    if (periods.length > 0) {
      await tx.insert(educationPeriods).values(
        periods.map((period) => ({
          educationYearId: toYear.get(period.educationYearId) ?? 0,
          position: period.position,
          name: period.name,
          weeks: period.weeks,
        })),
      );
    }
    const weeksOf = new Map<number, number>();
    for (const period of periods) {
      weeksOf.set(
        period.educationYearId,
        (weeksOf.get(period.educationYearId) ?? 0) + period.weeks,
      );
    }
    for (const pair of pairs) {
      await copyYearContent(tx, pair.from, pair.to, weeksOf.get(pair.from) ?? 0);
    }
    const designMaps = await copyDesign(tx, source.id, copy.id, now);
    await PLAN_TABLES.copy(
      tx,
      source.id,
      copy.id,
      now,
      new Map([...designMaps, ['education_years', toYear]]),
    );

    const names = await tx
      .select()
      .from(customTranslations)
      .where(eq(customTranslations.educationId, source.id));
    if (names.length > 0) {
      await tx.insert(customTranslations).values(
        names.map((name) => ({
          locationId,
          educationId: copy.id,
          term: name.term,
          language: name.language,
          singular: name.singular,
          plural: name.plural,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }

    events.emit(educationParentRoom(source.educationParentId), 'education_update', {
      education_parent_id: source.educationParentId,
      education_id: copy.id,
    });
    return copy.id;
  });
}
