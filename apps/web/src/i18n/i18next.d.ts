import 'i18next';
import type { nl } from './nl';

// Typed keys: `t('nav.bak')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof nl };
  }
}
