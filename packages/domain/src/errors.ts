import { z } from 'zod';

/** One field that failed validation: a dotted path (`items.0.name`) and a readable message. */
export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** The single error body every API failure returns. */
export const ZErrorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Machine-readable error codes; each has a message in every language of the catalogue. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'CONFIGURATION_LOCKED',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'UNSUPPORTED_FILE_TYPE',
  'UNSUPPORTED_MEDIA_TYPE',
  'EMPTY_UPLOAD',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];
