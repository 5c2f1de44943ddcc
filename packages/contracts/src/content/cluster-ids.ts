/**
 * The cluster ids of `GET /api/clusters/{id}`, without zod: the signed-in home asks for its
 * cluster without loading the content schemas (issue 11, decision 066). `containers.ts`
 * re-exports them.
 */

/** The id of the signed-in home cluster (`GET /api/clusters/home`). */
export const HOME_CLUSTER_ID = 'home';

/**
 * The other cluster ids of `GET /api/clusters/{id}` (each answers one row of the same id, paged
 * with `next`): the public landing home, the news list, exclusive content, products, the feed.
 * `exclusive-<product>` (see `exclusiveProductClusterId`) lists one product's exclusive content.
 */
export const clusterIds = {
  home: HOME_CLUSTER_ID,
  landing: 'landing',
  news: 'news',
  exclusive: 'exclusive',
  products: 'products',
  feed: 'feed',
} as const;

const EXCLUSIVE_PRODUCT_PREFIX = 'exclusive-';

/** `exclusive-xarelto` for the product slug `xarelto` (`solo-en-xarelto`). */
export const exclusiveProductClusterId = (product: string): string =>
  `${EXCLUSIVE_PRODUCT_PREFIX}${product.toLowerCase()}`;

/** The product slug of an `exclusive-<product>` cluster id, or undefined. */
export function productOfClusterId(id: string): string | undefined {
  return id.startsWith(EXCLUSIVE_PRODUCT_PREFIX) && id.length > EXCLUSIVE_PRODUCT_PREFIX.length
    ? id.slice(EXCLUSIVE_PRODUCT_PREFIX.length)
    : undefined;
}
