import { z } from 'zod';
import { objectError } from '../validation.ts';
import { contentIdSchema } from './ids.ts';
import { contentCardSchema } from './content-item.ts';

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
