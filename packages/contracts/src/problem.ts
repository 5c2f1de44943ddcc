import { z } from 'zod';

export * from './problem/limit-codes.ts';
export * from './problem/request-codes.ts';

/** RFC 9457 problem details with a stable `code` and every field problem listed. */
export const fieldProblemSchema = z.object({
  /** Dotted path of the field, e.g. `body.email` or `query.from`. */
  field: z.string(),
  /** Stable message key, e.g. `too_big`, `invalid_type`. */
  code: z.string(),
  message: z.string(),
});

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** Stable machine code, e.g. `request.invalid`, `auth.api_key_invalid`. The UI translates it. */
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(fieldProblemSchema).optional(),
  /** When the same request may succeed (ISO date-time), e.g. `training.retry_later`. */
  retryAt: z.string().optional(),
  /** The most bytes the request's file may have, e.g. `media.too_large` (413) of an upload. */
  maxBytes: z.number().int().positive().optional(),
  /** The size in pixels of the request's image, e.g. `media.image_dimensions` (422) of an upload. */
  imageSize: z
    .object({ width: z.number().int().nonnegative(), height: z.number().int().nonnegative() })
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

/** Codes of problems that say the service, not the request, failed; a client may retry later. */
export const serviceProblemCodes = {
  /** 503: the database did not answer or dropped the connection; nothing of the request was kept. */
  databaseUnavailable: 'service.database_unavailable',
  /**
   * 503: the media storage (S3) refused, failed or did not answer within MEDIA_S3_TIMEOUT; the
   * file was not kept.
   */
  storageUnavailable: 'storage.unavailable',
} as const;

/** What a field problem is made from: a zod issue, or a rule's own finding. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly message: string;
  /** A strict object's fields it does not have (zod's `unrecognized_keys`). */
  readonly keys?: readonly PropertyKey[];
}

/**
 * Issues of one part of a request (`body`, `query`, …) as field problems: `body.email`. Fields a
 * strict object does not have are named one by one (`body.content.colour`), not as their object.
 */
export function fieldProblemsOf(part: string, issues: readonly IssueLike[]): FieldProblem[] {
  return issues.flatMap((issue) => {
    const path = [part, ...issue.path.map(String)];
    const problem = (field: string[]) => ({
      field: field.join('.'),
      code: issue.code,
      message: issue.message,
    });
    return issue.code === 'unrecognized_keys' && issue.keys?.length
      ? issue.keys.map((key) => problem([...path, String(key)]))
      : [problem(path)];
  });
}
