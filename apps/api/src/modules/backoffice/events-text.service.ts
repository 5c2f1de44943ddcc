import { isDeepStrictEqual } from 'node:util';
import {
  agendaOutside,
  type ApproveEvent,
  type BackofficeEvent,
  type EventSchedule,
  type EventText,
} from '@pulso/contracts/backoffice/events';
import { localTimeIn } from '@pulso/contracts/backoffice/zoned-time';
import { UPLOADED_THUMBNAIL_TYPE } from '@pulso/contracts/backoffice/media';
import { instantOfWallTime } from '@pulso/contracts/events';
import type { Queryable } from '../../platform/db/database.ts';
import { RequestInvalidError } from '../../errors.ts';
import { CatalogueEntryError, storedItem } from '../content/catalogue-store.ts';
import {
  updateEvent,
  type EventTextRecord as EventRow,
  type PendingEventText,
} from '../events/events.repository.ts';
import {
  approveItem,
  updateItemText,
  type StoredContentItem,
} from '../content/catalogue.repository.ts';
import type { Action } from './ability.ts';
import { contentInvalid, LifecycleConflictError } from './backoffice.errors.ts';
import type { Staff } from './contents.service.ts';
import { requireFourEyes, type VersionEditor } from './four-eyes.ts';

/**
 * The body's field an item's path comes from (`title` → `body.title`, `planners.1.name` →
 * `body.speakers.1.name`, `thumbnail.url` → `body.image`); none for what the server filled in.
 */
function bodyFieldOf(path: string): string | undefined {
  const [top, index, field] = path.split('.');
  if (top === 'title' || top === 'synopsis' || top === 'categoryId') return `body.${path}`;
  if (top === 'thumbnail') return 'body.image';
  if (top === 'planners' && index !== undefined) {
    const speakerField = field === 'thumbnail' ? 'photoUrl' : field;
    return `body.speakers.${index}${speakerField ? `.${speakerField}` : ''}`;
  }
  return undefined;
}

/** The event's item through the catalogue's own checks: a refusal is a 400 naming the field. */
export function checkedDocument(item: StoredContentItem): StoredContentItem {
  try {
    return storedItem({
      item,
      language: 'es',
      audience: [],
      product: null,
      exclusive: false,
      searchText: '',
    });
  } catch (error) {
    if (error instanceof CatalogueEntryError) throw contentInvalid(error, bodyFieldOf);
    throw error;
  }
}

/** The text doctors see now (or will, once approved): the item's and the event's columns. */
function storedText(row: EventRow): PendingEventText {
  const { event } = row;
  return {
    title: row.title,
    synopsis: row.synopsis,
    categoryId: row.categoryId,
    format: event.format,
    image: row.document.thumbnail?.url ?? null,
    speakers: event.speakers,
    agenda: event.agenda,
    materials: event.materials,
  };
}

/** The newest text: an edit awaiting approval, else the stored one. */
export const newestText = (row: EventRow): PendingEventText => row.event.pending ?? storedText(row);

/** Whether doctors see a text of the event (approved once, whatever its newest text's state). */
const hasPublishedText = (row: EventRow) =>
  row.event.review === 'approved' || row.event.pending !== null;

/** The body's text as stored: the agenda's wall-clock times of `timeZone` become instants. */
export function textOf(body: EventText, timeZone: string): PendingEventText {
  const instant = (local: string) => instantOfWallTime(local, timeZone).toISOString();
  return {
    title: body.title,
    synopsis: body.synopsis,
    categoryId: body.categoryId,
    format: body.format,
    image: body.image,
    speakers: body.speakers.map((speaker) => ({ ...speaker })),
    agenda: body.agenda.map((entry) => ({
      startsAt: instant(entry.startsAt),
      endsAt: entry.endsAt === null ? null : instant(entry.endsAt),
      title: entry.title,
      speaker: entry.speaker,
    })),
    materials: body.materials,
  };
}

/** A thumbnail as the item stores it (spec §3) for an uploaded path. */
const thumbnailOf = (id: string, url: string | null) =>
  url === null ? null : { id, url, expires: null, type: UPLOADED_THUMBNAIL_TYPE, urlPdf: null };

/**
 * The item's fields of a text, as a demo event's item has them: title, synopsis, specialty, the
 * image as its thumbnail (the stored one kept while its path is the same), the speakers as its
 * planners (the first as its participant).
 */
export function itemOf(base: StoredContentItem, text: PendingEventText): StoredContentItem {
  const { id } = base;
  return {
    ...base,
    title: text.title,
    synopsis: text.synopsis,
    categoryId: text.categoryId,
    thumbnail:
      base.thumbnail && base.thumbnail.url === text.image
        ? base.thumbnail
        : thumbnailOf(`${id}-imagen`, text.image),
    participant: text.speakers[0]?.name ?? null,
    planners: text.speakers.map((speaker, index) => ({
      id: `${id}-ponente-${index + 1}`,
      name: speaker.name,
      description: speaker.description,
      thumbnail: thumbnailOf(`${id}-foto-${index + 1}`, speaker.photoUrl),
    })),
  };
}

