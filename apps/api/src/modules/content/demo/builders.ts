import type {
  ContentBody,
  Episode,
  ExamDurationMode,
  MainCluster,
  Planner,
  Season,
  ThumbnailType,
} from '@pulso/contracts/content';
import type { RegionalGroup } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { ContentLanguage, StoredContentItem } from '../../../db/schema/content.ts';
import type { CatalogueBanner, CatalogueEntry, ContentAudience } from '../catalogue-entry.ts';
import { plainText, readingSeconds } from './html.ts';
import { mediaUrl, slideDeckOf, thumbnail, type DemoInsert, type ImageNumber } from './media.ts';

/** An episode or a lesson as written in the demo lists. */
export interface PartSpec {
  title: string;
  synopsis?: string;
  /** Seconds; a text part without one takes its reading time. */
  duration?: number;
  content: ContentBody | null;
}

export interface SeasonSpec {
  title: string;
  episodes: readonly PartSpec[];
}

export interface PlannerSpec {
  name: string;
  description: string;
}

/** A training's exam settings (issue 5 builds the exams on them). */
export interface ExamSpec {
  termsHtml: string;
  instructionsHtml: string;
  /** Minutes, counted as `mode` says. */
  duration: number;
  mode: ExamDurationMode;
  totalQuestions: number;
  minCorrectQuestions: number;
}

/** One demo item as written in the lists; `buildCatalogue` fills in the rest. */
export interface ItemSpec {
  /** A slug of at most 56 characters, so that the ids of its parts stay within 80. */
  id: string;
  title: string;
  synopsis: string;
  cluster: MainCluster;
  area: SpecialtyArea;
  image?: ImageNumber;
  audience: ContentAudience;
  /** `YYYY-MM-DD`. */
  published: string;
  participant?: string;
  /** Seconds; by default the parts' total, or the reading time of a text. */
  duration?: number;
  content?: ContentBody | null;
  preview?: ContentBody | null;
  episodes?: readonly PartSpec[];
  seasons?: readonly SeasonSpec[];
  lessons?: readonly PartSpec[];
  planners?: readonly PlannerSpec[];
  product?: string;
  exclusive?: boolean;
  /** Unbranded content (`isCompanyContent` false). */
  unbranded?: boolean;
  speakerTraining?: boolean;
  medInfo?: boolean;
  medicineInsert?: DemoInsert;
  additionalInformationHtml?: string;
  exam?: ExamSpec;
}

/** The words that name an item's parts in their ids, by language (a season is `-t1`). */
const partWords = {
  es: { episode: 'episodio', lesson: 'leccion', planner: 'organizador' },
  'pt-br': { episode: 'episodio', lesson: 'aula', planner: 'organizador' },
} as const satisfies Record<ContentLanguage, Record<string, string>>;

/** The thumbnail variant a card of each cluster shows. */
const cardThumbnailType: Record<MainCluster, ThumbnailType> = {
  to_home: 'cluster',
  to_read: 'cluster',
  to_see: 'video',
  to_participe: 'cluster',
  to_listen: 'podcast',
  to_see_to_listen: 'video',
  to_product: 'cluster',
  to_training: 'cluster',
};

/** The short region word of fictitious approval codes (`DEMO-MX-2026-0012`). */
const regionCode: Record<RegionalGroup, string> = {
  MEXICO: 'MX',
  CONOSUR: 'CS',
  PACA: 'PACA',
  BRASIL: 'BR',
};

function approvalRegion(audience: ContentAudience): string {
  const [first] = audience;
  if (audience.length !== 1 || first === undefined) return 'LATAM';
  return first in regionCode ? regionCode[first as RegionalGroup] : first.toUpperCase();
}

const padded = (n: number) => String(n).padStart(4, '0');

const bodyText = (body: ContentBody | null | undefined) =>
  body?.kind === 'html' ? plainText(body.html) : '';

function partDuration(part: PartSpec): number | null {
  if (part.duration !== undefined) return part.duration;
  return part.content?.kind === 'html' ? readingSeconds(plainText(part.content.html)) : null;
}

function parts(
  prefix: string,
  specs: readonly PartSpec[],
  area: SpecialtyArea,
  image: ImageNumber,
): Episode[] {
  return specs.map((part, index) => {
    const id = `${prefix}-${index + 1}`;
    return {
      id,
      title: part.title,
      position: index,
      synopsis: part.synopsis ?? '',
      duration: partDuration(part),
      thumbnail: thumbnail(`${id}-thumb`, area, image, 'episode'),
      content: part.content,
    };
  });
}

const totalDuration = (episodes: readonly Episode[]) =>
  episodes.reduce((sum, episode) => sum + (episode.duration ?? 0), 0) || null;

function partsText(episodes: readonly Episode[]): string[] {
  return episodes.flatMap((episode) => [episode.title, bodyText(episode.content)]);
}

/** The searchable plain text: the body, the parts' titles and texts, the product notes. */
function searchTextOf(item: StoredContentItem): string {
  const texts = [
    bodyText(item.content),
    ...partsText(item.episodes),
    ...item.seasons.flatMap((season) => [season.title, ...partsText(season.episodes)]),
    ...partsText(item.lessons),
    ...item.planners.map((planner) => planner.name),
    item.additionalInformation === null ? '' : plainText(item.additionalInformation),
  ];
  return texts.filter(Boolean).join(' ');
}

