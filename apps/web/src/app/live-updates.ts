import type { QueryClient } from '@tanstack/react-query';
import { userRoom, type TEducationUpdate } from '@cp/contracts';
import { createExportFlow } from '@/features/exports/export-flow';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { markReadAndReload } from '@/features/notifications/api/mark-read';
import { isNotificationsPanelOpen } from '@/features/notifications/panel-state';
import { meQueryKey } from '@/lib/current-user';
import { startRealtime, type RealtimeHandle } from '@/lib/realtime';
import { onRealtimeStatus } from '@/lib/realtime-status';
import { reloadAfterEducationUpdate } from './use-realtime';

const NOTIFICATION_ACTIONS = new Set(['read', 'delete']);

/** Queries of a location's frameworks (lib/framework-queries.ts, lib/framework-link-queries.ts). */
const isFrameworkQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] === 'locations' &&
  (queryKey[2] === 'frameworks' || queryKey[2] === 'framework-items');

/**
 * The live updates of the signed-in shell (use-realtime.ts): the realtime connection with what
 * its events reload, and the toasts of an export. A chunk of its own, with socket.io-client,
 * loaded after the first paint.
 */
export function startLiveUpdates(queryClient: QueryClient, userId: number): RealtimeHandle {
  const reloadNotifications = () =>
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  const reloadEducations = (update?: TEducationUpdate) =>
    void reloadAfterEducationUpdate(queryClient, update);
  const exports = createExportFlow({
    queryClient,
    isPanelOpen: isNotificationsPanelOpen,
    markRead: (id) => void markReadAndReload(queryClient, id),
  });
  // After a reload: the spinner toast of an export under way comes back.
  void exports.restore();
  const started = startRealtime({
    userId,
    handlers: {
      notification: (notification) => {
        reloadNotifications();
        exports.notification(notification);
      },
      export_progress: exports.progress,
      notification_update: (update) => {
        if (NOTIFICATION_ACTIONS.has(update.action)) reloadNotifications();
        else console.warn('realtime: unsupported notification action', update.action);
      },
      education_update: reloadEducations,
      // An import: the library, the pickers' searches and what counts items (coverage).
      frameworks_update: () => {
        void queryClient.invalidateQueries({ predicate: isFrameworkQuery });
        reloadEducations();
      },
      reload_educations: () => reloadEducations(),
    },
    // The session ended (logout elsewhere, a password change, expiry): asking who is signed in
    // gets the 401 that takes this tab to sign-in, the way any request would.
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    // A change saved elsewhere between loading a screen and joining its education parent's room
    // (or while the connection was down) sent its event to no one here: catch up once joined.
    // Unchanged answers come back as 304 from their ETag (versioned answers), so this is cheap.
    onJoined: (room) => {
      if (room !== userRoom(userId)) reloadEducations();
    },
  });
  // Catch up on what was missed while away; the refetch also re-evaluates the poll interval.
  let connectedBefore = false;
  const unsubscribe = onRealtimeStatus((connected) => {
    reloadNotifications();
    // Back after a drop: an export may have ended meanwhile (the first connect is covered above).
    if (connected && connectedBefore) void exports.restore();
    if (connected) connectedBefore = true;
  });
  return {
    setEducationParent: started.setEducationParent,
    stop() {
      unsubscribe();
      exports.stop();
      started.stop();
    },
  };
}
