import { randomBytes } from 'node:crypto';
import { regionalGroupOf, type CountryCode } from '@pulso/contracts/country';
import { instantOfWallTime } from '@pulso/contracts/events';
import type { Database } from '../../../platform/db/database.ts';
import { storeCatalogue } from '../../content/catalogue-store.ts';
import { buildCatalogue } from '../../content/demo/builders.ts';
import { insertEvent } from '../events.repository.ts';

export interface TestEvent {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * A published event of `country` that doctors of the country may register for, made for one
 * test: its `to_participe` item and a Zoom event from `local` (`2026-12-02T18:00`, wall-clock in
 * `timeZone`) for `minutes`. Written as the seeds write events, not through the back office,
 * whose review steps are not what the test is about.
 */
export async function insertTestEvent(
  db: Database,
  input: { country: CountryCode; timeZone: string; local: string; minutes?: number },
): Promise<TestEvent> {
  const language = input.country === 'br' ? 'pt-br' : 'es';
  const id = `evento-de-prueba-${input.country}-${randomBytes(5).toString('hex')}`;
  const title = language === 'pt-br' ? `Webinar de teste ${id}` : `Webinar de prueba ${id}`;
  const startsAt = instantOfWallTime(input.local, input.timeZone);
  const endsAt = new Date(startsAt.getTime() + (input.minutes ?? 60) * 60_000);
  await db.transaction(async (tx) => {
    await storeCatalogue(
      tx,
      {
        entries: buildCatalogue(language, [
          {
            id,
            title,
            synopsis:
              language === 'pt-br' ? 'Novidades do tratamento.' : 'Novedades del tratamiento.',
            cluster: 'to_participe',
            area: 'cardiology',
            image: 2,
            audience: [regionalGroupOf[input.country]],
            published: new Date().toISOString().slice(0, 10),
            duration: (input.minutes ?? 60) * 60,
            content: null,
          },
        ]),
      },
      { replace: false },
    );
    await insertEvent(tx, {
      contentId: id,
      country: input.country,
      format: 'webinar',
      startsAt,
      endsAt,
      timeZone: input.timeZone,
      provider: 'zoom',
      providerSettings: { provider: 'zoom', meetingNumber: '85012345678', password: 'prueba' },
      speakers: [{ name: 'Dra. Prueba', description: null, photoUrl: null }],
      agenda: [],
    });
  });
  return { id, title, startsAt, endsAt };
}
