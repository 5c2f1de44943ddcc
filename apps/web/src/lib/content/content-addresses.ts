import { bannerPreviewUrl, thumbnailVariant } from '@pulso/contracts/thumbnails';
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

/** A thumbnail as the API sends it (read loosely: the page's own request checks the answer). */
interface LooseThumbnail {
  url?: unknown;
  type?: unknown;
}

/** The first banner's picture: the home's largest paint (banner-carousel.tsx draws it so). */
function firstBannerImage(body: { outdoors?: { thumbnail?: LooseThumbnail }[] }): string | null {
  const url = body.outdoors?.[0]?.thumbnail?.url;
  return typeof url === 'string' ? bannerPreviewUrl(url) : null;
}

/** An item's picture over its body: its largest paint (content-view.tsx draws it so). */
function itemImage(body: { thumbnail?: LooseThumbnail }): string | null {
  const { url, type } = body.thumbnail ?? {};
  return typeof url === 'string' && typeof type === 'string'
    ? thumbnailVariant(url, type as Parameters<typeof thumbnailVariant>[1], 'preview')
    : null;
}

/**
 * Has the browser fetch the page's largest picture as soon as the early answer names it, with
 * high priority, instead of when the page's code has loaded and drawn its `<img>` (the same
 * address, so the image is fetched once): the signed-in pages' LCP (issue 11).
 */
function preloadImage(src: string): void {
  const preloads = document.head.querySelectorAll('link[rel="preload"]');
  if ([...preloads].some((link) => link.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The first result's picture: the search page's largest paint (card-list.tsx draws it first). */
function firstCardImage(body: { items?: { thumbnail?: LooseThumbnail }[] }): string | null {
  const { url, type } = body.items?.[0]?.thumbnail ?? {};
  return typeof url === 'string' && typeof type === 'string'
    ? thumbnailVariant(url, type as Parameters<typeof thumbnailVariant>[1], 'cluster')
    : null;
}

function ask({ url, query }: ApiRead, largestImage?: (body: never) => string | null): void {
  if (!isSignedIn()) return;
  const response = askEarly(url, query);
  if (!largestImage) return;
  // A copy of the answer is read here, before the page's request takes the answer itself.
  void response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((body: unknown) => {
      const src = body && typeof body === 'object' ? largestImage(body as never) : null;
      if (src) preloadImage(src);
    })
    .catch(() => undefined);
}

/**
 * What the content pages show first, asked at start while their code downloads (route handles'
 * `askEarly`, issue 11). Signed in only: signed out, these pages send the visitor elsewhere.
 */
export const earlyContentReads = {
  home: () => ask(clusterRead(HOME), firstBannerImage),
  item: (params: Params) => ask(contentRead(contentRouteIds(params).itemId), itemImage),
  search: (_params: Params, search: URLSearchParams) => {
    const q = (search.get('q') ?? '').trim();
    if (q) ask(searchRead(q), firstCardImage);
  },
};
