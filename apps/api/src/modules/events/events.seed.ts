import { buildCatalogue } from '../content/demo/builders.ts';
import { storeCatalogue } from '../content/catalogue-store.ts';
import type { Seed } from '../../platform/seed/seed.ts';
import { eventTimeZoneOf } from '@pulso/contracts/events';
import type { Database } from '../../platform/db/database.ts';
import {
  demoAgenda,
  demoEventSpecs,
  demoItemSpec,
  demoSchedule,
  demoVideo,
} from './demo/demo-events.ts';
import { insertEvent, listEventStarts } from './events.repository.ts';

/**
 * The demo events (README "Demo events"): their `to_participe` content items, then the events,
 * anchored at the time the seed runs. Each start moves them to the server's start again
 * (`anchorDemoEvents`).
 */
export const eventsDemoSeed: Seed = {
  name: 'events-demo@2',
  kind: 'demo',
  async run(tx) {
    const anchor = new Date();
    for (const language of ['es', 'pt-br'] as const) {
      const specs = demoEventSpecs.filter((spec) => spec.language === language);
      await storeCatalogue(
        tx,
        {
          entries: buildCatalogue(
            language,
            specs.map((spec) => demoItemSpec(spec, anchor)),
          ),
        },
        { replace: false },
      );
    }
    for (const spec of demoEventSpecs) {
      const { startsAt, endsAt } = demoSchedule(spec, anchor);
      await insertEvent(tx, {
        contentId: spec.id,
        country: spec.country,
        format: spec.format,
        startsAt,
        endsAt,
        timeZone: eventTimeZoneOf[spec.country],
        provider: spec.provider.provider,
        providerSettings: spec.provider,
        capacity: spec.capacity ?? null,
        speakers: spec.speakers.map((speaker) => ({ ...speaker, photoUrl: null })),
        agenda: demoAgenda(spec, startsAt),
        recording: spec.recorded ? demoVideo : null,
        materials: spec.material ? [spec.material] : [],
        cancelledAt: spec.cancelled ? anchor : null,
      });
    }
  },
};

/**
 * Moves the demo events to the server's start (`now`), so that one is always live and one about
 * to open: every demo event whose start is not where its spec puts it is rescheduled (agenda
 * moved, SEQUENCE raised, reminders moved), all in one transaction. Answers how many moved.
 */
export async function anchorDemoEvents(
  db: Database,
  rescheduleMany: (moves: { id: string; startsAt: Date; endsAt: Date }[]) => Promise<void>,
  now: Date,
): Promise<number> {
  const stored = new Map(
    (
      await listEventStarts(
        db,
        demoEventSpecs.map((spec) => spec.id),
      )
    ).map((row) => [row.id, row.startsAt.getTime()]),
  );
  const moves = demoEventSpecs
    .filter((spec) => stored.has(spec.id))
    .map((spec) => ({ id: spec.id, ...demoSchedule(spec, now) }))
    .filter((move) => stored.get(move.id) !== move.startsAt.getTime());
  if (moves.length) await rescheduleMany(moves);
  return moves.length;
}
