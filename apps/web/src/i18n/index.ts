import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@cp/contracts';
import { detectLanguage } from './language';
import { nlPublic } from './nl-public';

/**
 * Dutch is the default and the fallback. Its texts for the pages without the shell are in the
 * first load; those of the shell and the dashboard (`nl-shell.ts`) come with the shell
 * (`loadShellTexts`, awaited by the lazy shell in app/routes.tsx), those of the other signed-in
 * screens (`nl-app.ts`, most of them) with those screens (`loadAppTexts`). English (about 9 KB
 * gzip) is fetched whole, only when someone uses it.
 */
const loadEnglish = async () => (await import('./en')).en;
const loadEnglishMessages = async () => (await import('@cp/contracts/messages/en')).MESSAGES_EN;

let shellTexts: Promise<void> | null = null;
let appTexts: Promise<void> | null = null;

/** Adds the Dutch texts of the shell and the dashboard (once); the shell waits for it. */
export function loadShellTexts(): Promise<void> {
  shellTexts ??= import('./nl-shell').then(({ nlShell }) => {
    i18n.addResourceBundle('nl', 'translation', nlShell, true, false);
  });
  return shellTexts;
}

/** Adds every Dutch text of the signed-in screens (once); their lazy chunks wait for it. */
export function loadAppTexts(): Promise<void> {
  appTexts ??= Promise.all([
    loadShellTexts(),
    import('./nl-app').then(({ nlApp }) => {
      i18n.addResourceBundle('nl', 'translation', nlApp, true, false);
    }),
  ]).then(() => undefined);
  return appTexts;
}

/** Makes sure a language's texts are there; call before showing or switching to it. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (language === 'nl' || i18n.hasResourceBundle(language, 'translation')) return;
  const [texts, messages] = await Promise.all([loadEnglish(), loadEnglishMessages()]);
  i18n.addResourceBundle(language, 'messages', messages);
  i18n.addResourceBundle(language, 'translation', texts);
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
  resources: { nl: { translation: nlPublic } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  // Dutch (its first-load part) is bundled, so init finishes synchronously; main.tsx then
  // switches to the detected language before the first render.
  initAsync: false,
});

/**
 * The server's messages in Dutch (the catalogue of @cp/contracts, about 3 KB gzip; Dutch is every
 * language's fallback): fetched right after the start, not before the first paint. An error
 * answer waits for it before it reaches a screen (lib/api.ts), so no screen shows a bare key.
 */
export const messagesReady: Promise<void> = import('@cp/contracts/messages/nl').then(
  ({ MESSAGES_NL }) => {
    i18n.addResourceBundle('nl', 'messages', MESSAGES_NL);
  },
);

/** Resolves when the language the user should see first is loaded and active. */
export const languageReady = switchLanguage(detectLanguage());

export { i18n };
