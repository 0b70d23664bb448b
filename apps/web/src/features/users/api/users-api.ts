import type { TInviteColleague, TInviteUser, TSessionUser, TUpdateProfile, TUpdateUser, TUserSummary, TUserType } from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import type { TUserListQuery } from '../user-list.ts';

export type TUserPage = { items: TUserSummary[]; total: number; page: number; perPage: number };
type TMessage = { message: string };

/** Every query of this feature sits under ['users'], so one invalidation can reach them all. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: TUserListQuery) => [...userKeys.lists(), query] as const,
  colleagueLists: () => [...userKeys.all, 'colleagues'] as const,
  colleagueList: (query: TUserListQuery) => [...userKeys.colleagueLists(), query] as const,
};

// Own account

export function useMe() {
  return useQuery({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => api.get<TSessionUser>('/api/users/me', { signal }),
  });
}

/** Saving the profile also refreshes the stored session user, so the header shows the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfile) => api.put<TSessionUser>('/api/users', body),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.me(), user);
      updateSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: userKeys.colleagueLists() });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
      api.put<TMessage>('/api/users/change-password', body),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => api.delete<TMessage>('/api/users/me') });
}

// Platform user management (USER_MANAGEMENT)

export function useUsers(query: TUserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.get<TUserPage>('/api/users', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

function useInvalidate(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}

export function useInviteUser() {
  const invalidate = useInvalidate(userKeys.lists());
  return useMutation({
    mutationFn: (body: TInviteUser) => api.post<TUserSummary>('/api/users/invite', body),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidate(userKeys.lists());
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUser }) => api.put<TUserSummary>(`/api/users/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useSetUserStatus() {
  const invalidate = useInvalidate(userKeys.lists());
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 1 | 2 }) =>
      api.patch<TUserSummary>(`/api/users/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidate(userKeys.lists());
  return useMutation({
    mutationFn: (id: string) => api.post<TMessage>(`/api/users/${encodeURIComponent(id)}/resend-invitation`),
    onSuccess: invalidate,
  });
}

// Organisation colleagues (an organisation's Admin user)

export function useColleagues(query: TUserListQuery) {
  return useQuery({
    queryKey: userKeys.colleagueList(query),
    queryFn: ({ signal }) => api.get<TUserPage>('/api/organisation/users', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

export function useInviteColleague() {
  const invalidate = useInvalidate(userKeys.colleagueLists());
  return useMutation({
    mutationFn: (body: TInviteColleague) => api.post<TUserSummary>('/api/organisation/users', body),
    onSuccess: invalidate,
  });
}

export function useUpdateColleague() {
  const invalidate = useInvalidate(userKeys.colleagueLists());
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { status?: 1 | 2; userType?: TUserType } }) =>
      api.patch<TUserSummary>(`/api/organisation/users/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useRemoveColleague() {
  const invalidate = useInvalidate(userKeys.colleagueLists());
  return useMutation({
    mutationFn: (id: string) => api.delete<undefined>(`/api/organisation/users/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

export function useResendColleagueInvitation() {
  const invalidate = useInvalidate(userKeys.colleagueLists());
  return useMutation({
    mutationFn: (id: string) => api.post<TMessage>(`/api/organisation/users/${encodeURIComponent(id)}/resend-invitation`),
    onSuccess: invalidate,
  });
}
