import type { BackofficeContent, ContentDraft } from '@pulso/contracts/backoffice';
import type { ContentBody } from '@pulso/contracts/content';
import type { MainCluster } from '@pulso/contracts/content/clusters';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import {
  fileBody,
  fileOf,
  partFieldNames,
  partsOf,
  partValuesOf,
  type PartValues,
} from './part-values.ts';
import {
  plannerFieldNames,
  plannersOf,
  plannerValuesOf,
  type PlannerValues,
} from './planner-values.ts';
import { seasonFieldNames, seasonsOf, seasonValuesOf, type SeasonValues } from './season-values.ts';
import { thumbnailOf, thumbnailPathOf } from './thumbnail-value.ts';

/** The content form's values, and how they come from an item and become the API's draft. */
export interface ContentFormValues {
  title: string;
  synopsis: string;
  mainCluster: MainCluster;
  categoryId: SpecialtyArea;
  countries: CountryCode[];
  language: 'es' | 'pt-br';
  participant: string;
  /** The thumbnail's stored path (`/media/uploads/…`), uploaded once with its variants. */
  thumbnail: string;
  /** What the body is: an HTML text or an uploaded file (an event's body is kept as it is). */
  bodyKind: BodyKind;
  html: string;
  /** A file body's stored path and type (video and audio bodies name their MIME type). */
  bodyUrl: string;
  bodyMimeType: string;
  /** The medicine insert PDF's stored path. */
  medicineInsert: string;
  /** The preview's stored path and type (a short video or audio). */
  preview: string;
  previewMimeType: string;
  /** The episodes (of a series) and lessons (of a training), in order. */
  episodes: PartValues[];
  lessons: PartValues[];
  /** The seasons of a series, each with its episodes; the planners of a training or event. */
  seasons: SeasonValues[];
  planners: PlannerValues[];
  additionalInformation: string;
}

export const bodyKinds = ['html', 'pdf', 'video', 'audio'] as const;
export type BodyKind = (typeof bodyKinds)[number] | 'event';
export type FileKind = 'pdf' | 'video' | 'audio';

/** The form's fields in screen order (the first with a problem gets the focus). */
export const fieldOrder = [
  'title',
  'synopsis',
  'mainCluster',
  'categoryId',
  'countries',
  'language',
  'participant',
  'thumbnail',
  'bodyKind',
  'html',
  'bodyUrl',
  'medicineInsert',
  'preview',
  'additionalInformation',
] as const;

/** The document's paths the API names in a 400 (`body.content.…`) as the form's fields. */
export const fieldOfPath: Record<string, (typeof fieldOrder)[number]> = {
  'content.content': 'bodyKind',
  'content.content.kind': 'bodyKind',
  'content.content.html': 'html',
  'content.content.url': 'bodyUrl',
  'content.content.mimeType': 'bodyUrl',
  'content.medicineInsert': 'medicineInsert',
  'content.preview': 'preview',
  'content.preview.url': 'preview',
  'content.preview.mimeType': 'preview',
  'content.thumbnail': 'thumbnail',
  'content.participant': 'participant',
  'content.additionalInformation': 'additionalInformation',
};

/** A part's document field as the row's input (`duration` is typed in minutes). */
const partInputOf: Record<string, string> = {
  title: 'title',
  synopsis: 'synopsis',
  duration: 'minutes',
  thumbnail: 'thumbnail',
  content: 'url',
};
const partPath =
  /^content\.((?:episodes|lessons|seasons\.\d+\.episodes)\.\d+)\.(title|synopsis|duration|thumbnail|content)(\..*)?$/;
const rowPath =
  /^content\.(seasons\.\d+\.title|planners\.\d+\.(?:name|description|thumbnail))(\..*)?$/;

/**
 * A document path as the form's field: a table's entry, else a row's input
 * (`content.seasons.1.episodes.0.title` → `seasons.1.episodes.0.title`).
 */
