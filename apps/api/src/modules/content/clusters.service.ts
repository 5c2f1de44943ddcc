import {
  clusterIds,
  productOfClusterId,
  subclusters as allSubclusters,
  type Banner,
  type ClusterContainer,
  type ContentCard,
  type Subcluster,
} from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { SessionUser } from '../identity/session/session.ts';
import type { Database } from '../../platform/db/database.ts';
import { PrecompressedBody } from '../../platform/compression.ts';
import { decodeCursor, encodeCursor } from './cluster-cursor.ts';
import { preferredFirst, toCard, withSaved } from './content-card.ts';
import { TtlCache, type CatalogueChanges } from './content-cache.ts';
import type { PublicationClock } from './publication.ts';
import { ClusterNotFoundError } from './content.errors.ts';
import type { MediaSigning } from './media-access.ts';
import {
  listBanners,
  listCards,
  listMostOpenedCards,
  productIsListed,
  type CardFilter,
  type CardOrder,
  type CardRecord,
} from './content.repository.ts';
import { viewerOf } from './viewer.ts';

const ROW_SIZE = 20;
const TOP10_SIZE = 10;
const LANDING_ROW_SIZE = 8;
const ROWS_PER_PAGE = 4;
const LIST_PAGE_SIZE = 20;
const TOP10_WINDOW_MS = 30 * 24 * 3_600_000;
/**
 * How long a country's computed rows are reused; for a while after that they are still answered
 * while the next ones are computed in the background. A catalogue write drops them at once.
 */
const ROWS_TTL_MS = 15_000;
const ROWS_STALE_MS = 5 * 60_000;
/** Serialised home pages kept per computed rows (pages × the saved items among their cards). */
const SERIALISED_PAGES_MAX = 500;

interface Row {
  id: string;
  items: ContentCard[];
}

/** What is cached: rows without the user's `isSaved`, and the banners. */
interface ComputedRows {
  rows: Row[];
  banners: Banner[];
  /** Lists: whether cards follow the page. */
  more?: boolean;
}

interface ListSpec {
  filter: Omit<CardFilter, 'country' | 'at' | 'speakerTraining'>;
  order: CardOrder;
  /** The feed puts the viewer's areas first. */
  byAreas?: boolean;
}

/** One-row lists of `GET clusters/{id}` (spec §2 novedades, solo-en-UM, productos, feed). */
const lists = new Map<string, ListSpec>([
  [clusterIds.news, { filter: { notMainCluster: 'to_product' }, order: 'newest' }],
  [clusterIds.exclusive, { filter: { exclusive: true }, order: 'newest' }],
  [clusterIds.products, { filter: { mainCluster: 'to_product' }, order: 'title' }],
  [clusterIds.feed, { filter: {}, order: 'newest', byAreas: true }],
]);

/** `exclusive-<product>`: that product's exclusive items (solo-en-{product}). */
function listSpecOf(id: string): ListSpec | undefined {
  const product = productOfClusterId(id);
  return (
    lists.get(id) ??
    (product === undefined ? undefined : { filter: { exclusive: true, product }, order: 'newest' })
  );
}

/** The home's rows when none are named, with and without speaker training. */
const allHomeRows = {
  withSpeakerTraining: [...allSubclusters],
  withoutSpeakerTraining: allSubclusters.filter((name) => name !== 'speakertraining'),
};

/** The rows asked for, in spec order; speakertraining only with the permission. */
function homeRowNames(asked: readonly Subcluster[], speakerTraining: boolean): Subcluster[] {
  const all = speakerTraining
    ? allHomeRows.withSpeakerTraining
    : allHomeRows.withoutSpeakerTraining;
  if (!asked.length) return all;
  const wanted = new Set(asked);
  return all.filter((name) => wanted.has(name));
}

