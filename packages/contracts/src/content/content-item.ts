import { z } from 'zod';
import { specialtyAreaSchema } from '../value-schemas.ts';
import { validationMessages as m } from '../validation.ts';
import { contentIdSchema, mediaUrlSchema } from './ids.ts';
import { title, synopsis, html, shortText, code, position, durationSeconds } from './fields.ts';
import { isoDateTimeSchema as isoDateTime } from '../value-schemas.ts';
import { mainClusterSchema } from './clusters.ts';
import { thumbnailSchema } from './images.ts';

/** What an item, episode or lesson plays or shows. */
export const contentBodySchema = z.discriminatedUnion('kind', [
  /** Sanitised HTML of a text. */
  z.object({ kind: z.literal('html'), html }),
  z.object({
    kind: z.literal('video'),
    url: mediaUrlSchema,
    mimeType: z.enum(['video/mp4', 'video/webm']),
  }),
  z.object({
    kind: z.literal('audio'),
    url: mediaUrlSchema,
    mimeType: z.enum([
      'audio/mpeg',
      'audio/ogg',
      'audio/webm',
      'audio/wav',
      'audio/mp4',
      'audio/x-m4a',
      'audio/aac',
    ]),
  }),
  z.object({ kind: z.literal('pdf'), url: mediaUrlSchema }),
  /** A meeting or live event to take part in (`to_participe`). */
  z.object({ kind: z.literal('event'), url: mediaUrlSchema, startsAt: isoDateTime }),
]);
export type ContentBody = z.infer<typeof contentBodySchema>;

/** An episode (of a series or of a season). */
export const episodeSchema = z.object({
  id: contentIdSchema,
  title,
  position,
  synopsis,
  duration: durationSeconds.nullable(),
  thumbnail: thumbnailSchema.nullable(),
  content: contentBodySchema.nullable(),
});
export type Episode = z.infer<typeof episodeSchema>;

/** A lesson of a training. */
export const lessonSchema = episodeSchema;
export type Lesson = z.infer<typeof lessonSchema>;

/** Spec §3 "seasons (each with episodes)". */
export const seasonSchema = z.object({
  id: contentIdSchema,
  title,
  position,
  episodes: z.array(episodeSchema).max(500),
});
export type Season = z.infer<typeof seasonSchema>;

/** A planner of a training or event (the people who prepared it). */
export const plannerSchema = z.object({
  id: contentIdSchema,
  name: shortText.min(1),
  description: synopsis.nullable(),
  thumbnail: thumbnailSchema.nullable(),
});
export type Planner = z.infer<typeof plannerSchema>;

/** How `examDuration` (minutes) counts: for the whole exam, or for each question. */
export const examDurationModes = ['total', 'perQuestion'] as const;
export const examDurationModeSchema = z.enum(examDurationModes);
export type ExamDurationMode = z.infer<typeof examDurationModeSchema>;

/**
 * Spec §3 "Content item": every field (the three company-named ones as said above), without the
 * check across fields that `contentItemSchema` adds (the back office's document picks from it).
 */
