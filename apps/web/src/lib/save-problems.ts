import { ZFieldError, type TFieldError } from '@opentrace/domain';
import { ApiError, errorMessage } from './api-client.ts';
import { toastApiError } from './api-error-toast.ts';

/**
 * 400 (shape), 404 (something the form chose is gone), 409 (taken, or a rule of the object's state) and
 * 422 (business rules) may name the fields at fault.
 */
const FIELD_STATUSES: ReadonlySet<number> = new Set([400, 404, 409, 422]);

/** The field problems a failed save carries, from its field errors or its details; none for failures that name no field. */
export function saveProblemsOf(error: unknown): TFieldError[] {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.has(error.status)) return [];
  if (error.fieldErrors.length > 0) return [...error.fieldErrors];
  if (!Array.isArray(error.details)) return [];
  return error.details.flatMap((item: unknown) => {
    const parsed = ZFieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

type TPlacedProblems<TErrors> = { byField: TErrors; other: string[] };

/**
 * Shows a failed save where the user looks: the problems the server named beside their fields (the rest
 * above the form's actions); a refusal naming none (gone, taken, against a rule) above the actions too;
 * anything else (offline, a server failure) as a toast.
 */
export function showSaveFailure<TErrors extends object>(
  error: unknown,
  placed: TPlacedProblems<TErrors>,
  show: { fields: (byField: TErrors) => void; general: (messages: string[]) => void; fallbackMessage: string },
): void {
  if (Object.keys(placed.byField).length > 0 || placed.other.length > 0) {
    show.fields(placed.byField);
    show.general(placed.other);
  } else if (error instanceof ApiError && [404, 409, 422].includes(error.status)) {
    show.general([errorMessage(error, show.fallbackMessage)]);
  } else {
    toastApiError(error);
  }
}
