import type {
  TBusinessPartner,
  TBusinessPartnerDetail,
  TBusinessPartnerPage,
  TPartnerCandidatePage,
  TPartnerInvitationCheck,
  TPartnerInvitationVerdict,
  TPartnerKind,
  TPartnerRoles,
  TSessionUser,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getSession, updateSessionUser } from '../../../lib/session.ts';
import type { TInvitePayload } from '../invite-form.ts';
import type { TPartnerListQuery } from '../partner-list.ts';

/** Every query of this feature sits under ['partners'], so one invalidation reaches them all. */
export const partnerKeys = {
  all: ['partners'] as const,
  roles: () => [...partnerKeys.all, 'roles'] as const,
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (query: TPartnerListQuery) => [...partnerKeys.lists(), query] as const,
  searches: () => [...partnerKeys.all, 'search'] as const,
  search: (path: string, query: TCandidateQuery) => [...partnerKeys.searches(), path, query] as const,
  detail: (facilityId: string) => [...partnerKeys.all, 'detail', facilityId] as const,
};

export type TCandidateQuery = { page: number; perPage: number; key?: string; roleId?: string };

export function usePartnerRoles() {
  return useQuery({
    queryKey: partnerKeys.roles(),
    queryFn: ({ signal }) => api.get<TPartnerRoles>('/partners/roles', { signal }),
  });
}

export function usePartners(query: TPartnerListQuery) {
  return useQuery({
    queryKey: partnerKeys.list(query),
    queryFn: ({ signal }) => api.get<TBusinessPartnerPage>('/partners/all', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

function useCandidates(path: string, query: TCandidateQuery, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.search(path, query),
    queryFn: ({ signal }) => api.get<TPartnerCandidatePage>(path, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorShownInline: true },
  });
}

/** Facilities that may become processing partners (roles next to the caller's on the map). */
export const useFacilitySearch = (query: TCandidateQuery, enabled = true) => useCandidates('/partners/search/facilities', query, enabled);
export const useTransporterSearch = (query: TCandidateQuery, enabled = true) =>
  useCandidates('/partners/search/transporters', query, enabled);
export const useBrokerSearch = (query: TCandidateQuery, enabled = true) => useCandidates('/partners/search/brokers', query, enabled);
/** The caller's processing partners a broker it invites may take as its own. */
export const useBrokerPartnerSearch = (query: TCandidateQuery, enabled = true) =>
  useCandidates('/partners/search/broker-partners', query, enabled);

export function useBusinessPartner(facilityId: string | null) {
  return useQuery({
    queryKey: partnerKeys.detail(facilityId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TBusinessPartnerDetail>(`/facilities/${encodeURIComponent(facilityId ?? '')}/business-partner`, { signal }),
    enabled: facilityId !== null,
  });
}

/** POST /partners/: the server's verdict on an invitation, nothing saved. */
export function useCheckInvitation() {
  return useMutation({
    mutationFn: (body: TPartnerInvitationCheck) => api.post<TPartnerInvitationVerdict>('/partners/', body),
  });
}

const INVITE_PATHS: Record<TPartnerKind, string> = {
  processing_facility: '/partners/invite',
  transporter: '/partners/invite/transporters',
  broker: '/partners/invite/brokers',
};

/**
 * Adding the first partner passes an onboarding gate (DOMAIN.md §1.4): the stored session user is
 * refreshed so the menu changes at once.
 */
export function useInvitePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: TPartnerKind; body: TInvitePayload }) => api.post<TBusinessPartner>(INVITE_PATHS[kind], body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
      if (getSession()?.user.currentFacility?.addedPartnerAt === null) {
        updateSessionUser(await api.get<TSessionUser>('/api/users/me'));
      }
    },
  });
}

export function useRemovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnershipId: string) => api.delete<undefined>(`/partners/${encodeURIComponent(partnershipId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
