import type { TErrorCode, TFieldError, TMessageKey, TMessageParams } from '@opentrace/domain';

export const ERROR_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  CONFIGURATION_LOCKED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  EMPTY_UPLOAD: 400,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type services throw. The message is a catalogue key, translated per request
 * by the error handler, so the same failure reads right in English, French and Urdu.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: TMessageKey;

  constructor(
    readonly code: TErrorCode,
    options: { messageKey?: TMessageKey; params?: TMessageParams; details?: unknown } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.messageKey = options.messageKey ?? (`error.${code}` as TMessageKey);
    this.params = options.params ?? {};
    this.details = options.details;
  }

  readonly params: TMessageParams;
  readonly details: unknown;

  static validation(fields: TFieldError[]): AppError {
    return new AppError('VALIDATION_FAILED', { details: fields });
  }
}
