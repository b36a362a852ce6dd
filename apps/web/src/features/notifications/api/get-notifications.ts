import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationLists } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const notificationsQueryKey = ['notifications'] as const;

export async function getNotifications(signal?: AbortSignal): Promise<TNotificationLists> {
  return (
    await apiRequest('notifications', { schema: (s) => s.ZNotificationListsResponseSchema, signal })
  ).data;
}

// Until the realtime channel arrives (a later issue), a calm poll keeps the badge roughly current.
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
