import { useEffect } from 'react';

/*
 * "You have unsaved changes" before the user leaves a page with a form that saves on a button
 * (the profile, a form modal). A form calls useLeaveGuard(dirty); while any guard is active:
 * - closing or reloading the tab asks the browser's own question (beforeunload);
 * - every navigation inside the app (a link, the browser's back and forward buttons, a
 *   navigate() call) is held by the router's history (app/guarded-history.ts), and
 *   app/layout/LeaveGuardBlocker.tsx asks with the in-app question
 *   (components/UnsavedChangesDialog.tsx).
 * The hook only registers here and uses no router hook, so a guarded form renders under any
 * router, also the MemoryRouter of unit tests.
 */

let activeGuards = 0;
const listeners = new Set<() => void>();

function changeActiveGuards(by: 1 | -1): void {
  activeGuards += by;
  for (const listener of listeners) listener();
}

/** Whether a form on the page has unsaved changes (read by the blocker at each navigation). */
export function hasActiveLeaveGuard(): boolean {
  return activeGuards > 0;
}

/** Calls `listener` when a guard turns on or off; returns the unsubscribe (useSyncExternalStore). */
export function subscribeLeaveGuards(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The navigation state of a move the user cannot stay from: signed out (401), refused (403), the
 * user's own sign-out. The form could not be saved anyway, so the blocker lets it pass unasked.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

export function leavesWithoutAsking(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).leaveWithoutAsking === true
  );
}

/**
 * While `active`, the user is asked before leaving the page. The question is the app's own
 * (UnsavedChangesDialog, texts `unsaved.*`); `_question` is accepted so that calls written for
 * the earlier window.confirm version still compile, and is not shown.
 */
export function useLeaveGuard(active: boolean, _question?: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own text; preventDefault is what asks.
      event.preventDefault();
    };
    changeActiveGuards(1);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      changeActiveGuards(-1);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}
