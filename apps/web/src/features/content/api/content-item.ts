import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentItemSchema, type ContentItem, type FailedContent } from '@pulso/contracts/content';
import { isApiError } from '../../../lib/http/api-error.ts';
import { apiUrl, request, type RequestOptions } from '../../../lib/http/http-client.ts';
import { handleAuthFailure } from '../../../lib/session.ts';
import { contentRead } from '../content-addresses.ts';
import { contentKeys, useContentSession } from './content-keys.ts';

/** What a content fetch yields: the item, or (spec §8) an empty object with the status. */
export type ContentResult = ContentItem | FailedContent;

export function isFailedContent(result: ContentResult): result is FailedContent {
  return !('id' in result);
}

/**
 * Spec §8: a content fetch that fails clears the loading state (the client's `finally`) and
 * returns the response status on an empty content object. A 403 is an answer about this item
 * (e.g. a speaker training the user may not open), not a lost session, so only a 401 runs the
 * global logout. Failures without a status (network) are thrown for the screen's retry.
 */
export async function fetchContent(
  url: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<ContentResult> {
  try {
    return await request(url, {
      schema: contentItemSchema,
      ...options,
      blocking: false,
      authFailure: 'throw',
    });
  } catch (error) {
    if (!isApiError(error) || error.status < 400) throw error;
    if (error.status === 401) handleAuthFailure();
    return { responseStatus: error.status };
  }
}

/**
 * Spec §7 `GET contents/{id}`: a read, which records nothing (refetches, the exam screen and
 * reloads are not openings); `recordContentView` records that the doctor opened the item.
 */
export function getContent(id: string, signal?: AbortSignal): Promise<ContentResult> {
  return fetchContent(contentRead(id).url, { signal });
}

/** An item for a session's `token`: the page's hook and its route loader share them. */
export function contentItemOptions(token: string | null, id: string) {
  return queryOptions({
    queryKey: contentKeys.item(token, id),
    queryFn: ({ signal }) => getContent(id, signal),
  });
}

export function useContentItem(id: string) {
  return useQuery(contentItemOptions(useContentSession(), id));
}

/**
 * `POST contents/{id}/views`: the doctor opened the item's page (the "most seen" row counts each
 * doctor once per item and day, so a reload or a second tab changes nothing). In the
 * background: a failure is not the reader's concern.
 */
export async function recordContentView(id: string): Promise<void> {
  try {
    await request(apiUrl(`contents/${encodeURIComponent(id)}/views`), {
      method: 'POST',
      blocking: false,
      authFailure: 'throw',
    });
  } catch {
    // Not counted this time; the page works the same.
  }
}

/** Records the opening of the item once the page shows it (once per page and item). */
export function useRecordContentView(id: string, shown: boolean): void {
  useEffect(() => {
    if (shown) void recordContentView(id);
  }, [id, shown]);
}
