import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { BlockerFunction } from 'react-router';
import { hasActiveLeaveGuard, leavesWithoutAsking, subscribeLeaveGuards } from '@/lib/leave-guard';
import type { TGuardedHistory } from '../guarded-history';

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
 * The question for the navigation the app's history holds (app/guarded-history.ts, main.tsx): a
 * blocked navigation (link, back, forward, navigate()) asks in the app: "Verder bewerken" stays
 * with everything typed, "Weggooien" goes where the user was going.
 */
export function LeaveGuardBlocker({ history }: { history: TGuardedHistory }) {
  const blocked = useSyncExternalStore(history.subscribeBlocked, history.blocked);
  const guarded = useSyncExternalStore(subscribeLeaveGuards, hasActiveLeaveGuard);
  if (!guarded && !blocked) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        opened={blocked !== null}
        onKeepEditing={() => blocked?.reset()}
        onDiscard={() => blocked?.proceed()}
      />
    </Suspense>
  );
}
