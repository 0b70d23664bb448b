import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters that carry credentials; their values never reach the log. */
const SECRET_QUERY_PARAMS = /([?&](?:shortToken|token|invite-token|refreshToken)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/**
 * Standard output, written asynchronously: lines written while a write is under way go out
 * together, and pino flushes what is left when the process exits.
 */
export function standardOutputLog(): NodeJS.WritableStream {
  return pino.destination({ dest: 1, sync: false }) as unknown as NodeJS.WritableStream;
}

/** Structured JSON logs without authorisation headers, cookies, passwords or tokens. */
export function loggerOptions(level: string, stream: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.confirmPassword',
        '*.token',
        '*.refreshToken',
        '*.shortToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          requestId: request.id,
        };
      },
    },
  };
}

/**
 * The access log: one line per answered request, made of fixed fields that can hold no secret
 * (the address is passed through `redactUrl`), so it skips the redaction pass, which would
 * otherwise cost more than the request itself on a fast route.
 */
export function accessLogger(level: string, stream: NodeJS.WritableStream): pino.Logger {
  return pino({ level }, stream);
}
