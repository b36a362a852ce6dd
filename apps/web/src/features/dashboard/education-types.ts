import { EDUCATION_TYPES, type TEducationType } from '@cp/contracts';

/** The sectors the type choice is grouped by (docs/educations.md "Screens"). */
export const TYPE_GROUPS = ['vo', 'mbo', 'hbo', 'wo'] as const;
export type TTypeGroup = (typeof TYPE_GROUPS)[number];

export function typeGroupOf(type: TEducationType): TTypeGroup {
  if (type.startsWith('vocational_')) return 'mbo';
  if (type.startsWith('hbo_')) return 'hbo';
  if (type.startsWith('wo_')) return 'wo';
  return 'vo';
}

/** Every type in its group, in the order of EDUCATION_TYPES. */
export const TYPES_BY_GROUP: Record<TTypeGroup, TEducationType[]> = Object.fromEntries(
  TYPE_GROUPS.map((group) => [
    group,
    EDUCATION_TYPES.filter((type) => typeGroupOf(type) === group),
  ]),
) as Record<TTypeGroup, TEducationType[]>;
