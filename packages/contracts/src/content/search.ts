import { z } from 'zod';
import { objectError, requiredText, validationMessages as m } from '../validation.ts';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_MAX_OFFSET } from './limits.ts';
import { contentCardSchema } from './content-item.ts';

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
