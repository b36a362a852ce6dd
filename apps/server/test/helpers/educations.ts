import type { TEducationStatus, TEducationType } from '@cp/contracts';
import type { Db } from '../../src/db/client';
import {
  educationParents,
  educationPeriods,
  educations,
  educationYears,
  faculties,
} from '../../src/db/schema';

let parentCounter = 0;

/** A faculty with one education parent at the location, straight in the database. */
export async function createEducationParent(db: Db, locationId: number): Promise<number> {
  parentCounter += 1;
  const [faculty] = await db
    .insert(faculties)
    .values({ locationId, name: `Faculteit ${parentCounter}` })
    .returning({ id: faculties.id });
  if (!faculty) throw new Error('faculty not created');
  const [parent] = await db
    .insert(educationParents)
    .values({ facultyId: faculty.id, name: `Opleidingsgroep ${parentCounter}` })
    .returning({ id: educationParents.id });
  if (!parent) throw new Error('education parent not created');
  return parent.id;
}

/**
 * An education straight in the database (tests whose subject is not creating one): `years`
 * years of `periods` periods of `weeks` weeks each. Returns the id and the year ids in order.
 */
export async function createEducation(
  db: Db,
  values: {
    locationId: number;
    educationParentId: number;
    name?: string;
    type?: TEducationType;
    status?: TEducationStatus;
    years?: number;
    periods?: number;
    weeks?: number;
    deletedAt?: Date | null;
  },
): Promise<{ id: number; yearIds: number[] }> {
  const [education] = await db
    .insert(educations)
    .values({
      locationId: values.locationId,
      educationParentId: values.educationParentId,
      name: values.name ?? 'Opleiding',
      type: values.type ?? 'havo',
      status: values.status ?? 'designing',
      deletedAt: values.deletedAt ?? null,
    })
    .returning({ id: educations.id });
  if (!education) throw new Error('education not created');
  const yearIds: number[] = [];
  for (let year = 1; year <= (values.years ?? 1); year++) {
    const [row] = await db
      .insert(educationYears)
      .values({ educationId: education.id, position: year })
      .returning({ id: educationYears.id });
    if (!row) throw new Error('year not created');
    yearIds.push(row.id);
    for (let period = 1; period <= (values.periods ?? 1); period++) {
      await db
        .insert(educationPeriods)
        .values({ educationYearId: row.id, position: period, weeks: values.weeks ?? 10 });
    }
  }
  return { id: education.id, yearIds };
}
