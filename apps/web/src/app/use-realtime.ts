import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { userRoom, type TEducationUpdate } from '@cp/contracts';
import { createExportFlow } from '@/features/exports/export-flow';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { markReadAndReload } from '@/features/notifications/api/mark-read';
import { isNotificationsPanelOpen } from '@/features/notifications/panel-state';
import { useAppContext } from '@/lib/context-store';
import { meQueryKey } from '@/lib/current-user';
import { onRealtimeStatus, startRealtime, type RealtimeHandle } from '@/lib/realtime';

/** Queries of the educations feature start with this key; live updates reload all of them. */
const EDUCATIONS_QUERY_KEY = ['educations'] as const;
const NOTIFICATION_ACTIONS = new Set(['read', 'delete']);

/**
 * What an `education_update` (or `reload_educations`, without an update) reloads: every query of
 * the educations feature, except, after a change of only the plan, those that hold nothing the
 * plan changes (`keepOnPlanChange`: the plan screen's design, a 271 KB answer of the large demo
 * that would otherwise be reloaded and parsed after every drag).
 */
export const reloadAfterEducationUpdate = (queryClient: QueryClient, update?: TEducationUpdate) =>
  queryClient.invalidateQueries({
    queryKey: EDUCATIONS_QUERY_KEY,
    predicate: update?.part === 'plan' ? (query) => !query.meta?.keepOnPlanChange : undefined,
  });

/**
 * Live updates for the signed-in shell (SPEC §4, §7): notifications on the user's channel (with
 * the toasts of an export: features/exports/export-flow.ts), the dashboard on the current
 * education parent's channel, which is left when the context changes.
 */
export function useRealtime(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const { educationParent } = useAppContext();
  const handle = useRef<RealtimeHandle | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
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
    handle.current = started;
    // Catch up on what was missed while away; the refetch also re-evaluates the poll interval.
    let connectedBefore = false;
    const unsubscribe = onRealtimeStatus((connected) => {
      reloadNotifications();
      // Back after a drop: an export may have ended meanwhile (the first connect is covered above).
      if (connected && connectedBefore) void exports.restore();
      if (connected) connectedBefore = true;
    });
    return () => {
      unsubscribe();
      exports.stop();
      started.stop();
      handle.current = null;
    };
  }, [userId, queryClient]);

  useEffect(() => {
    const id = educationParent === null ? null : Number(educationParent);
    handle.current?.setEducationParent(id !== null && Number.isInteger(id) ? id : null);
  }, [educationParent, userId]);
}
