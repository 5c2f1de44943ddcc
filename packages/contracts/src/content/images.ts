import { z } from 'zod';
import { thumbnailTypes } from '../thumbnails.ts';
import { contentIdSchema, mediaUrlSchema } from './ids.ts';
import { title, synopsis } from './fields.ts';
import { isoDateTimeSchema as isoDateTime } from '../value-schemas.ts';
import { mainClusterSchema } from './clusters.ts';

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