/** The page of a computed container, with the viewer's saved items marked. */
function container(
  id: string,
  page: { rows: Row[]; banners: Banner[]; next?: string },
  saved: ReadonlySet<string>,
): ClusterContainer {
  return {
    id,
    clusters: page.rows.map((row) => ({ id: row.id, items: withSaved(row.items, saved) })),
    outdoor: page.banners[0] ?? null,
    outdoors: page.banners,
    companyServiceCall: null,
    ...(page.next ? { next: page.next } : {}),
  };
}

export interface ClustersServiceDeps {
  db: Database;
  /** The ids the user saved (the `isSaved` of each card). */
  savedIdsOf: (userId: string) => Promise<ReadonlySet<string>>;
  /** Signs the media URLs of the signed-in answers (computed rows are not the user's). */
  media: MediaSigning;
  /** The app's publication clock: which approved items are shown. */
  publication: PublicationClock;
  /** The app's catalogue changes: computed rows are dropped when the catalogue changes. */
  catalogue: CatalogueChanges;
  now?: () => Date;
}

/** Spec §7 `GET clusters/{id}`: the homes (signed-in and landing) and the one-row lists. */
export function createClustersService({
  db,
  savedIdsOf,
  media,
  publication,
  catalogue,
  now = () => new Date(),
}: ClustersServiceDeps) {
  /** Cards and banners of the signed-in answers; the landing's stay as stored (public). */
  const cards = (records: readonly CardRecord[]) => records.map((card) => media.card(toCard(card)));
  const cache = new TtlCache<ComputedRows>({
    ttlMs: ROWS_TTL_MS,
    staleMs: ROWS_STALE_MS,
    maxEntries: 2_000,
    follows: catalogue,
  });

  /** One home row; empty when the row does not apply (moreyou without areas). */
  async function homeRow(id: Subcluster, country: CountryCode, areas: SpecialtyArea[]) {
    const at = publication.now();
    const base = { country, at, speakerTraining: false };
    const row = (filter: CardFilter, order: CardOrder = 'position') =>
      listCards(db, { filter, order, preferred: areas, limit: ROW_SIZE });
    switch (id) {
      case 'top10': {
        const since = new Date(now().getTime() - TOP10_WINDOW_MS);
        const top = await listMostOpenedCards(db, { country, at, since, limit: TOP10_SIZE });
        return preferredFirst(top, areas);
      }
      case 'novelty':
        return row(base, 'newest');
      case 'moreyou':
        return areas.length ? row({ ...base, categories: areas }) : [];
      case 'explore':
        return row({ ...base, notCategories: areas });
      case 'unbranded':
        return row({ ...base, isCompanyContent: false });
      case 'products':
        return row({ ...base, mainCluster: 'to_product' });
      case 'training':
        return row({ ...base, mainCluster: 'to_training' });
      case 'speakertraining':
        return row({ ...base, speakerTraining: true });
    }
  }

  /**
   * The serialised home answers of each computed rows object, by page and by which of the page's
   * cards the viewer saved: the busiest answer is serialised once, not on every request. They go
   * with the computed rows (a refresh or a catalogue write makes new ones).
   */
  const serialisedHomes = new WeakMap<ComputedRows, Map<string, PrecompressedBody>>();

  function homeJson(
    computed: ComputedRows,
    offset: number,
    saved: ReadonlySet<string>,
  ): PrecompressedBody {
    const end = offset + ROWS_PER_PAGE;
    const rows = computed.rows.slice(offset, end);
    const savedHere = saved.size
      ? rows.flatMap((row) => row.items.filter((card) => saved.has(card.id)))
      : [];
    const key = `${offset}|${savedHere.map((card) => card.id).join(',')}`;
    let pages = serialisedHomes.get(computed);
    if (!pages) serialisedHomes.set(computed, (pages = new Map()));
    let body = pages.get(key);
    if (body === undefined) {
      body = new PrecompressedBody(
        Buffer.from(
          JSON.stringify(
            container(
              clusterIds.home,
              {
                rows,
                banners: offset === 0 ? computed.banners : [],
                next: end < computed.rows.length ? encodeCursor(clusterIds.home, end) : undefined,
              },
              saved,
            ),
          ),
        ),
      );
      if (pages.size >= SERIALISED_PAGES_MAX) pages.clear();
      pages.set(key, body);
    }
    return body;
  }

  function homeRows(country: CountryCode, areas: SpecialtyArea[], names: Subcluster[]) {
    return cache.get(`home|${country}|${areas.join(',')}|${names.join(',')}`, async () => {
      const rows: Row[] = [];
      for (const name of names) {
        const items = cards(await homeRow(name, country, areas));
        if (items.length) rows.push({ id: name, items });
      }
      const banners = await listBanners(db, { country, publicOnly: false });
      return { rows, banners: banners.map(media.banner) };
    });
  }

  async function listPage(id: string, spec: ListSpec, user: SessionUser, offset: number) {
    const { country } = user;
    const areas = spec.byAreas ? viewerOf(user).areas : [];
    const key = `${id}|${country}|${areas.join(',')}|${offset}`;
    return cache.get(key, async () => {
      const at = publication.now();
      const product = spec.filter.product;
      if (product !== undefined && !(await productIsListed(db, country, product, at)))
        throw new ClusterNotFoundError(id);
      const found = await listCards(db, {
        filter: { ...spec.filter, country, at, speakerTraining: false },
        order: spec.order,
        preferred: areas,
        limit: LIST_PAGE_SIZE + 1,
        offset,
      });
      return {
        rows: [{ id, items: cards(found.slice(0, LIST_PAGE_SIZE)) }],
        banners: [],
        more: found.length > LIST_PAGE_SIZE,
      };
    });
  }

  return {
    /**
     * The signed-in home, serialised (a ClusterContainer in JSON, with its compressed copies): the requested rows in spec order (all
     * when none are named; speakertraining only with the permission), empty rows left out, 4
     * rows a page; banners on the first page.
     */
    async home(
      user: SessionUser,
      query: { subclusters: Subcluster[]; next?: string | undefined },
    ): Promise<PrecompressedBody> {
      const offset = decodeCursor(clusterIds.home, query.next);
      const viewer = viewerOf(user);
      const names = homeRowNames(query.subclusters, viewer.speakerTraining);
      const [computed, saved] = await Promise.all([
        homeRows(viewer.country, viewer.areas, names),
        savedIdsOf(user.id),
      ]);
      return homeJson(computed, offset, saved);
    },

    /** The public landing home: its public banners and the newest items of the country. */
    async landing(country: CountryCode): Promise<ClusterContainer> {
      const computed = await cache.get(`landing|${country}`, async () => {
        const newest = await listCards(db, {
          filter: { country, at: publication.now(), speakerTraining: false },
          order: 'newest',
          limit: LANDING_ROW_SIZE,
        });
        const banners = await listBanners(db, { country, publicOnly: true });
        return {
          rows: newest.length ? [{ id: 'novelty', items: newest.map(toCard) }] : [],
          banners: banners.map((banner) => banner.document),
        };
      });
      return container(clusterIds.landing, computed, new Set());
    },

    /** news, exclusive, exclusive-<product>, products, feed; any other id is a 404. */
    async list(id: string, user: SessionUser, next: string | undefined): Promise<ClusterContainer> {
      const spec = listSpecOf(id);
      if (!spec) throw new ClusterNotFoundError(id);
      const offset = decodeCursor(id, next);
      const [page, saved] = await Promise.all([
        listPage(id, spec, user, offset),
        savedIdsOf(user.id),
      ]);
      const end = offset + LIST_PAGE_SIZE;
      return container(id, { ...page, next: page.more ? encodeCursor(id, end) : undefined }, saved);
    },
  };
}

export type ClustersService = ReturnType<typeof createClustersService>;
