/** Dutch texts of the analysisCharts part of the analysis screen (joined into nl-app.ts as `analysisCharts`). */
export const nlAnalysisCharts = {
  title: 'AnalysisCharts',
};