export function fieldOfProblem(path: string): string {
  const named = fieldOfPath[path];
  if (named) return named;
  const part = partPath.exec(path);
  if (part) return `${part[1]}.${partInputOf[part[2]!]}`;
  return rowPath.exec(path)?.[1] ?? path;
}

/** Every field of the form in screen order, its rows' inputs included. */
export const formFieldNames = (values: ContentFormValues): string[] => [
  ...fieldOrder,
  ...partFieldNames('episodes', values.episodes.length),
  ...partFieldNames('lessons', values.lessons.length),
  ...seasonFieldNames(values.seasons),
  ...plannerFieldNames(values.planners.length),
];

export type Body = ContentBody | null;
export const bodyOf = (item: BackofficeContent | undefined): Body => item?.content.content ?? null;

export function initialValues(
  item: BackofficeContent | undefined,
  countries: CountryCode[],
): ContentFormValues {
  const firstCountry = countries[0];
  const body = bodyOf(item);
  const preview = fileOf(item?.content.preview);
  return {
    title: item?.title ?? '',
    synopsis: item?.synopsis ?? '',
    mainCluster: item?.mainCluster ?? 'to_read',
    categoryId: item?.categoryId ?? 'cardiology',
    countries: item?.countries ?? (countries.length === 1 ? countries : []),
    language: item?.language ?? (firstCountry === 'br' ? 'pt-br' : 'es'),
    participant: item?.content.participant ?? '',
    thumbnail: thumbnailPathOf(item?.content.thumbnail),
    bodyKind: body?.kind ?? 'html',
    html: body?.kind === 'html' ? body.html : '',
    bodyUrl: fileOf(body).url,
    bodyMimeType: fileOf(body).mimeType,
    medicineInsert: item?.content.medicineInsert ?? '',
    preview: preview.url,
    previewMimeType: preview.mimeType,
    episodes: partValuesOf(item?.content.episodes),
    lessons: partValuesOf(item?.content.lessons),
    seasons: seasonValuesOf(item?.content.seasons),
    planners: plannerValuesOf(item?.content.planners),
    additionalInformation: item?.content.additionalInformation ?? '',
  };
}

/** The body the values describe: HTML text, an uploaded file, or (an event) the item's own. */
export function bodyOfValues(values: ContentFormValues, item: BackofficeContent | undefined): Body {
  switch (values.bodyKind) {
    case 'html':
      return values.html.trim() ? { kind: 'html', html: values.html } : null;
    case 'pdf':
    case 'video':
    case 'audio':
      return values.bodyUrl ? fileBody(values.bodyKind, values.bodyUrl, values.bodyMimeType) : null;
    default:
      return bodyOf(item);
  }
}

/** A short video or audio preview from its uploaded file's path and type. */
export function previewOf(values: ContentFormValues): Body {
  if (!values.preview) return null;
  const kind = values.previewMimeType.startsWith('audio/') ? 'audio' : 'video';
  return fileBody(kind, values.preview, values.previewMimeType);
}

/** The values as the API's body; the item's fields the form does not show are kept. */
export function draftOf(
  values: ContentFormValues,
  item: BackofficeContent | undefined,
): ContentDraft {
  return {
    title: values.title,
    synopsis: values.synopsis,
    mainCluster: values.mainCluster,
    categoryId: values.categoryId,
    countries: values.countries,
    language: values.language,
    content: {
      ...item?.content,
      participant: values.participant.trim() || null,
      thumbnail: thumbnailOf(values.thumbnail, item?.content.thumbnail),
      additionalInformation: values.additionalInformation.trim() || null,
      content: bodyOfValues(values, item),
      medicineInsert: values.medicineInsert || null,
      preview: previewOf(values),
      episodes: partsOf(values.episodes),
      lessons: partsOf(values.lessons),
      seasons: seasonsOf(values.seasons),
      planners: plannersOf(values.planners),
    },
  };
}