/** What search reads of an event besides its title and synopsis: speakers and agenda. */
export const searchTextOf = (text: PendingEventText) =>
  [...text.speakers.map((speaker) => speaker.name), ...text.agenda.map((entry) => entry.title)]
    .filter(Boolean)
    .join(' ');

/** The agenda's entries outside the event's schedule (400, naming each entry's field). */
function requireAgendaWithin(text: EventText, schedule: EventSchedule): void {
  const outside = agendaOutside(text.agenda, schedule);
  if (outside.length)
    throw new RequestInvalidError(
      'Agenda entries must lie within the event.',
      outside.map((issue) => ({
        field: `body.${issue.path.join('.')}`,
        code: 'custom',
        message: issue.message,
      })),
    );
}

/** Writes a text where doctors read it: the item (checked by the catalogue) and the event. */
async function writeText(tx: Queryable, row: EventRow, text: PendingEventText): Promise<void> {
  const id = row.event.contentId;
  const document = checkedDocument(itemOf(row.document, text));
  await updateItemText(tx, id, document, searchTextOf(text));
  await updateEvent(tx, id, {
    format: text.format,
    speakers: text.speakers,
    agenda: text.agenda,
    materials: text.materials,
  });
}

/** One change of an event, as events.service.ts makes it: `work` writes it under the event's lock. */
export type EventChange = (
  staff: Staff,
  id: string,
  action: string,
  work: (tx: Queryable, row: EventRow, at: Date) => Promise<void | false>,
  permission?: Action,
) => Promise<BackofficeEvent>;

export interface EventTextStepsDeps {
  change: EventChange;
  /** Who wrote or edited each event's text version (the four-eyes rule's). */
  editorsOfEvents: (
    tx: Queryable,
    ids: string[],
  ) => Promise<(id: string, version: number) => VersionEditor[]>;
}

/**
 * The event's text and its review (decisions 074, 075): edit the text, submit it, approve it
 * (four eyes) — each step one change of events.service.ts.
 */
export function eventTextSteps({ change, editorsOfEvents }: EventTextStepsDeps) {
  return {
    /**
     * Edits the text (decision 075). Before its first approval the draft is rewritten (sent
     * back to draft if it was in review); once approved, the edit is kept apart as the next
     * version, a draft, while doctors keep the approved text until a reviewer who did not write
     * the edit approves it. A text identical to the newest one changes nothing.
     */
    updateText: (staff: Staff, id: string, body: EventText) =>
      change(staff, id, 'update', async (tx, row, at) => {
        const { event } = row;
        if (event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
        requireAgendaWithin(body, {
          startsAt: localTimeIn(event.startsAt, event.timeZone),
          endsAt: localTimeIn(event.endsAt, event.timeZone),
          timeZone: event.timeZone,
        });
        const text = textOf(body, event.timeZone);
        if (isDeepStrictEqual(text, newestText(row))) return false;
        if (!hasPublishedText(row)) {
          await writeText(tx, row, text);
          await updateEvent(tx, id, { review: 'draft', updatedAt: at });
          return;
        }
        // An approved text stays what doctors read; its edit is the next version (checked now:
        // its approval writes it as it is).
        checkedDocument(itemOf(row.document, text));
        await updateEvent(tx, id, {
          pending: text,
          review: 'draft',
          textVersion: event.review === 'approved' ? event.textVersion + 1 : event.textVersion,
          updatedAt: at,
        });
      }),

    /** Sends the draft to its country's reviewers (the events manager, decision 074). */
    submit: (staff: Staff, id: string) =>
      change(
        staff,
        id,
        'submit',
        async (tx, row, at) => {
          if (row.event.review !== 'draft')
            throw new LifecycleConflictError('Only a draft event is submitted.');
          await updateEvent(tx, id, { review: 'in-review', updatedAt: at });
        },
        'submit',
      ),

    /**
     * Publishes the submitted text with its approval code (decisions 074, 075): doctors of its
     * country see it, with the code, from now on — an approved edit replaces the text they saw.
     * Whoever wrote or edited this version never approves it (four eyes, decision 068: 403
     * `backoffice.four_eyes`).
     */
    approve: (staff: Staff, id: string, body: ApproveEvent) =>
      change(
        staff,
        id,
        'approve',
        async (tx, row, at) => {
          const { event } = row;
          if (event.review !== 'in-review')
            throw new LifecycleConflictError('Only an event in review is approved.');
          if (event.cancelledAt) throw new LifecycleConflictError('The event is cancelled.');
          const editors = await editorsOfEvents(tx, [id]);
          requireFourEyes(editors(id, event.textVersion), staff.user.id, 'this event');
          if (event.pending) await writeText(tx, row, event.pending);
          await updateEvent(tx, id, {
            review: 'approved',
            approvalCode: body.approvalCode,
            pending: null,
            updatedAt: at,
          });
          await approveItem(tx, id, body.approvalCode);
        },
        'approve',
      ),
  };
}
