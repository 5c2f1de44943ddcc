import { z } from 'zod';
import { specialtyAreaSchema } from './value-schemas.ts';
import { thumbnailTypes } from './thumbnails.ts';

export {
  bannerPreviewUrl,
  thumbnailTypes,
  thumbnailVariant,
  type ThumbnailType,
} from './thumbnails.ts';
import {
  missingOrInvalid,
  objectError,
  requiredText,
  validationMessages as m,
  requestString,
} from './validation.ts';

/**
 * Medical content (spec §3 "Content item", "Thumbnail", "Home or cluster container", "Search
 * result"; §7 `clusters`, `contents`, `search` calls). Public one-item access: public-access.ts.
 *
 * Ids: every content, cluster, banner, thumbnail, episode, lesson, season and planner id is a
 * slug — lower-case letters, digits and single hyphens, 1–80 characters (`xarelto-episodio-1`).
 * A lower-case UUID is a slug too, so stores may use either; ids go into URLs as they are, with
 * no escaping. Upper case is not folded: `Xarelto` is not an id (so a URL has one spelling).
 *
 * The spec names three fields after the company (not reproduced). Here they are
 * `companyContentId`, `isCompanyContent` and `companyServiceCall`.
 */

// ---------------------------------------------------------------------------------------------
// Limits

export const CONTENT_ID_MAX_LENGTH = 80;
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_SYNOPSIS_MAX_LENGTH = 2_000;
/** Sanitised HTML of a text item, exam terms, additional information. */
export const CONTENT_HTML_MAX_LENGTH = 200_000;
export const CONTENT_SHORT_TEXT_MAX_LENGTH = 200;
export const CONTENT_CODE_MAX_LENGTH = 100;
export const MEDIA_URL_MAX_LENGTH = 2_048;
export const ACCESS_TOKEN_MAX_LENGTH = 2_048;
export const PAGING_CURSOR_MAX_LENGTH = 200;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Search matches are counted up to this many; more are answered as `totalCapped` ("1,000+"). */
export const SEARCH_COUNT_CAP = 1_000;

/** Deepest search offset answered (`from`); deeper pages are refused, not slowly computed. */
export const SEARCH_MAX_OFFSET = 10_000;

// ---------------------------------------------------------------------------------------------
// Ids, URLs, tokens

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A content (or cluster, banner, episode, …) id: a slug of 1–80 characters, see above. */
export const contentIdSchema = requestString(missingOrInvalid)
  .trim()
  .min(1, { error: m.required })
  .max(CONTENT_ID_MAX_LENGTH, { error: m.tooLong })
  .regex(SLUG, { error: m.contentIdInvalid });
export type ContentId = z.infer<typeof contentIdSchema>;

/**
 * A media address: a root-relative path (`/media/demo/…`, never `//host`) or an absolute
 * `https:` / `http:` URL, at most 2048 characters.
 */
export const mediaUrlSchema = requestString(missingOrInvalid)
  .max(MEDIA_URL_MAX_LENGTH, { error: m.tooLong })
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/.test(value), {
    error: m.mediaUrlInvalid,
  });

/** A signed access token as it travels in a query: base64url segments joined by dots (JWT-like). */
export const accessTokenSchema = requestString(missingOrInvalid)
  .trim()
  .min(1, { error: m.required })
  .max(ACCESS_TOKEN_MAX_LENGTH, { error: m.tooLong })
  .regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+){0,2}$/, { error: m.tokenInvalid });

/** An opaque paging cursor (`next`): base64url, at most 200 characters. */
export const pagingCursorSchema = requestString(m.invalid)
  .trim()
  .min(1, { error: m.required })
  .max(PAGING_CURSOR_MAX_LENGTH, { error: m.tooLong })
  .regex(/^[A-Za-z0-9_-]+$/, { error: m.cursorInvalid });

const isoDateTime = z.iso.datetime({ offset: true });
const title = z.string().min(1).max(CONTENT_TITLE_MAX_LENGTH);
/** A content title as answers carry it. */
export const contentTitleSchema = title;
const synopsis = z.string().max(CONTENT_SYNOPSIS_MAX_LENGTH);
const html = z.string().max(CONTENT_HTML_MAX_LENGTH);
const shortText = z.string().max(CONTENT_SHORT_TEXT_MAX_LENGTH);
const code = z.string().max(CONTENT_CODE_MAX_LENGTH);
const position = z.number().int().nonnegative().max(1_000_000);
/** Seconds of play (video, audio, episode, lesson) or of reading. */
const durationSeconds = z
  .number()
  .int()
  .nonnegative()
  .max(7 * 24 * 3600);

// ---------------------------------------------------------------------------------------------
// Clusters and tags

/** Spec §3 `mainCluster` values. */
export const mainClusters = [
  'to_home',
  'to_read',
  'to_see',
  'to_participe',
  'to_listen',
  'to_see_to_listen',
  'to_product',
  'to_training',
] as const;
export const mainClusterSchema = z.enum(mainClusters, { error: m.mainClusterInvalid });
export type MainCluster = z.infer<typeof mainClusterSchema>;

