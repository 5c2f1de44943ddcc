import { createHmac } from 'node:crypto';
import type {
  Banner,
  ContentBody,
  ContentCard,
  ContentItem,
  Episode,
  Thumbnail,
} from '@pulso/contracts/content';
import type { Queryable } from '../../platform/db/database.ts';
import { anyVariantOf, pathOf, type MediaUrlSigner } from '../../platform/media/media-url.ts';
import { TtlCache, type CatalogueChanges } from './content-cache.ts';
import { loadContentTokenSecret } from './content-token.ts';
import { listPublicThumbnailUrls, type BannerRecord } from './content.repository.ts';

/**
 * Who may load which media file (decision 016). Public: the card thumbnails of items that are
 * not speaker training and the images of public banners, in every variant — the landing shows
 * them signed out. Every other file an item names (bodies, previews, episodes, lessons,
 * planners, PDFs, inserts, slide decks, speaker-training thumbnails, other banners) goes out
 * only as a signed URL, minted into the answers of a reader allowed to see the item.
 */

/**
 * The key that signs media URLs, derived from the content-link secret (CONTENT_TOKEN_SECRET,
 * required in production; otherwise generated once and kept, see `loadContentTokenSecret`): it
 * is configured, kept and shared between processes exactly as that secret is. The only place
 * that reads it.
 */
export async function loadMediaUrlKey(
  db: Queryable,
  settings: { contentTokenSecret: string | undefined; dataDir: string },
): Promise<Uint8Array> {
  const secret = await loadContentTokenSecret(db, settings);
  return createHmac('sha256', secret).update('pulso media urls').digest();
}

/** Whether `/media/…` may be loaded without a signature (a public thumbnail, any variant). */
export function createPublicMediaCheck(
  db: Queryable,
  catalogue: CatalogueChanges,
): (path: string) => Promise<boolean> {
  const cache = new TtlCache<ReadonlySet<string>>({
    ttlMs: 15_000,
    staleMs: 5 * 60_000,
    maxEntries: 1,
    follows: catalogue,
  });
  const load = async () =>
    new Set((await listPublicThumbnailUrls(db)).map((url) => anyVariantOf(pathOf(url))));
  return async (path) => (await cache.get('public', load)).has(anyVariantOf(path));
}

export interface SignOptions {
  /** Never valid past this (a token link's expiry). */
  notAfter?: Date | undefined;
}

/** Signs what a reader allowed to see the item will load. */
export function createMediaSigning(signer: MediaUrlSigner) {
  const file = (url: string, options: SignOptions) =>
    signer.sign(url, { notAfter: options.notAfter });

  function thumbnail(image: Thumbnail, options: SignOptions, imagePublic = false): Thumbnail {
    const url = imagePublic ? image.url : signer.sign(image.url, { ...options, variants: true });
    return {
      ...image,
      url,
      expires:
        url === image.url
          ? image.expires
          : new Date(signer.expiresAt(options.notAfter) * 1000).toISOString(),
      urlPdf: image.urlPdf === null ? null : file(image.urlPdf, options),
    };
  }
  const maybeThumbnail = (image: Thumbnail | null, options: SignOptions) =>
    image === null ? null : thumbnail(image, options);
  const body = (content: ContentBody | null, options: SignOptions): ContentBody | null =>
    content === null || content.kind === 'html'
      ? content
      : { ...content, url: file(content.url, options) };
  const episode = (item: Episode, options: SignOptions): Episode => ({
    ...item,
    thumbnail: maybeThumbnail(item.thumbnail, options),
    content: body(item.content, options),
  });

  /** An item's card thumbnail: public unless the item is speaker training. */
  const itemThumbnail = (
    item: Pick<ContentItem, 'thumbnail' | 'isSpeakerTraining'>,
    options: SignOptions = {},
  ) =>
    item.thumbnail === null ? null : thumbnail(item.thumbnail, options, !item.isSpeakerTraining);

  return {
    itemThumbnail,

    /** Every media URL of an item; its card thumbnail stays bare when it is public. */
    item(item: ContentItem, options: SignOptions = {}): ContentItem {
      const url = (value: string | null) => (value === null ? null : file(value, options));
      return {
        ...item,
        thumbnail: itemThumbnail(item, options),
        content: body(item.content, options),
        preview: body(item.preview, options),
        episodes: item.episodes.map((e) => episode(e, options)),
        lessons: item.lessons.map((e) => episode(e, options)),
        seasons: item.seasons.map((season) => ({
          ...season,
          episodes: season.episodes.map((e) => episode(e, options)),
        })),
        planners: item.planners.map((planner) => ({
          ...planner,
          thumbnail: maybeThumbnail(planner.thumbnail, options),
        })),
        medicineInsert: url(item.medicineInsert),
        speakerTrainingSlideDeck: url(item.speakerTrainingSlideDeck),
      };
    },

    /**
     * A card for a signed-in reader: a speaker-training item's thumbnail is signed (the others
     * are public), and so is the thumbnail's PDF. The landing's cards are not signed.
     */
    card(card: ContentCard): ContentCard {
      return card.thumbnail ? { ...card, thumbnail: itemThumbnail(card) } : card;
    },

    /** A public banner's image is public; another banner's is signed. */
    banner(record: BannerRecord): Banner {
      const banner = record.document;
      return { ...banner, thumbnail: thumbnail(banner.thumbnail, {}, record.isPublic) };
    },
  };
}

export type MediaSigning = ReturnType<typeof createMediaSigning>;
