import {
  MAX_FILES_PER_UPLOAD,
  parseLanguage,
  type TBrandProfile,
  type TCertification,
  type TFacilityProfile,
  type TProfileAttachments,
  type TRmiFacility,
  type TSessionUser,
  type TUpdateProfile,
  type TUploadedFile,
} from '@opentrace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/** Profiles name places, options and products in the reader's language, hence the language in keys. */
export const facilityKeys = {
  all: ['facilities'] as const,
  profile: (language: string) => [...facilityKeys.all, 'me', language] as const,
  brand: (language: string) => [...facilityKeys.all, 'brand', language] as const,
  certifications: (language: string) => [...facilityKeys.all, 'certifications', language] as const,
  fileLink: (url: string) => [...facilityKeys.all, 'file-link', url] as const,
};

function useLanguage(): string {
  return parseLanguage(useTranslation().i18n.language);
}

export function useFacilityProfile() {
  const language = useLanguage();
  return useQuery({
    queryKey: facilityKeys.profile(language),
    queryFn: ({ signal }) => api.get<TFacilityProfile>('/api/facilities/me', { signal }),
  });
}

/**
 * Saves the person and the organisation with `PUT /api/users`. Its answer is the session user,
 * stored at once: saving may open the onboarding gate, and the menu must follow. The confirmation
 * is shown here, not by the form: finishing onboarding replaces the form's screen, and a form's
 * own callbacks are dropped once it is gone.
 */
export function useSaveFacilityProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: TUpdateProfile) => api.put<TSessionUser>('/api/users', body),
    onSuccess: (user) => {
      toast.success(t('facilityProfile.form.saved'));
      updateSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: facilityKeys.all });
    },
  });
}

export function useFacilityCertifications() {
  const language = useLanguage();
  return useQuery({
    queryKey: facilityKeys.certifications(language),
    queryFn: ({ signal }) => api.get<TCertification[]>('/facilities/certifications', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** A facility of the RMI list by its Facility ID: asked when the user looks it up. */
export function useRmiLookup() {
  return useMutation({
    mutationFn: (facilityId: string) => api.get<TRmiFacility>('/facilities/identifier-systems/rmi-cid', { query: { facilityId } }),
  });
}

/** Stores files for an ATTACHMENTS attribute; they belong to the organisation once uploaded. */
export function useUploadAttachments() {
  return useMutation({
    mutationFn: async (files: File[]): Promise<TProfileAttachments> => {
      const form = new FormData();
      for (const file of files.slice(0, MAX_FILES_PER_UPLOAD)) form.append('files', file);
      const uploaded = await api.post<TUploadedFile[]>('/api/upload/files', form, { query: { purpose: 'attachment' } });
      return uploaded.map((file) => ({ name: file.name, blobName: file.blobName }));
    },
  });
}

export function useBrandProfile() {
  const language = useLanguage();
  return useQuery({
    queryKey: facilityKeys.brand(language),
    queryFn: ({ signal }) => api.get<TBrandProfile>('/api/brands/profile', { signal }),
  });
}

export type TBrandProfileSubmission = {
  name: string;
  countryId: string;
  provinceId: string | null;
  districtId: string | null;
  address: string;
  logo: File | null;
};

/**
 * Brand onboarding: the form as multipart, the logo file with it; the session user is re-read,
 * since saving opens the menu (and, as above, the confirmation is shown here).
 */
export function useSaveBrandProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ logo, ...fields }: TBrandProfileSubmission) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(fields)) form.append(field, value ?? '');
      if (logo) form.append('logo', logo);
      const profile = await api.put<TBrandProfile>('/api/brands/profile', form);
      return { profile, user: await api.get<TSessionUser>('/api/users/me') };
    },
    onSuccess: ({ user }) => {
      toast.success(t('facilityProfile.brand.saved'));
      updateSessionUser(user);
      return queryClient.invalidateQueries({ queryKey: facilityKeys.all });
    },
  });
}

/** Files are served to signed-in users only, so an image links them with a short-lived token. */
const FILE_LINK_STALE_MS = 4 * 60_000;

export function useFileLink(url: string | null) {
  return useQuery({
    queryKey: facilityKeys.fileLink(url ?? ''),
    queryFn: async () => {
      const { shortToken } = await api.post<{ shortToken: string }>('/auth/short-token');
      return `${url}?shortToken=${encodeURIComponent(shortToken)}`;
    },
    enabled: url !== null,
    staleTime: FILE_LINK_STALE_MS,
    gcTime: FILE_LINK_STALE_MS,
  });
}
