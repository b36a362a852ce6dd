import { useEffect } from 'react';

/*
 * "You have unsaved changes: leave anyway?" for forms that save on a button (the profile). The
 * app uses a declarative <BrowserRouter>, where react-router's useBlocker does not work, so the
 * guard listens itself:
 * - closing or reloading the tab: the browser's own question (beforeunload);
 * - following a link inside the app: a click on an <a href> to this origin is caught before
 *   react-router's <Link> sees it (capture phase on the document), and is cancelled unless the
 *   user confirms.
 * The browser's back button is not caught (that needs a data router; see docs/foundation-brief.md).
 */

/** Clicks already answered: with two dirty forms on one page, the user is asked once. */
const answered = new WeakSet<Event>();

/** The in-app link a click follows, or null (new tab, download, other site, modified click). */
export function internalLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.target && target.target !== '_self') return null;
  if (target.hasAttribute('download')) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  // Same page (an anchor on it): nothing is lost.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return target;
}

const askBrowser = (question: string) => window.confirm(question);

/**
 * While `active`, asks `question` before the user leaves the page. `confirm` is the question
 * dialog (window.confirm by default; tests pass their own).
 */
export function useLeaveGuard(
  active: boolean,
  question: string,
  confirm: (question: string) => boolean = askBrowser,
): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own text; preventDefault is what asks.
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (answered.has(event) || !internalLinkOf(event)) return;
      answered.add(event);
      if (confirm(question)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question, confirm]);
}
