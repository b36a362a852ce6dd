import { loadAppTexts } from '@/i18n';

/**
 * A lazy chunk that shows texts of the signed-in screens (i18n/nl-app.ts) renders once they are
 * there: the shell waits only for those of the top bar and the dashboard (i18n/nl-shell.ts), so
 * the dashboard paints without the texts of every other screen.
 */
export const withAppTexts =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadAppTexts()]).then(([module]) => module);
