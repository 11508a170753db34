import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_SHOWN } from '#shared/notifications/notifications.ts';
import type { NotificationListDto, PushPublicKeyDto } from '#shared/notifications/notification-schemas.ts';
import type { PushSubscriptionInput } from '#shared/notifications/push-subscription.ts';
import { api } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;

/**
 * How often the bell looks again while the live stream is down (a proxy that buffers, a server
 * restart); while it is open, events say when to look.
 */
const FALLBACK_POLL_MS = 30_000;

export const notificationsQuery = (live: boolean) =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      apiFetch<NotificationListDto>(api.notifications(NOTIFICATIONS_SHOWN), { signal }),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });

export const markNotificationRead = (id: string) =>
  apiFetch<null>(api.notificationRead(id), { method: 'POST' });

export const markAllNotificationsRead = () => apiFetch<null>(api.notificationsReadAll, { method: 'POST' });

/**
 * Shows the change at once (the badge clears as the person chooses), before the server answers;
 * `undefined` marks every notification read. Returns the list as it was, to put back on failure.
 */
export function markReadInCache(queryClient: QueryClient, id?: string): NotificationListDto | undefined {
  const before = queryClient.getQueryData<NotificationListDto>(notificationsKey);
  if (!before) return before;
  const now = new Date().toISOString();
  let cleared = 0;
  const notifications = before.notifications.map((n) => {
    if (n.readAt || (id !== undefined && n.id !== id)) return n;
    cleared += 1;
    return { ...n, readAt: now };
  });
  const unread = id === undefined ? 0 : Math.max(0, before.unread - cleared);
  queryClient.setQueryData<NotificationListDto>(notificationsKey, { notifications, unread });
  return before;
}

export const fetchPushPublicKey = () => apiFetch<PushPublicKeyDto>(api.pushPublicKey);

export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  apiFetch<null>(api.pushSubscriptions, { method: 'POST', body: subscription });

export const deletePushSubscription = (endpoint: string) =>
  apiFetch<null>(api.pushSubscriptions, { method: 'DELETE', body: { endpoint } });
