import { z } from 'zod';
import {
  CONTENT_CODE_MAX_LENGTH,
  CONTENT_HTML_MAX_LENGTH,
  CONTENT_SHORT_TEXT_MAX_LENGTH,
  CONTENT_SYNOPSIS_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
} from './limits.ts';

/** The field schemas that content answers share (internal to content/; not re-exported). */
export const title = z.string().min(1).max(CONTENT_TITLE_MAX_LENGTH);
/** A content title as answers carry it. */
export const contentTitleSchema = title;
export const synopsis = z.string().max(CONTENT_SYNOPSIS_MAX_LENGTH);
export const html = z.string().max(CONTENT_HTML_MAX_LENGTH);
export const shortText = z.string().max(CONTENT_SHORT_TEXT_MAX_LENGTH);
export const code = z.string().max(CONTENT_CODE_MAX_LENGTH);
export const position = z.number().int().nonnegative().max(1_000_000);
/** Seconds of play (video, audio, episode, lesson) or of reading. */
export const durationSeconds = z
  .number()
  .int()
  .nonnegative()
  .max(7 * 24 * 3600);
