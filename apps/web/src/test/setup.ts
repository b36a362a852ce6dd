import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Initialise translations once; tests that switch language switch back (see renderWithProviders).
import { loadAppTexts, loadLanguage, messagesReady } from '@/i18n';
import { restoreContext } from '@/lib/context-store';

// How long `findBy…` and `waitFor` wait for the screen: a first render of a large list or a
// dialog's lazy chunk takes longer than Testing Library's 1 s on a busy 2-core machine. One limit
// for all, so no test needs its own; still well inside the project's test timeout.
configure({ asyncUtilTimeout: 5_000 });

/*
 * Test files share a worker's process and its modules (`isolate: false`, docs/testing.md), so each
 * file and each test starts as a fresh page would: no cookies, so no chosen location or education
 * (the context store caches what the cookies say), and empty storage.
 */
function forgetThePage() {
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  restoreContext();
  localStorage.clear();
  sessionStorage.clear();
}
forgetThePage();

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  forgetThePage();
});

// English and the screens' Dutch texts are fetched on demand in the app; tests render screens
// directly and switch languages at will, so load both up front.
await loadAppTexts();
await messagesReady;
await loadLanguage('en');
