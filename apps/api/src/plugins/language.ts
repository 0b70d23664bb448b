import { parseLanguage, translateMessage, type TLanguage, type TMessageKey, type TMessageParams } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    language: TLanguage;
    t(key: TMessageKey, params?: TMessageParams): string;
  }
}

/** The `Language` header (en, fr, ur; default en) chooses the language of server messages. */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', function (this: { language: TLanguage }, key: TMessageKey, params?: TMessageParams) {
    return translateMessage(this.language, key, params);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = parseLanguage(request.headers['language']);
    done();
  });
});
