import type { TAppLogo } from '@opentrace/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api.ts';
import { tagged } from './query-tags.ts';

/**
 * The logo and system name set in the configuration profile. The header of every screen shows
 * them, the sign-in page included (the endpoint is public); saving the profile refreshes them.
 */
export const appBrandingKey = ['app-branding', tagged('configuration')] as const;

export function useAppBranding() {
  return useQuery({
    queryKey: appBrandingKey,
    queryFn: ({ signal }) => api.get<TAppLogo>('/api/app-logo', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The configured system name, or the product's own until one is set. */
export function useSystemName(): string {
  const { t } = useTranslation();
  return useAppBranding().data?.systemName.trim() || t('app.name');
}
