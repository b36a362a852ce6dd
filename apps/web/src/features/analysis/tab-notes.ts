import {
  ANALYSIS_COMPARABLE_TABS,
  ANALYSIS_FILTERABLE_TABS,
  type TAnalysisTab,
} from '@cp/contracts';

/** Whether a tab compares and filters (contracts; the reasons are in docs/analysis.md). */
export const comparable = (tab: TAnalysisTab) => ANALYSIS_COMPARABLE_TABS.includes(tab);
export const filterable = (tab: TAnalysisTab) => ANALYSIS_FILTERABLE_TABS.includes(tab);

/** The text keys (analysis.notes.*) of the reasons a tab does not compare or filter. */
export const NO_COMPARE_REASON = {
  goals: 'goals',
  coverage: 'coverage',
} as const satisfies Partial<Record<TAnalysisTab, string>>;
export const NO_FILTER_REASON = {
  planning: 'planning',
  intensity: 'intensity',
  team: 'team',
} as const satisfies Partial<Record<TAnalysisTab, string>>;