export const contentItemFields = z.object({
  id: contentIdSchema,
  title,
  /** Order within its cluster row (0 first). */
  position,
  synopsis,
  duration: durationSeconds.nullable(),
  publishDate: isoDateTime,
  mainCluster: mainClusterSchema,
  /** The speaker, author or presenter shown on the card. */
  participant: shortText.nullable(),
  /** Analytics label sent with the screen-view event. */
  trackingGA: shortText.nullable(),
  /** Whether the requesting user has it in the see-later list. */
  isSaved: z.boolean(),
  thumbnail: thumbnailSchema.nullable(),
  episodes: z.array(episodeSchema).max(500),
  lessons: z.array(lessonSchema).max(500),
  planners: z.array(plannerSchema).max(100),
  content: contentBodySchema.nullable(),
  /** A short preview (video or audio) shown before the item is opened. */
  preview: contentBodySchema.nullable(),
  /** The speciality (spec: `categoryId`). */
  categoryId: specialtyAreaSchema,
  /** The medicine insert (bula / prospecto) PDF of a product. */
  medicineInsert: mediaUrlSchema.nullable(),
  additionalInformation: html.nullable(),
  /** Whether the user has accepted the training's terms. */
  trainingAcceptedTerms: z.boolean(),
  examTerms: html.nullable(),
  /** Minutes, counted as `examDurationMode` says. */
  examDuration: z.number().int().positive().max(1_440).nullable(),
  totalQuestions: z.number().int().nonnegative().max(500).nullable(),
  minCorrectQuestions: z.number().int().nonnegative().max(500).nullable(),
  examInstructions: html.nullable(),
  isMedInfoContent: z.boolean(),
  isSpeakerTraining: z.boolean(),
  seasons: z.array(seasonSchema).max(100),
  speakerTrainingSlideDeck: mediaUrlSchema.nullable(),
  /** The user's certificate of this training (a PDF), once passed. */
  trainingUserCertificate: mediaUrlSchema.nullable(),
  /** The regulatory approval code printed with the item. */
  cfApprovalCode: code.nullable(),
  analyticId: code.nullable(),
  examDurationMode: examDurationModeSchema.nullable(),
  /** Spec §8: set (with an otherwise empty object) only when the fetch failed. */
  responseStatus: z.number().int().min(100).max(599).optional(),
  /** Company-named field 1 of 3: the item's id in the company's catalogue. */
  companyContentId: code.nullable(),
  /** Company-named field 2 of 3: the item is the company's own (branded) content. */
  isCompanyContent: z.boolean(),
  /** Company-named field 3 of 3: an opaque service-call reference the source attached. */
  companyServiceCall: shortText.nullable(),
});

export const contentItemSchema = contentItemFields.refine(
  (item) =>
    item.minCorrectQuestions === null ||
    item.totalQuestions === null ||
    item.minCorrectQuestions <= item.totalQuestions,
  { error: m.invalid, path: ['minCorrectQuestions'] },
);
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Spec §8: what a failed content fetch yields — an empty content object with the status. */
export const failedContentSchema = z.object({
  responseStatus: z.number().int().min(100).max(599),
});
export type FailedContent = z.infer<typeof failedContentSchema>;

/** An item as a card in a cluster row, a search result or the see-later list. */
export const contentCardSchema = contentItemFields.pick({
  id: true,
  title: true,
  position: true,
  synopsis: true,
  duration: true,
  publishDate: true,
  mainCluster: true,
  participant: true,
  trackingGA: true,
  isSaved: true,
  thumbnail: true,
  categoryId: true,
  isCompanyContent: true,
  /** So a card opens in the speaker-training section wherever it is listed. */
  isSpeakerTraining: true,
});
export type ContentCard = z.infer<typeof contentCardSchema>;

/** What an item has beyond its card and the viewer's own state (parts, bodies, exam, codes). */
export type ContentItemDetails = Omit<
  ContentItem,
  keyof ContentCard | 'trainingAcceptedTerms' | 'trainingUserCertificate'
>;

/**
 * An item's details with nothing in them — no parts, bodies, exam or codes: what a new
 * back-office item, a preview and the tests' fixtures start from (each call a fresh object).
 */
export function emptyItemDetails(): ContentItemDetails {
  return {
    episodes: [],
    lessons: [],
    planners: [],
    content: null,
    preview: null,
    medicineInsert: null,
    additionalInformation: null,
    examTerms: null,
    examDuration: null,
    totalQuestions: null,
    minCorrectQuestions: null,
    examInstructions: null,
    isMedInfoContent: false,
    seasons: [],
    speakerTrainingSlideDeck: null,
    cfApprovalCode: null,
    analyticId: null,
    examDurationMode: null,
    companyContentId: null,
    companyServiceCall: null,
  };
}
