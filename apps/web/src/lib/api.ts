import { createApiClient } from './api-client.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { clearSession, getSession } from './session.ts';
import { toast } from './toast.ts';

/**
 * The one client every feature uses. Relative paths keep API and web on one origin (the API serves
 * the built app; the Vite dev server proxies). Clearing the session is enough to leave a protected
 * screen: the signed-in layout reacts to it and returns to /sign-in.
 */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getToken: () => getSession()?.token ?? null,
  getLanguage: currentLanguage,
  onUnauthorized: () => {
    clearSession();
    toast.info(i18n.t('errors.sessionEnded'));
  },
});
