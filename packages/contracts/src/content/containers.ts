import { z } from 'zod';
import { objectError, validationMessages as m, requestString } from '../validation.ts';
import { contentIdSchema, accessTokenSchema, pagingCursorSchema } from './ids.ts';
import { shortText } from './fields.ts';
import { subclusterSchema } from './clusters.ts';
import { bannerSchema } from './images.ts';
import { contentCardSchema } from './content-item.ts';

export * from './cluster-ids.ts';

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
 * nothing either way (`POST contents/{id}/views` records an opening: docs/decisions/021).
 */
export const contentQuerySchema = z.object(
  { logContentAccess: queryFlag.optional().transform((flag) => flag ?? true) },
  objectError,
);
export type ContentQuery = z.infer<typeof contentQuerySchema>;

/** Spec §7 `GET public/contents/{id}?token=`. */
export const publicContentQuerySchema = z.object({ token: accessTokenSchema }, objectError);
export type PublicContentQuery = z.infer<typeof publicContentQuerySchema>;
