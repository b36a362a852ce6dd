import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TEducationUpdate } from '@cp/contracts';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { useAppContext } from '@/lib/context-store';
import type { RealtimeHandle } from '@/lib/realtime';

/** Queries of the educations feature start with this key; live updates reload all of them. */
const EDUCATIONS_QUERY_KEY = ['educations'] as const;

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
 * Live updates for the signed-in shell (docs/realtime.md "Browser"; live-updates.ts): notifications
 * on the user's channel (with the toasts of an export: features/exports/export-flow.ts), the
 * dashboard on the current education parent's channel, which is left when the context changes.
 */
export function useRealtime(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const { educationParent } = useAppContext();
  const handle = useRef<RealtimeHandle | null>(null);

  const parentId = toParentId(educationParent);
  // The education parent's room to be in, also for a connection that starts later.
  const wantedParent = useRef<number | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    // Their code, with socket.io-client, is not in the first load: it comes once the browser is
    // first idle, as socket.io-client always did. Without it the app still works (polls, reloads).
    let stopped = false;
    afterFirstPaint()
      .then(() => import('./live-updates'))
      .then(({ startLiveUpdates }) => {
        if (stopped) return;
        handle.current = startLiveUpdates(queryClient, userId);
        handle.current.setEducationParent(wantedParent.current);
      })
      .catch((error: unknown) => console.warn('realtime: could not start', error));
    return () => {
      stopped = true;
      handle.current?.stop();
      handle.current = null;
    };
  }, [userId, queryClient]);

  useEffect(() => {
    wantedParent.current = parentId;
    handle.current?.setEducationParent(parentId);
  }, [parentId, userId]);
}

function toParentId(educationParent: string | null): number | null {
  const id = educationParent === null ? null : Number(educationParent);
  return id !== null && Number.isInteger(id) ? id : null;
}
