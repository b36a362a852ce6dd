import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { isRealtimeConnected } from '@/lib/realtime';

export const notificationsQueryKey = ['notifications'] as const;

export async function getNotifications(signal?: AbortSignal): Promise<TNotificationLists> {
  return (await callEndpoint('listNotifications', { signal })).data;
}

/** Only while the realtime channel is down does a calm poll keep the badge roughly current. */
const FALLBACK_POLL_MS = 60_000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: () => (isRealtimeConnected() ? false : FALLBACK_POLL_MS),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
