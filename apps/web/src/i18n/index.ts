import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@cp/contracts';
import { detectLanguage } from './language';
import { nl } from './nl';

/**
 * Dutch is the default and the fallback, so it is always in the first load; English (about
 * 9 KB gzip) is fetched only when someone uses it.
 */
const loaders: Record<TLanguage, () => Promise<typeof nl>> = {
  nl: async () => nl,
  en: async () => (await import('./en')).en,
};

/** Makes sure a language's texts are there; call before showing or switching to it. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language]());
}

/** The one way to change the interface language. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

// `<html lang>` follows the interface language for screen readers and hyphenation.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: { nl: { translation: nl } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  // Dutch is bundled, so init finishes synchronously; main.tsx then switches to the detected
  // language before the first render.
  initAsync: false,
});

/** Resolves when the language the user should see first is loaded and active. */
export const languageReady = switchLanguage(detectLanguage());

export { i18n };
