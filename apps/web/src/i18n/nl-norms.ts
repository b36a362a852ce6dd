/** Dutch texts of the norms part of the analysis screen (joined into nl-app.ts as `norms`). */
export const nlNorms = {
  title: 'Norms',
};
