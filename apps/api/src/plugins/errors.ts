import { parseLanguage, translateMessage, type TErrorCode, type TErrorResponse } from '@opentrace/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS } from '../core/app-error.ts';
import { isClientDataError } from '../core/db-errors.ts';
import { databaseUnavailable } from '../db/connection-loss.ts';
import { toFieldErrors } from '../lib/validation-messages.ts';

/** Fastify's own client errors, by code, mapped onto ours so every body has the same shape. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** How long a client waits before trying again when a dependency is down (a database fail-over takes seconds). */
const RETRY_AFTER_SECONDS = 5;

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.statusCode === ERROR_STATUS.SERVICE_UNAVAILABLE && !reply.hasHeader('retry-after'))
    reply.header('retry-after', RETRY_AFTER_SECONDS);
  const body: TErrorResponse = {
    statusCode: error.statusCode,
    error: STATUS_TEXT[error.statusCode] ?? 'Error',
    message: reply.request.t(error.messageKey, error.params),
    ...(error.details === undefined ? {} : { details: error.details }),
  };
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return AppError.validation(toFieldErrors(error.validation, error.validationContext, request.language));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped === 'TOO_MANY_FILES') return new AppError(mapped, { params: { max: 5 } });
  if (mapped) return new AppError(mapped);
  if (error.statusCode === 429) {
    return new AppError('RATE_LIMITED', { params: { seconds: Math.ceil(Number(error.message) || 60) } });
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
  }
  if (isClientDataError(error)) return new AppError('BAD_REQUEST', { messageKey: 'error.valueNotStorable' });
  if (databaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE');
  return new AppError('INTERNAL', { params: { requestId: request.id } });
}

/**
 * Fastify answers a URL it cannot route (malformed percent-encoding, a parameter over its length
 * limit) itself, before any hook or the error handler: those answers get the shared body too.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error, request);
  // The request Fastify hands over here is not decorated yet (no `t`), so the message is translated directly.
  const body: TErrorResponse = {
    statusCode: appError.statusCode,
    error: STATUS_TEXT[appError.statusCode] ?? 'Error',
    message: translateMessage(parseLanguage(request.headers.language), appError.messageKey, appError.params),
  };
  void reply.code(appError.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * One error model for the whole API: `{ statusCode, error, message, details? }`. Server faults
 * are logged with the request id and answered without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.statusCode >= 500) {
      const cause = isResponseSerializationError(error) ? { issues: error.cause?.issues } : {};
      request.log.error({ err: error, ...cause }, 'request failed');
    } else if (appError.messageKey === 'error.valueNotStorable') {
      // Validation should have refused the value; the statement that did is worth a look.
      request.log.warn({ err: error }, 'database refused a value from the request');
    } else if (appError.statusCode === ERROR_STATUS.FORBIDDEN) {
      request.log.warn({ code: appError.code }, 'permission denied');
    }
    return sendError(reply, appError);
  });
});
