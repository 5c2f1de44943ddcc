import type { CountryCode } from '@pulso/contracts/country';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import type { MediaUrlSigner } from '../../platform/media/media-url.ts';
import { countryPublicUrl, type ConfiguredHosts } from '../../platform/public-url.ts';
import type { SessionUser } from '../identity/session/session.ts';
import type { PushNotifier } from '../push/push.service.ts';
import type { Clock } from '../training/exam-timing.ts';
import type { PeopleService } from '../users/people.service.ts';
import { eventCalendar } from './calendar-file.ts';
import type { ViewContext } from './event-view.ts';
import { EventNotFoundError } from './events.errors.ts';
import { findVisibleEvent, type EventRecord } from './events.repository.ts';

export interface EventsServiceDeps {
  db: Database;
  jobs: JobQueue;
  mailOutbox: MailOutbox;
  media: MediaUrlSigner;
  people: Pick<PeopleService, 'personOf'>;
  /** Push notifications (the `event_reminders` topic) beside the reminder mails. */
  push?: PushNotifier;
  settings: Config['events'];
  publicHosts: ConfiguredHosts;
  now: Clock;
}

/** The meeting screen's path of an event (spec §2 `eventos/{id}/participar`). */
export const eventJoinPath = (id: string) => `/eventos/${encodeURIComponent(id)}/participar`;
export const eventPagePath = (id: string) => `/eventos/${encodeURIComponent(id)}`;

/**
 * What every part of the events service shares: an event as a doctor may see it (404 otherwise),
 * its `.ics`, the site address of its country and the opening window.
 */
export function createEventScope({ db, media, settings, publicHosts }: EventsServiceDeps) {
  const defaultOpeningMs = settings.openingWindowMs;

  /** The site address of the event's country (absolute when PUBLIC_HOSTS or the request tells). */
  const siteOf = (country: CountryCode, requestOrigin?: string) =>
    countryPublicUrl(country, publicHosts, requestOrigin) ?? '';

  return {
    defaultOpeningMs,
    siteOf,
    context: (at: Date): ViewContext => ({ now: at, defaultOpeningMs, media }),

    /** The event of the doctor's country, with the doctor's registration; 404 otherwise. */
    async visible(user: SessionUser, id: string): Promise<EventRecord> {
      const record = await findVisibleEvent(db, user.country, id, user.id);
      if (!record) throw new EventNotFoundError();
      return record;
    },

    calendarOf(record: EventRecord, at: Date, requestOrigin?: string): string {
      const { event, item } = record;
      const site = siteOf(event.country, requestOrigin);
      return eventCalendar({
        id: event.contentId,
        title: item.title,
        description: item.synopsis,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        sequence: event.sequence,
        cancelled: event.cancelledAt !== null,
        url: site ? `${site}${eventPagePath(event.contentId)}` : null,
        stamp: at,
      });
    },
  };
}

export type EventScope = ReturnType<typeof createEventScope>;
