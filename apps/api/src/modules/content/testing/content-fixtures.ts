import type { MainCluster } from '@pulso/contracts/content';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { ContentLanguage } from '../../../db/schema/content.ts';
import {
  blankStoredItem,
  type CatalogueBanner,
  type CatalogueEntry,
  type ContentAudience,
} from '../catalogue-entry.ts';

/** What a test says about an item; everything else takes a plain default. */
export interface FixtureItem {
  id: string;
  title?: string;
  audience?: ContentAudience;
  language?: ContentLanguage;
  mainCluster?: MainCluster;
  categoryId?: SpecialtyArea;
  /** Days before 2026-06-01 (larger is older). */
  daysOld?: number;
  position?: number;
  synopsis?: string;
  participant?: string | null;
  searchText?: string;
  product?: string | null;
  exclusive?: boolean;
  isSpeakerTraining?: boolean;
  isCompanyContent?: boolean;
  html?: string;
}

const NEWEST = Date.UTC(2026, 5, 1, 12, 0, 0);

/** A catalogue entry as the demo catalogue or an import would hand it over. */
export function fixtureEntry(spec: FixtureItem): CatalogueEntry {
  const language = spec.language ?? (spec.audience?.includes('BRASIL') ? 'pt-br' : 'es');
  const item = blankStoredItem(spec.id, {
    title: spec.title ?? `Item ${spec.id}`,
    position: spec.position ?? 0,
    synopsis: spec.synopsis ?? '',
    duration: 300,
    publishDate: new Date(NEWEST - (spec.daysOld ?? 0) * 86_400_000).toISOString(),
    mainCluster: spec.mainCluster ?? 'to_read',
    participant: spec.participant ?? null,
    trackingGA: `ga-${spec.id}`,
    thumbnail: {
      id: `${spec.id}-thumb`,
      url: '/media/demo/cardiology-1.cluster.svg',
      expires: null,
      type: 'cluster',
      urlPdf: null,
    },
    content: { kind: 'html', html: spec.html ?? '<p>Texto.</p>' },
    categoryId: spec.categoryId ?? 'cardiology',
    isSpeakerTraining: spec.isSpeakerTraining ?? false,
    isCompanyContent: spec.isCompanyContent ?? true,
  });
  return {
    item,
    language,
    audience: spec.audience ?? ['BRASIL'],
    product: spec.product ?? null,
    exclusive: spec.exclusive ?? false,
    searchText: spec.searchText ?? '',
  };
}

export function fixtureBanner(spec: {
  id: string;
  audience: ContentAudience;
  position: number;
  isPublic?: boolean;
}): CatalogueBanner {
  const banner: CatalogueBanner['banner'] = {
    id: spec.id,
    title: `Banner ${spec.id}`,
    mainCluster: 'to_home',
    synopsis: '',
    thumbnail: {
      id: `${spec.id}-thumb`,
      url: '/media/demo/cardiology-1.outdoor.svg',
      expires: null,
      type: 'outdoor',
      urlPdf: null,
    },
  };
  return {
    banner,
    language: spec.audience.includes('BRASIL') ? 'pt-br' : 'es',
    audience: spec.audience,
    position: spec.position,
    isPublic: spec.isPublic ?? false,
    contentId: null,
  };
}
