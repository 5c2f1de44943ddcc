import type { BackofficeEvent, EventTextInput } from '@pulso/contracts/backoffice/events';
import type { EventMaterial } from '@pulso/contracts/events';
import { specialtyAreas } from '@pulso/contracts/labels';

/** A row of a list the form edits: its key for React, and its fields as the inputs hold them. */
interface Row {
  key: string;
}
export interface SpeakerRow extends Row {
  name: string;
  description: string;
  /** The photo's stored path, '' when none. */
  photoUrl: string;
}
export interface AgendaRow extends Row {
  /** `YYYY-MM-DDTHH:mm` on the event's wall clock; `endsAt` '' when open-ended. */
  startsAt: string;
  endsAt: string;
  title: string;
  /** A speaker's name, '' for none (a break, a panel). */
  speaker: string;
}
export interface MaterialRow extends Row {
  title: string;
  url: string;
  kind: EventMaterial['kind'];
}

/** The event's text as the form edits it (decision 075). */
export interface EventTextDraft {
  title: string;
  synopsis: string;
  categoryId: string;
  format: string;
  /** The image's stored path, '' when none. */
  image: string;
  speakers: SpeakerRow[];
  agenda: AgendaRow[];
  materials: MaterialRow[];
}

let rows = 0;
const rowKey = () => `row-${(rows += 1)}`;

export const blankSpeaker = (): SpeakerRow => ({
  key: rowKey(),
  name: '',
  description: '',
  photoUrl: '',
});
export const blankAgendaEntry = (startsAt: string): AgendaRow => ({
  key: rowKey(),
  startsAt,
  endsAt: '',
  title: '',
  speaker: '',
});
export const blankMaterial = (): MaterialRow => ({
  key: rowKey(),
  title: '',
  url: '',
  kind: 'pdf',
});

/** The form's text: the event's, or an empty one. */
export function textDraftOf(event?: BackofficeEvent): EventTextDraft {
  return {
    title: event?.title ?? '',
    synopsis: event?.synopsis ?? '',
    categoryId: event?.categoryId ?? specialtyAreas[0],
    format: event?.format ?? 'webinar',
    image: event?.image ?? '',
    speakers: (event?.speakers ?? []).map((speaker) => ({
      key: rowKey(),
      name: speaker.name,
      description: speaker.description ?? '',
      photoUrl: speaker.photoUrl ?? '',
    })),
    agenda: (event?.agenda ?? []).map((entry) => ({
      key: rowKey(),
      startsAt: entry.startsAt,
      endsAt: entry.endsAt ?? '',
      title: entry.title,
      speaker: entry.speaker ?? '',
    })),
    materials: (event?.materials ?? []).map((material) => ({ key: rowKey(), ...material })),
  };
}

const withoutKey = <T extends Row>({ key: _key, ...rest }: T) => rest;

/** The body the API takes (blank optional fields are none: the contract says so). */
export function textBodyOf(draft: EventTextDraft): EventTextInput {
  return {
    title: draft.title,
    synopsis: draft.synopsis,
    categoryId: draft.categoryId as EventTextInput['categoryId'],
    format: draft.format as EventTextInput['format'],
    image: draft.image,
    speakers: draft.speakers.map(withoutKey),
    agenda: draft.agenda.map(withoutKey),
    materials: draft.materials.map(withoutKey),
  };
}
