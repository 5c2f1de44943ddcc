import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), except that an empty body is
 * no body: spec §7 clients send `content-type: application/json` on every call, including bodiless
 * POSTs such as `training/{id}/accept-terms`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