/**
 * Spec §3 tag label by cluster, as translation keys (texts: es/pt-BR "Video"/"Vídeo", "Texto",
 * "Audio"/"Áudio", "Audio / Video"/"Áudio / Vídeo"). The other clusters carry no tag.
 */
export const contentTagLabelKeys = {
  to_see: 'content.tags.video',
  to_read: 'content.tags.text',
  to_listen: 'content.tags.audio',
  to_see_to_listen: 'content.tags.audioVideo',
} as const satisfies Partial<Record<MainCluster, string>>;

/** The tag label key of an item of `cluster`, or `undefined` when the cluster has no tag. */
export function contentTagLabelKey(cluster: MainCluster): string | undefined {
  return (contentTagLabelKeys as Partial<Record<MainCluster, string>>)[cluster];
}

/**
 * Clusters whose items show no duration: a product page or a text article has no length worth
 * showing (a reading time of "1 min" says nothing); videos, audio, events and courses do.
 */
const clustersWithoutDuration: ReadonlySet<MainCluster> = new Set(['to_product', 'to_read']);

/** Whether an item of `cluster` shows its duration. */
export function clusterShowsDuration(cluster: MainCluster): boolean {
  return !clustersWithoutDuration.has(cluster);
}

/** Spec §7 subclusters of `GET clusters/{id}`. */
export const subclusters = [
  'top10',
  'novelty',
  'moreyou',
  'explore',
  'unbranded',
  'products',
  'training',
  'speakertraining',
] as const;
export const subclusterSchema = z.enum(subclusters, { error: m.subclusterInvalid });
export type Subcluster = z.infer<typeof subclusterSchema>;

// ---------------------------------------------------------------------------------------------
// Thumbnails and banners

export const thumbnailTypeSchema = z.enum(thumbnailTypes);

