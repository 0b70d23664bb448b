import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@opentrace/domain';
import { z } from 'zod';
import { API_VERSION } from '../lib/paths.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Name of the multipart field that carries files, documented as binary in OpenAPI. */
    multipartFiles?: string;
    /** Content type of the file a download route answers with, documented as its binary 200 response. */
    fileResponse?: string;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Every failure has the same body; API clients see it documented on each operation. */
const ERROR_BODY = {
  description: 'Error: `{ statusCode, error, message, details? }` (details lists `{ path, message }` for 400)',
  // A copy without the registry id, so the schema is inlined rather than referenced.
  ...(z.toJSONSchema(z.object(ZErrorResponse.shape), { io: 'output' }) as Record<string, unknown>),
  $schema: undefined,
};

/**
 * Zod schemas become OpenAPI with the error body added; multipart routes get their file field, and
 * download routes their file, described by hand.
 */
function transform(input: TransformInput) {
  const converted = jsonSchemaTransform(input);
  const { multipartFiles: field, fileResponse } = (input.route.config ?? {}) as { multipartFiles?: string; fileResponse?: string };
  const file = fileResponse
    ? { 200: { description: 'The file', content: { [fileResponse]: { schema: { type: 'string', format: 'binary' } } } } }
    : {};
  const result = {
    ...converted,
    schema: {
      ...converted.schema,
      response: { ...(converted.schema.response as object | undefined), ...file, '4XX': ERROR_BODY, '5XX': ERROR_BODY },
    },
  };
  if (!field) return result;
  return {
    ...result,
    schema: {
      ...result.schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'array', items: { type: 'string', format: 'binary' } } },
      },
    },
  };
}

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OpenTrace API',
        description:
          'Supply-chain traceability and labour-risk due diligence. Authenticate with `Authorization: Bearer <token>` from POST /auth/login; choose the language of messages with the `Language` header (en, fr, ur). Errors are `{ statusCode, error, message, details? }`.',
        version: API_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The page and its files are same-origin, so over HTTPS the directive changes nothing, and over
    // plain HTTP (a trial on the office network) it would send the browser to an HTTPS nobody serves.
    transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
