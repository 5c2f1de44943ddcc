/**
 * Medical content (spec §3 "Content item", "Thumbnail", "Home or cluster container", "Search
 * result"; §7 `clusters`, `contents`, `search` calls). Public one-item access: public-access.ts.
 *
 * Ids: every content, cluster, banner, thumbnail, episode, lesson, season and planner id is a
 * slug — lower-case letters, digits and single hyphens, 1–80 characters (`xarelto-episodio-1`).
 * A lower-case UUID is a slug too, so stores may use either; ids go into URLs as they are, with
 * no escaping. Upper case is not folded: `Xarelto` is not an id (so a URL has one spelling).
 *
 * The spec names three fields after the company (not reproduced). Here they are
 * `companyContentId`, `isCompanyContent` and `companyServiceCall`.
 */

export {
  bannerPreviewUrl,
  thumbnailTypes,
  thumbnailVariant,
  type ThumbnailType,
} from './thumbnails.ts';
export { contentTitleSchema } from './content/fields.ts';
export * from './content/limits.ts';
export * from './content/ids.ts';
export * from './content/clusters.ts';
export * from './content/images.ts';
export * from './content/content-item.ts';
export * from './content/containers.ts';
export * from './content/search.ts';
export * from './content/problem-codes.ts';
export * from './content/saved-items.ts';