/** Spec §3 "Thumbnail". `expires` is when a signed `url` stops working (null: never). */
export const thumbnailSchema = z.object({
  id: contentIdSchema,
  url: mediaUrlSchema,
  expires: isoDateTime.nullable(),
  type: thumbnailTypeSchema,
  /** A PDF that goes with the image (e.g. a product's leaflet), or null. */
  urlPdf: mediaUrlSchema.nullable(),
});
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** Spec §3 banner ("outdoor"). */
export const bannerSchema = z.object({
  id: contentIdSchema,
  title,
  mainCluster: mainClusterSchema,
  synopsis,
  thumbnail: thumbnailSchema,
  /**
   * The item the banner promotes and opens (at its `mainCluster`'s route), or null for a banner
   * that opens nothing. Not the banner's own `id`, which names the banner only.
   */
  contentId: contentIdSchema.nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

// ---------------------------------------------------------------------------------------------
// Content item

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
    mimeType: z.enum(['audio/mpeg', 'audio/ogg', 'audio/webm', 'audio/wav']),
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

/** Spec §3 "Content item": every field (the three company-named ones as said above). */
const contentItemFields = z.object({
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

// ---------------------------------------------------------------------------------------------
// Home or cluster container

/** A cluster row. */
export const clusterRowSchema = z.object({
  id: contentIdSchema,
  items: z.array(contentCardSchema).max(200),
});
export type ClusterRow = z.infer<typeof clusterRowSchema>;

/** Spec §3 "Home or cluster container", the answer of `GET /api/clusters/{id}`. */
export const clusterContainerSchema = z.object({
  id: contentIdSchema,
  clusters: z.array(clusterRowSchema).max(50),
  /** The main banner, or null. */
  outdoor: bannerSchema.nullable(),
  outdoors: z.array(bannerSchema).max(20),
  /** Company-named service-call field (see above). */
  companyServiceCall: shortText.nullable(),
  /** Cursor of the next page of rows; absent on the last page. */
  next: pagingCursorSchema.optional(),
});
export type ClusterContainer = z.infer<typeof clusterContainerSchema>;

/** The id of the signed-in home cluster (`GET /api/clusters/home`). */
export const HOME_CLUSTER_ID = 'home';

/**
 * The other cluster ids of `GET /api/clusters/{id}` (each answers one row of the same id, paged
 * with `next`): the public landing home, the news list, exclusive content, products, the feed.
 * `exclusive-<product>` (see `exclusiveProductClusterId`) lists one product's exclusive content.
 */
export const clusterIds = {
  home: HOME_CLUSTER_ID,
  landing: 'landing',
  news: 'news',
  exclusive: 'exclusive',
  products: 'products',
  feed: 'feed',
} as const;

const EXCLUSIVE_PRODUCT_PREFIX = 'exclusive-';

/** `exclusive-xarelto` for the product slug `xarelto` (`solo-en-xarelto`). */
export const exclusiveProductClusterId = (product: string): string =>
  `${EXCLUSIVE_PRODUCT_PREFIX}${product.toLowerCase()}`;

/** The product slug of an `exclusive-<product>` cluster id, or undefined. */
export function productOfClusterId(id: string): string | undefined {
  return id.startsWith(EXCLUSIVE_PRODUCT_PREFIX) && id.length > EXCLUSIVE_PRODUCT_PREFIX.length
    ? id.slice(EXCLUSIVE_PRODUCT_PREFIX.length)
    : undefined;
}

/** Path parameters with one id (`clusters/{id}`, `contents/{id}`, `public/contents/{id}`). */
export const contentIdParamsSchema = z.object({ id: contentIdSchema }, objectError);
export type ContentIdParams = z.infer<typeof contentIdParamsSchema>;

/**
 * Spec §7 `GET clusters/{id}?subclusters=&next=`: `subclusters` is a comma list (spaces and
 * repeats ignored, blank means all); `next` the cursor of the previous answer.
 */
export const clusterQuerySchema = z.object(
  {
    subclusters: requestString(m.invalid)
      .max(200, { error: m.tooLong })
      .optional()
      .transform((list) => [
        ...new Set(
          (list ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(subclusterSchema)),
    next: pagingCursorSchema.optional(),
  },
  objectError,
);
export type ClusterQuery = z.infer<typeof clusterQuerySchema>;

const queryFlag = z
  .enum(['true', 'false'], { error: m.boolean })
  .transform((flag) => flag === 'true');

/**
 * Spec §7 `GET contents/{id}`: `logContentAccess` is accepted as the spec has it; the read records
 * nothing either way (`POST contents/{id}/views` records an opening: docs/decisions/NNN).
 */
export const contentQuerySchema = z.object(
  { logContentAccess: queryFlag.optional().transform((flag) => flag ?? true) },
  objectError,
);
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** Spec §7 `GET public/contents/{id}?token=`. */
export const publicContentQuerySchema = z.object({ token: accessTokenSchema }, objectError);
export type PublicContentQuery = z.infer<typeof publicContentQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Search

const offsetSchema = z.union(
  [
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/)
      .transform(Number),
    z.number().int().nonnegative(),
  ],
  { error: m.offsetInvalid },
);

/** Spec §7 `GET search?q=&from=`: `q` 1–200 characters (trimmed); `from` an offset (default 0). */
export const searchQuerySchema = z.object(
  {
    q: requiredText(SEARCH_QUERY_MAX_LENGTH),
    from: offsetSchema
      .optional()
      .transform((from) => from ?? 0)
      .pipe(z.number().max(SEARCH_MAX_OFFSET, { error: m.offsetTooLarge })),
  },
  objectError,
);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Spec §3 "Search result": `items`, with the total count and the next `from` when known. */
export const searchResponseSchema = z.object({
  items: z.array(contentCardSchema).max(100),
  total: z.number().int().nonnegative().optional(),
  /**
   * True when more items match than `total` says: matches are counted up to SEARCH_COUNT_CAP
   * (a broad word matches tens of thousands), shown as "1,000+".
   */
  totalCapped: z.boolean().optional(),
  /** The `from` of the next page; absent on the last page. */
  next: z.number().int().nonnegative().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Problem `code`s of the signed-in content calls. */
export const contentProblemCodes = {
  /** 404: unknown id, or an item of another country (never told apart). */
  contentNotFound: 'content.not_found',
  /** 403: a speaker-training item, for a user without `canAcessSpeakTraining`. */
  speakerTrainingRequired: 'content.speaker_training_required',
  /** 404: an unknown cluster id (or `exclusive-<product>` of an unknown product). */
  clusterNotFound: 'content.cluster_not_found',
} as const;

/**
 * Problem `code`s of `/media/*` (all 403). A file of an item that needs a session is served only
 * through the signed URL (`?exp=&sig=`) that a content answer carries; a fresh answer carries a
 * fresh URL.
 */
export const mediaProblemCodes = {
  /** The file is not public and the URL carries no signature. */
  signatureRequired: 'media.signature_required',
  /** The signature does not match the path and expiry (forged or changed). */
  signatureInvalid: 'media.signature_invalid',
  /** The signed URL is past its expiry. */
  signatureExpired: 'media.signature_expired',
} as const;
export type MediaProblemCode = (typeof mediaProblemCodes)[keyof typeof mediaProblemCodes];

// ---------------------------------------------------------------------------------------------
// Saved items (see later)

/** Add to or remove from the see-later list: the item's id (body of the add, or path parameter). */
export const savedItemRequestSchema = z.object({ contentId: contentIdSchema }, objectError);
export type SavedItemRequest = z.infer<typeof savedItemRequestSchema>;

/** The answer of an add or a remove: the item's state afterwards. */
export const savedItemResponseSchema = z.object({
  contentId: contentIdSchema,
  isSaved: z.boolean(),
});
export type SavedItemResponse = z.infer<typeof savedItemResponseSchema>;

/** The see-later list, newest first. */
export const savedItemsResponseSchema = z.object({
  items: z.array(contentCardSchema).max(1_000),
});
export type SavedItemsResponse = z.infer<typeof savedItemsResponseSchema>;
