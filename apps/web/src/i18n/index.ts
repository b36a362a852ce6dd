import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@cp/contracts';
import { en } from './en';
import { detectLanguage } from './language';
import { nl } from './nl';

export const resources = { nl: { translation: nl }, en: { translation: en } } as const;

// `<html lang>` follows the interface language for screen readers and hyphenation.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  // Resources are bundled, so init finishes synchronously and the first render is translated.
  initAsync: false,
});

export { i18n };
