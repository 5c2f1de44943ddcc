import type { CountryCode } from '@pulso/contracts/country';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailOutbox } from '../../platform/mail/mail-outbox.ts';
import type { MediaUrlSigner } from '../../platform/media/media-url.ts';
import { countryPublicUrl, type ConfiguredHosts } from '../../platform/public-url.ts';
import type { PublicationClock } from '../content/publication.ts';
import type { SessionUser } from '../identity/session/session.ts';
import type { PushNotifier } from '../push/push.service.ts';
import type { Clock } from '../training/exam-timing.ts';
import type { PeopleService } from '../users/people.service.ts';
import { eventCalendar, type CalendarInvitation } from './calendar-file.ts';
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
  /**
   * This server on this machine (`http://localhost:3000`), outside production: the site of a
   * country PUBLIC_HOSTS names no host for, so that a mail's links are absolute even there
   * (`http://website-mx.localhost:3000/…`). Production requires PUBLIC_HOSTS for every country.
   */
  ownOrigin?: string | undefined;
  now: Clock;
  /** The content's publication clock: an event is seen while its item is published. */
  publication: PublicationClock;
}

/** The meeting screen's path of an event (spec §2 `eventos/{id}/participar`). */
export const eventJoinPath = (id: string) => `/eventos/${encodeURIComponent(id)}/participar`;
export const eventPagePath = (id: string) => `/eventos/${encodeURIComponent(id)}`;

/**
 * What every part of the events service shares: an event as a doctor may see it (404 otherwise),
 * its `.ics`, the site address of its country and the opening window.
 */
export function createEventScope({
  db,
  media,
  settings,
  publicHosts,
  ownOrigin,
  publication,
}: EventsServiceDeps) {
  const defaultOpeningMs = settings.openingWindowMs;

  /**
   * The site address of the event's country: its PUBLIC_HOSTS entry, else beside the loopback
   * origin of the request or of this server ('' only when none of them is known).
   */
  const siteOf = (country: CountryCode, requestOrigin?: string) =>
    countryPublicUrl(country, publicHosts, requestOrigin ?? ownOrigin) ?? '';

  return {
    defaultOpeningMs,
    siteOf,
    context: (at: Date): ViewContext => ({ now: at, defaultOpeningMs, media }),

    /** The event of the doctor's country, with the doctor's registration; 404 otherwise. */
    async visible(user: SessionUser, id: string): Promise<EventRecord> {
      const record = await findVisibleEvent(db, user.country, id, user.id, publication.now());
      if (!record) throw new EventNotFoundError();
      return record;
    },

    /** The `.ics` (PUBLISH), or the change mailed to one registered doctor (decision 069). */
    calendarOf(
      record: EventRecord,
      at: Date,
      requestOrigin?: string,
      invitation?: CalendarInvitation,
    ): string {
      const { event, item } = record;
      const site = siteOf(event.country, requestOrigin);
      return eventCalendar(
        {
          id: event.contentId,
          title: item.title,
          description: item.synopsis,
          startsAt: event.startsAt,
          endsAt: event.endsAt,
          sequence: event.sequence,
          cancelled: event.cancelledAt !== null,
          url: site ? `${site}${eventPagePath(event.contentId)}` : null,
          stamp: at,
        },
        invitation,
      );
    },
  };
}

export type EventScope = ReturnType<typeof createEventScope>;
