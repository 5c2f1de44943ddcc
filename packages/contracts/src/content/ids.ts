import type { z } from 'zod';
import { missingOrInvalid, validationMessages as m, requestString } from '../validation.ts';
import {
  CONTENT_ID_MAX_LENGTH,
  MEDIA_URL_MAX_LENGTH,
  ACCESS_TOKEN_MAX_LENGTH,
  PAGING_CURSOR_MAX_LENGTH,
} from './limits.ts';

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
