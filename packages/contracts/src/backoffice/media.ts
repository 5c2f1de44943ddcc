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

export const mediaProblemCodes = {
  /** 415: the file's bytes are not a type the kind accepts. */
  typeNotAllowed: 'media.type_not_allowed',
  /** 413: the file is larger than the kind allows. */
  tooLarge: 'media.too_large',
  /** 400: no file, or `kind`/`countries` missing or wrong, or sent after the file. */
  uploadInvalid: 'media.upload_invalid',
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
