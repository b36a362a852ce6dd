import {
  NavigationType,
  parsePath,
  type BlockerFunction,
  type HistoryRouterProps,
  type To,
} from 'react-router';

/*
 * The app's navigation blocker without a data router (decision 0015, issue 26): the history the
 * router navigates by (main.tsx) holds every navigation the blocker function asks about (a form
 * with unsaved changes, app/layout/LeaveGuardBlocker.tsx) until the user answers. Links,
 * navigate() calls and the browser's back and forward buttons all pass through it, as they went
 * through the data router's `useBlocker` before; only the data router's loaders, actions and
 * fetchers, which the app never used, are no longer in every first load (17 KB gzip).
 */

type THistory = HistoryRouterProps['history'];
type TListener = Parameters<THistory['listen']>[0];

/** A navigation held until the user answers: go where they were going, or stay. */
export interface TBlockedNavigation {
  proceed(): void;
  reset(): void;
}

export interface TGuardedHistory extends THistory {
  /** The navigation being held, or null (for useSyncExternalStore). */
  blocked(): TBlockedNavigation | null;
  subscribeBlocked(listener: () => void): () => void;
}

/**
 * Wraps a history (react-router's browser history; a memory history in tests), created with
 * `v5Compat: true` so that its pushes and replaces reach its listener as its pops do. As the data
 * router did: a held push or replace is made on "proceed"; a held back or forward step has
 * already moved the browser, so it is undone at once (`go(-delta)`) and redone on "proceed".
 */
export function createGuardedHistory(inner: THistory, asks: BlockerFunction): TGuardedHistory {
  const listeners = new Set<TListener>();
  const blockedListeners = new Set<() => void>();
  let blocked: TBlockedNavigation | null = null;
  // What the router shows: a held back or forward step changes the URL, not this.
  let shown = inner.location;
  // The pop that undoes a held step is not passed on; the one that redoes it is not asked.
  let undoing: (() => void) | null = null;
  let redoing = false;

  const setBlocked = (next: TBlockedNavigation | null) => {
    blocked = next;
    blockedListeners.forEach((listener) => listener());
  };
  const hold = (proceed: () => void) =>
    setBlocked({
      proceed: () => {
        setBlocked(null);
        proceed();
      },
      reset: () => setBlocked(null),
    });

  inner.listen((update) => {
    if (undoing) {
      const undone = undoing;
      undoing = null;
      undone();
      return;
    }
    const { action, location, delta } = update;
    if (action === NavigationType.Pop && !redoing && delta !== null) {
      if (asks({ currentLocation: shown, nextLocation: location, historyAction: action })) {
        const undone = new Promise<void>((resolve) => (undoing = resolve));
        inner.go(-delta);
        hold(
          () =>
            void undone.then(() => {
              redoing = true;
              inner.go(delta);
            }),
        );
        return;
      }
    }
    redoing = false;
    shown = location;
    listeners.forEach((listener) => listener(update));
  });

  const navigate = (action: NavigationType, to: To, state: unknown, go: () => void) => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const nextLocation = {
      pathname: shown.pathname,
      search: '',
      hash: '',
      ...path,
      state,
      key: '',
    };
    if (asks({ currentLocation: shown, nextLocation, historyAction: action })) hold(go);
    else go();
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state?: unknown) =>
      navigate(NavigationType.Push, to, state, () => inner.push(to, state)),
    replace: (to, state?: unknown) =>
      navigate(NavigationType.Replace, to, state, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    blocked: () => blocked,
    subscribeBlocked(listener) {
      blockedListeners.add(listener);
      return () => blockedListeners.delete(listener);
    },
  };
}
