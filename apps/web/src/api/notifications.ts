import type { NotificationView } from '@owo/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from './client.ts';
import { listQuery } from './list-query.ts';

/** GET /notifications (server modules/notifications): one of the signed-in person's notices. */
export type Notification = NotificationView;

type Feed = Envelope<Notification[]> & { unread: number };

const notificationKeys = { all: ['notifications'] as const };

export function notificationsQuery({ page = 1, limit = 20 } = {}) {
  return queryOptions({
    queryKey: [...notificationKeys.all, page, limit] as const,
    queryFn: () => request<Notification[]>(`/notifications${listQuery({ page, limit })}`) as Promise<Feed>,
  });
}

/** A page of the feed and the unread count; looked at again every minute and when the tab returns. */
export function useNotifications(options: { page?: number; limit?: number } = {}) {
  return useQuery({ ...notificationsQuery(options), refetchInterval: 60_000, placeholderData: (previous) => previous });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<Notification>(`/notifications/${id}/read`, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<null>('/notifications/read-all', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
