import type { TTestKind, TTestSize } from '@cp/contracts';

/*
 * What the screen hands every tab (docs/analysis.md): the tab's answer for the chosen year, the
 * same tab of the compared education or year when comparing, the filters, and where findings
 * are mended.
 */

/** The filters the screen offers on tabs that support them (ANALYSIS_FILTERABLE_TABS). */
export type TAnalysisFilters = {
  periodId: number | null;
  clusterGroupId: number | null;
  subjectId: number | null;
  testKind: TTestKind | null;
  testSize: TTestSize | null;
};

export const NO_FILTERS: TAnalysisFilters = {
  periodId: null,
  clusterGroupId: null,
  subjectId: null,
  testKind: null,
  testSize: null,
};

/** Addresses of the places where a finding is fixed (links of the app, not of the API). */
export type TAnalysisLinks = {
  /** The plan of a year, with a planned cluster's details opened when given. */
  plan: (yearId: number, plannedClusterId?: number | null) => string;
  /** The design screen, with one item in view when given. */
  design: (item?: { kind: 'goal' | 'cluster'; id: number }) => string;
};

export type TAnalysisTabProps<T> = {
  data: T;
  /** The compared education or year; null when not comparing (or the tab does not compare). */
  compare: { data: T; label: string } | null;
  /** The label of the main side when comparing ("Bachelor ICT, leerjaar 1"). */
  label: string;
  filters: TAnalysisFilters;
  links: TAnalysisLinks;
};
