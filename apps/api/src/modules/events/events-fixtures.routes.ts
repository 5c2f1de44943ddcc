import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryCodes, regionalGroupOf, type CountryCode } from '@pulso/contracts/country';
import { eventTimeZoneOf } from '@pulso/contracts/events';
import { storeCatalogue } from '../content/catalogue-store.ts';
import type { CatalogueChanges } from '../content/content-cache.ts';
import { buildCatalogue } from '../content/demo/builders.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Clock } from '../training/exam-timing.ts';
import { demoVideo } from './demo/demo-events.ts';
import { insertEvent } from './events.repository.ts';

/** Where the fixture route lives: outside /api (no API key, session or anti-forgery token). */
export const EVENTS_FIXTURE_PATH = '/__testing/events';

export const eventFixtureBodySchema = z.strictObject({
  country: z.enum(countryCodes),
  /** Seconds from now to the start; the meeting opens at the start (no opening window). */
  opensInSeconds: z.number().int().min(1).max(3600),
  /** Seconds from the start to the end. */
  durationSeconds: z.number().int().min(1).max(3600),
  /** The embedded default (our player) or Zoom (a made-up meeting: no one can join it). */
  provider: z.enum(['stream', 'zoom']).default('stream'),
  /** Whether the event has a recording once it has ended. */
  recorded: z.boolean().default(true),
});
export type EventFixtureBody = z.input<typeof eventFixtureBodySchema>;

const languageOf = (country: CountryCode) => (country === 'br' ? 'pt-br' : 'es');

/**
 * Test rigs only (EVENTS_TEST_FIXTURES=true; production refuses it unless SEED_DEMO_FORCE, see
 * config.ts, and app.ts registers nothing otherwise): `POST /__testing/events` creates a stream
 * event of `country` (the embedded default provider, the demo's video; or a Zoom one) starting seconds ahead, so
 * that an end-to-end test sees its waiting room turn into the player, then the end, without
 * waiting for the demo's schedule or moving the server's clock. Answers its id (201).
 */
export function eventsFixtureRoutes({
  db,
  now,
  catalogue,
}: {
  db: Database;
  now: Clock;
  /** The app's catalogue changes: the new item shows at once. */
  catalogue: CatalogueChanges;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      EVENTS_FIXTURE_PATH,
      {
        schema: {
          hide: true,
          body: eventFixtureBodySchema,
          response: { 201: z.object({ id: z.string(), meetingNumber: z.string().optional() }) },
        },
      },
      async (request, reply) => {
        const { country, opensInSeconds, durationSeconds, provider, recorded } = request.body;
        const id = `prueba-${country}-${randomBytes(6).toString('hex')}`;
        // A meeting number of its own: Zoom's webhooks find the event by it.
        const meetingNumber = provider === 'zoom' ? String(randomInt(1e10, 1e11 - 1)) : undefined;
        const startsAt = new Date(now().getTime() + opensInSeconds * 1000);
        const endsAt = new Date(startsAt.getTime() + durationSeconds * 1000);
        const language = languageOf(country);
        await db.transaction(async (tx) => {
          await storeCatalogue(
            tx,
            {
              entries: buildCatalogue(language, [
                {
                  id,
                  title: language === 'es' ? `Evento de prueba ${id}` : `Evento de teste ${id}`,
                  synopsis: language === 'es' ? 'Un evento de prueba.' : 'Um evento de teste.',
                  cluster: 'to_participe',
                  area: 'cardiology',
                  image: 2,
                  audience: [regionalGroupOf[country]],
                  published: startsAt.toISOString().slice(0, 10),
                  duration: durationSeconds,
                  content: null,
                },
              ]),
            },
            { replace: false, changes: catalogue },
          );
          await insertEvent(tx, {
            contentId: id,
            country,
            format: 'webinar',
            startsAt,
            endsAt,
            timeZone: eventTimeZoneOf[country],
            openingMinutes: 0,
            provider,
            providerSettings: meetingNumber
              ? { provider: 'zoom', meetingNumber, password: 'prueba' }
              : { provider: 'stream', sources: demoVideo, live: false },
            speakers: [{ name: 'Dra. Prueba', description: null, photoUrl: null }],
            agenda: [
              {
                startsAt: startsAt.toISOString(),
                endsAt: endsAt.toISOString(),
                title: language === 'es' ? 'Bienvenida' : 'Boas-vindas',
                speaker: 'Dra. Prueba',
              },
            ],
            recording: recorded ? demoVideo : null,
          });
        });
        return reply.code(201).send({ id, ...(meetingNumber ? { meetingNumber } : {}) });
      },
    );
  };
}
