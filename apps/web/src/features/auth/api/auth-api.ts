import type { TInvitation, TLoginRequest, TLoginResponse, TResetPasswordRequest, TSignUpRequest } from '@opentrace/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { signOut } from '../../../lib/sign-out.ts';

export type { TInvitation };

export const authKeys = {
  all: ['auth'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};

export function useLogin() {
  return useMutation({
    mutationFn: (body: TLoginRequest) => api.post<TLoginResponse>('/auth/login', body),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) => api.post<unknown>('/auth/forgot-password', body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) => api.post<unknown>('/auth/reset-password', body),
  });
}

/** The invitation behind a sign-up link; its failures (expired, unknown) are shown on the page. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: authKeys.invitation(token),
    queryFn: ({ signal }) => api.get<TInvitation>(`/auth/invite/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { errorShownInline: true },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: TSignUpRequest) => api.post<unknown>('/auth/signup', body),
  });
}

/** Signing out also empties the query cache: see createQueryClient. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
