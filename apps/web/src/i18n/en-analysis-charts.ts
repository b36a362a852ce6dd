import type { TTranslations } from './nl';

/** English texts of `analysisCharts`; typed against the Dutch ones (same keys). */
export const enAnalysisCharts: TTranslations['analysisCharts'] = {
  title: 'AnalysisCharts',
};
