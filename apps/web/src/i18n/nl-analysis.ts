/** Dutch texts of the analysis part of the analysis screen (joined into nl-app.ts as `analysis`). */
export const nlAnalysis = {
  title: 'Analysis',
};
