import type { TTranslations } from './nl';

/** English texts of `norms`; typed against the Dutch ones (same keys). */
export const enNorms: TTranslations['norms'] = {
  title: 'Norms',
};
