import { apiUrl, type QueryValue } from '../../lib/http/http-client.ts';

/** An API read: its address and query, as `request()` is given them. */
export interface ApiRead {
  url: string;
  query?: Record<string, QueryValue>;
}

/** Spec §7 `GET clusters/{id}?subclusters=&next=`. */
export function clusterRead(
  id: string,
  {
    subclusters,
    next,
  }: { subclusters?: readonly string[] | undefined; next?: string | undefined } = {},
): ApiRead {
  return {
    url: apiUrl(`clusters/${encodeURIComponent(id)}`),
    query: { subclusters: subclusters?.length ? subclusters.join(',') : undefined, next },
  };
}

/** Spec §7 `GET contents/{id}`. */
export function contentRead(id: string): ApiRead {
  return { url: apiUrl(`contents/${encodeURIComponent(id)}`) };
}

/** Spec §7 `GET search?q=&from=`: one page of results from offset `from`. */
export function searchRead(q: string, from = 0): ApiRead {
  return { url: apiUrl('search'), query: { q, from: from > 0 ? from : undefined } };
}
