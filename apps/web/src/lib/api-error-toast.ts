import { ApiError, errorMessage } from './api-client.ts';
import { i18n } from './i18n.ts';
import { toast } from './toast.ts';

/**
 * What to say when the server gave no message of its own: too many requests (a proxy's or load
 * balancer's 429 page carries none) tells the user to wait rather than that something broke.
 */
export function fallbackMessageKey(error: unknown): 'errors.rateLimited' | 'errors.generic' {
  return error instanceof ApiError && error.status === 429 ? 'errors.rateLimited' : 'errors.generic';
}

/** Shows a failed call as an error toast, falling back to a text for its status when the server gave none. */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError && error.sessionEnded) return;
  toast.error(errorMessage(error, i18n.t(fallbackMessageKey(error))));
}
