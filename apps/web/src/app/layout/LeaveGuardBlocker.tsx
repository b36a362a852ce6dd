import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { hasActiveLeaveGuard, leavesWithoutAsking, subscribeLeaveGuards } from '@/lib/leave-guard';

// Not in the first load: only a page with a dirty form needs it (loaded as the form turns dirty).
const UnsavedChangesDialog = lazy(() =>
  import('@/components/UnsavedChangesDialog').then((module) => ({
    default: module.UnsavedChangesDialog,
  })),
);

/**
 * Whether a navigation must first ask: a form on the page has unsaved changes
 * (lib/leave-guard.ts) and the navigation leaves the page (another path or query; an anchor on
 * the same page loses nothing). A move marked LEAVE_WITHOUT_ASKING (signed out, refused) passes,
 * but only as the push or replace it was made with: going back or forward to the entry it left
 * in the history (its state is stored there) is the user's own step, and asks.
 */
export const asksBeforeLeaving: BlockerFunction = ({
  currentLocation,
  nextLocation,
  historyAction,
}) =>
  hasActiveLeaveGuard() &&
  !(historyAction !== 'POP' && leavesWithoutAsking(nextLocation.state)) &&
  (currentLocation.pathname !== nextLocation.pathname ||
    currentLocation.search !== nextLocation.search);

/**
 * The app's one navigation blocker (react-router allows one per router): rendered once under the
 * data router (main.tsx). A blocked navigation (link, back, forward, navigate()) asks in the app:
 * "Verder bewerken" stays with everything typed, "Weggooien" goes where the user was going.
 */
export function LeaveGuardBlocker() {
  const blocker = useBlocker(asksBeforeLeaving);
  const guarded = useSyncExternalStore(subscribeLeaveGuards, hasActiveLeaveGuard);
  const blocked = blocker.state === 'blocked';
  if (!guarded && !blocked) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        opened={blocked}
        onKeepEditing={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
