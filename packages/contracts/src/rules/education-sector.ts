import type { TEducationType } from '../enums';

/*
 * The sector of an education type (docs/test-plan.md "Documents"): secondary education (VO)
 * publishes a PTA, vocational education (MBO) an examenplan, higher education (HBO, WO) the
 * course and test table of its OER. The test plan's columns and words follow the sector.
 */

export const EDUCATION_SECTORS = ['vo', 'mbo', 'ho'] as const;
export type TEducationSector = (typeof EDUCATION_SECTORS)[number];

export function educationSector(type: TEducationType): TEducationSector {
  if (type.startsWith('vocational_')) return 'mbo';
  if (type.startsWith('hbo_') || type.startsWith('wo_')) return 'ho';
  return 'vo';
}