/**
 * An item's duration: its own, or its parts' total. A text of its own has none (issue 32, item
 * 14: a reading time stored as its duration showed "Duração: 1 min" on the home's articles).
 */
function itemDuration(spec: ItemSpec, episodes: Episode[], seasons: Season[], lessons: Episode[]) {
  if (spec.duration !== undefined) return spec.duration;
  return totalDuration([...episodes, ...seasons.flatMap((season) => season.episodes), ...lessons]);
}

function buildEntry(
  language: ContentLanguage,
  spec: ItemSpec,
  position: number,
  serial: number,
): CatalogueEntry {
  const words = partWords[language];
  const image = spec.image ?? 1;
  const episodes = parts(`${spec.id}-${words.episode}`, spec.episodes ?? [], spec.area, image);
  const lessons = parts(`${spec.id}-${words.lesson}`, spec.lessons ?? [], spec.area, image);
  const seasons: Season[] = (spec.seasons ?? []).map((season, index) => {
    const id = `${spec.id}-t${index + 1}`;
    return {
      id,
      title: season.title,
      position: index,
      episodes: parts(`${id}-${words.episode}`, season.episodes, spec.area, image),
    };
  });
  const planners: Planner[] = (spec.planners ?? []).map((planner, index) => ({
    id: `${spec.id}-${words.planner}-${index + 1}`,
    name: planner.name,
    description: planner.description,
    thumbnail: null,
  }));
  const cardType = cardThumbnailType[spec.cluster];
  const isProduct = spec.cluster === 'to_product';
  const exam = spec.exam;
  const item: StoredContentItem = {
    id: spec.id,
    title: spec.title,
    position,
    synopsis: spec.synopsis,
    duration: itemDuration(spec, episodes, seasons, lessons),
    publishDate: `${spec.published}T12:00:00.000Z`,
    mainCluster: spec.cluster,
    participant: spec.participant ?? null,
    trackingGA: `demo_${language}_${spec.cluster}_${spec.id}`,
    thumbnail: thumbnail(
      `${spec.id}-${cardType}`,
      spec.area,
      image,
      cardType,
      isProduct ? (spec.medicineInsert ?? null) : null,
    ),
    episodes,
    lessons,
    planners,
    content: spec.content ?? null,
    preview: spec.preview ?? null,
    categoryId: spec.area,
    medicineInsert: spec.medicineInsert === undefined ? null : mediaUrl(spec.medicineInsert),
    additionalInformation: spec.additionalInformationHtml ?? null,
    examTerms: exam?.termsHtml ?? null,
    examDuration: exam?.duration ?? null,
    totalQuestions: exam?.totalQuestions ?? null,
    minCorrectQuestions: exam?.minCorrectQuestions ?? null,
    examInstructions: exam?.instructionsHtml ?? null,
    isMedInfoContent: spec.medInfo ?? false,
    isSpeakerTraining: spec.speakerTraining ?? false,
    seasons,
    speakerTrainingSlideDeck: spec.speakerTraining ? mediaUrl(slideDeckOf(spec.id)) : null,
    cfApprovalCode: `DEMO-${approvalRegion(spec.audience)}-${spec.published.slice(0, 4)}-${padded(serial)}`,
    analyticId: `demo-${spec.id}`,
    examDurationMode: exam?.mode ?? null,
    companyContentId: `DEMO-${language.toUpperCase()}-${padded(serial)}`,
    isCompanyContent: !(spec.unbranded ?? false),
    companyServiceCall: null,
  };
  return {
    item,
    language,
    audience: spec.audience,
    product: spec.product ?? null,
    exclusive: spec.exclusive ?? false,
    searchText: searchTextOf(item),
  };
}

/**
 * The entries of one language: `position` counts within each cluster in list order, and the
 * fictitious approval code and catalogue id number the items in list order.
 */
export function buildCatalogue(
  language: ContentLanguage,
  specs: readonly ItemSpec[],
): CatalogueEntry[] {
  const positions = new Map<MainCluster, number>();
  return specs.map((spec, index) => {
    const position = positions.get(spec.cluster) ?? 0;
    positions.set(spec.cluster, position + 1);
    return buildEntry(language, spec, position, index + 1);
  });
}

/** A banner as written in the lists: it opens `contentId` and takes that item's language. */
export interface BannerSpec {
  id: string;
  title: string;
  synopsis: string;
  area: SpecialtyArea;
  image: ImageNumber;
  audience: ContentAudience;
  isPublic?: boolean;
  contentId: string;
}

/** The banners, positioned in list order; an unknown `contentId` fails loudly. */
export function buildBanners(
  specs: readonly BannerSpec[],
  entries: readonly CatalogueEntry[],
): CatalogueBanner[] {
  const byId = new Map(entries.map((entry) => [entry.item.id, entry]));
  return specs.map((spec, position) => {
    const target = byId.get(spec.contentId);
    if (!target) throw new Error(`Demo banner ${spec.id} opens unknown item ${spec.contentId}`);
    return {
      banner: {
        id: spec.id,
        title: spec.title,
        mainCluster: target.item.mainCluster,
        synopsis: spec.synopsis,
        thumbnail: thumbnail(`${spec.id}-outdoor`, spec.area, spec.image, 'outdoor'),
      },
      language: target.language,
      audience: spec.audience,
      position,
      isPublic: spec.isPublic ?? false,
      contentId: spec.contentId,
    };
  });
}
