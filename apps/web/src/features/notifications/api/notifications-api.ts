import type {
  TNotification,
  TNotificationPage,
  TNotificationPreferences,
  TNotificationPreferencesInput,
  TNotificationsMarked,
  TNotificationUnreadCount,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const BASE = '/api/notifications';

/** The bell re-reads its count this often while the page stays open, and whenever the window regains focus. */
export const UNREAD_POLL_MS = 60_000;

export type TNotificationQuery = { page: number; perPage: number; unread: boolean };

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: TNotificationQuery) => [...notificationKeys.lists(), query] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api.get<TNotificationUnreadCount>(`${BASE}/unread-count`, { signal }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // A failed poll leaves the last count; the list shows its own errors.
    meta: { errorShownInline: true },
  });
}

export function useNotifications(query: TNotificationQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<TNotificationPage>(BASE, { query: { page: query.page, perPage: query.perPage, unread: query.unread || undefined }, signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    enabled: options.enabled ?? true,
    meta: { errorShownInline: true },
  });
}

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) => api.post<TNotification>(`${BASE}/${encodeURIComponent(id)}/read`),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => api.post<TNotificationsMarked>(`${BASE}/read-all`),
    onSuccess: refresh,
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get<TNotificationPreferences>(`${BASE}/preferences`, { signal }),
    meta: { errorShownInline: true },
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificationPreferencesInput) => api.put<TNotificationPreferences>(`${BASE}/preferences`, body),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
