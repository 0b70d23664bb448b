import { ApiError, errorMessage } from './api-client.ts';
import { i18n } from './i18n.ts';
import { toast } from './toast.ts';

/** Shows a failed call as an error toast, falling back to a generic text when the server gave none. */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError && error.sessionEnded) return;
  toast.error(errorMessage(error, i18n.t('errors.generic')));
}
