import type { Params } from 'react-router';
import { apiUrl, askEarly, type QueryValue } from '../http/http-client.ts';
import { isSignedIn } from '../identity/session.ts';
import { contentRouteIds } from './content-route.ts';

/** An API read: its address and query, as `request()` is given them. */
export interface ApiRead {
  url: string;
  query?: Record<string, QueryValue>;
}

/** The home's cluster id (`HOME_CLUSTER_ID` of the contracts, whose module brings zod along). */
const HOME = 'home';

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

function ask({ url, query }: ApiRead): void {
  if (isSignedIn()) askEarly(url, query);
}

/**
 * What the content pages show first, asked at start while their code downloads (route handles'
 * `askEarly`, issue 11). Signed in only: signed out, these pages send the visitor elsewhere.
 */
export const earlyContentReads = {
  home: () => ask(clusterRead(HOME)),
  item: (params: Params) => ask(contentRead(contentRouteIds(params).itemId)),
  search: (_params: Params, search: URLSearchParams) => {
    const q = (search.get('q') ?? '').trim();
    if (q) ask(searchRead(q));
  },
};
