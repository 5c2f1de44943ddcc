import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicationClock } from '../content/publication.ts';

/** Where the fixture route lives: outside /api (no API key, session or anti-forgery token). */
export const PUBLICATION_CLOCK_FIXTURE_PATH = '/__testing/publication-clock';

export const publicationClockBodySchema = z.strictObject({
  /** How far to move the publication clock forward (it never goes back). */
  advanceSeconds: z
    .number()
    .int()
    .min(1)
    .max(366 * 86_400),
});

/**
 * Test rigs only (EVENTS_TEST_FIXTURES=true, guarded as decision 045 says; decision 054):
 * `POST /__testing/publication-clock` moves forward the clock that decides which approved items
 * doctors see (content/publication.ts), so that an end-to-end test sees an item disappear when
 * its valid-to passes without waiting for it. Only that clock moves: sessions, exams, events and
 * media URLs keep the server's time. Answers the publication clock's new time.
 */
export function publicationClockFixtureRoutes({
  publication,
}: {
  publication: PublicationClock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    let offsetMs = 0;
    app.post(
      PUBLICATION_CLOCK_FIXTURE_PATH,
      {
        schema: {
          hide: true,
          body: publicationClockBodySchema,
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        offsetMs += request.body.advanceSeconds * 1000;
        publication.shift(offsetMs);
        return { now: publication.now().toISOString() };
      },
    );
  };
}
