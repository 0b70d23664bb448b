import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials; their values never reach the log. */
const SECRET_QUERY_PARAMS = /([?&](?:shortToken|token|invite-token|refreshToken)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/** Structured JSON logs without authorisation headers, cookies, passwords or tokens. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
