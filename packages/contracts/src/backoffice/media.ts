import { z } from 'zod';
import { thumbnailTypes, type ThumbnailType } from '../thumbnails.ts';

/** What the back office uploads (issue 17): one kind per form field of a content item. */
export const mediaKinds = ['thumbnail', 'pdf', 'audio', 'video'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * Types each kind accepts, as the file's first bytes tell them (never the client's header).
 * Thumbnails keep their format in every variant: clients derive a variant by replacing the type
 * word of the path (spec §3), so all variants share the extension.
 */
export const mediaTypes: Record<MediaKind, readonly string[]> = {
  thumbnail: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  audio: ['audio/mpeg', 'audio/ogg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/wav'],
  video: ['video/mp4', 'video/webm'],
};

/** The `accept` of a file input for a kind. */
export const mediaAccept = (kind: MediaKind): string => mediaTypes[kind].join(',');

/**
 * The largest thumbnail, in pixels (decision 073): read from the image's header before anything
 * decodes it, so that a small file declaring a huge image (144 megapixels in 18 KB) is refused
 * instead of being built in memory. The largest variant is 2560 px wide; a camera's photo of 24
 * megapixels (6000 × 4000) passes.
 */
export const MEDIA_IMAGE_MAX_SIDE = 8_000;
export const MEDIA_IMAGE_MAX_PIXELS = 40_000_000;

export const mediaProblemCodes = {
  /** 415: the file's bytes are not a type the kind accepts. */
  typeNotAllowed: 'media.type_not_allowed',
  /** 413: the file is larger than the kind allows. */
  tooLarge: 'media.too_large',
  /** 400: no file, or `kind`/`countries` missing or wrong, or sent after the file. */
  uploadInvalid: 'media.upload_invalid',
  /**
   * 422: a thumbnail wider or higher than `MEDIA_IMAGE_MAX_SIDE` or of more pixels than
   * `MEDIA_IMAGE_MAX_PIXELS`; the field problem's message is its size (`12000x12000`).
   */
  imageDimensions: 'media.image_dimensions',
  /**
   * 422: a PDF that carries JavaScript, an action run when it (or a page) opens or that starts a
   * program or sends data, or an attached (embedded) file; the field problem's message names
   * what was found (`JavaScript, EmbeddedFile`).
   */
  pdfActiveContent: 'media.pdf_active_content',
  /**
   * 422: the file starts as a PDF but is not one that can be read and written again (an HTML page
   * with a PDF header line, a damaged file, a password-protected one).
   */
  pdfInvalid: 'media.pdf_invalid',
} as const;

/** `201` of `POST /api/backoffice/media`. `path` is what a content document stores. */
export const uploadedMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  /** `/media/uploads/…`; a thumbnail's is its `cluster` variant. */
  path: z.string(),
  /** A thumbnail's variants by type word (spec §3), each generated once at upload. */
  variants: z.partialRecord(z.enum(thumbnailTypes), z.string()).optional(),
  bytes: z.number().int(),
  contentType: z.string(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/** The type word the returned path of a thumbnail carries. */
export const UPLOADED_THUMBNAIL_TYPE: ThumbnailType = 'cluster';
