import type { TIntensityAnalysis } from '@cp/contracts';

export type TIntensityWeek = TIntensityAnalysis['weeks'][number];

/** The hours a week weighs: study hours where the norm counts EC (HO), else class hours. */
export function loadHours(week: TIntensityWeek): number {
  return week.study_hours ?? week.class_hours;
}
