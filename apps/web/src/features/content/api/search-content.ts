import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchResponseSchema, type SearchResponse } from '@pulso/contracts/content';
import { contentKeys, useContentSession } from './content-keys.ts';
import { searchRead } from '../content-addresses.ts';
import { request } from '../../../lib/http/http-client.ts';

/** Spec §7 `GET search?q=&from=`: one page of results from offset `from`. */
export function searchContent(
  q: string,
  from: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const { url, query } = searchRead(q, from);
  return request(url, { schema: searchResponseSchema, query, blocking: false, signal });
}

/**
 * The result pages of `q` for a session's `token`; the next page starts at the answer's `next`.
 * The page's hook and its route loader share them.
 */
export function searchOptions(token: string | null, q: string) {
  return infiniteQueryOptions({
    queryKey: contentKeys.search(token, q),
    queryFn: ({ pageParam, signal }) => searchContent(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page: SearchResponse) => page.next,
    enabled: q.length > 0,
  });
}

/** The result pages of `q` (none while it is blank). */
export function useSearch(q: string) {
  return useInfiniteQuery(searchOptions(useContentSession(), q));
}
