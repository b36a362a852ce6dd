import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { useAppContext } from '@/lib/context-store';
import { onRealtimeStatus, startRealtime, type RealtimeHandle } from '@/lib/realtime';

/** Queries of the educations feature start with this key; live updates reload all of them. */
const EDUCATIONS_QUERY_KEY = ['educations'] as const;
const NOTIFICATION_ACTIONS = new Set(['read', 'delete']);

/**
 * Live updates for the signed-in shell (SPEC §4, §7): notifications on the user's channel, the
 * dashboard on the current education parent's channel, which is left when the context changes.
 */
export function useRealtime(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const { educationParent } = useAppContext();
  const handle = useRef<RealtimeHandle | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    const reloadNotifications = () =>
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const reloadEducations = () =>
      void queryClient.invalidateQueries({ queryKey: EDUCATIONS_QUERY_KEY });
    const started = startRealtime({
      userId,
      handlers: {
        notification: reloadNotifications,
        notification_update: (update) => {
          if (NOTIFICATION_ACTIONS.has(update.action)) reloadNotifications();
          else console.warn('realtime: unsupported notification action', update.action);
        },
        education_update: reloadEducations,
        reload_educations: reloadEducations,
      },
    });
    handle.current = started;
    // Catch up on what was missed while away; the refetch also re-evaluates the poll interval.
    const unsubscribe = onRealtimeStatus(reloadNotifications);
    return () => {
      unsubscribe();
      started.stop();
      handle.current = null;
    };
  }, [userId, queryClient]);

  useEffect(() => {
    const id = educationParent === null ? null : Number(educationParent);
    handle.current?.setEducationParent(id !== null && Number.isInteger(id) ? id : null);
  }, [educationParent, userId]);
}
