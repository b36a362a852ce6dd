import { requireEducation, type EducationLookup } from '../educations/require-education';

/**
 * Before a material's file is received (up to 10 MB): the education exists within the scope and
 * is not archived, else 404 without reading the body. addMaterial checks again, with the rights
 * and the status, in its transaction.
 */
export async function checkMaterialTarget(options: EducationLookup): Promise<void> {
  await requireEducation(options);
}
