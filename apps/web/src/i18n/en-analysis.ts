import type { TTranslations } from './nl';

/** English texts of `analysis`; typed against the Dutch ones (same keys). */
export const enAnalysis: TTranslations['analysis'] = {
  title: 'Analysis',
};
