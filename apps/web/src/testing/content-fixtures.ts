import {
  emptyItemDetails,
  type Banner,
  type ClusterContainer,
  type ClusterRow,
  type ContentCard,
  type ContentItem,
  type Episode,
  type Thumbnail,
} from '@pulso/contracts/content';

/** Demo-style content answers for the web tests (they pass the contracts' response schemas). */

export function thumbnail(name: string, type: Thumbnail['type'] = 'cluster'): Thumbnail {
  return {
    id: `${name}-thumb`,
    url: `/media/demo/${name}.${type}.svg`,
    expires: null,
    type,
    urlPdf: null,
  };
}

export function card(id: string, overrides: Partial<ContentCard> = {}): ContentCard {
  return {
    id,
    title: `Título ${id}`,
    position: 0,
    synopsis: `Resumen de ${id}`,
    duration: 600,
    publishDate: '2026-03-01T10:00:00.000Z',
    mainCluster: 'to_see',
    participant: 'Dra. Ana Ruiz',
    trackingGA: null,
    isSaved: false,
    thumbnail: thumbnail('cardiology-1'),
    categoryId: 'cardiology',
    isCompanyContent: true,
    isSpeakerTraining: false,
    ...overrides,
  };
}

export function episode(id: string, overrides: Partial<Episode> = {}): Episode {
  return {
    id,
    title: `Episodio ${id}`,
    position: 0,
    synopsis: `De qué trata ${id}`,
    duration: 480,
    thumbnail: thumbnail('oncology-1', 'episode'),
    content: { kind: 'video', url: `/media/demo/${id}.mp4`, mimeType: 'video/mp4' },
    ...overrides,
  };
}

export function item(id: string, overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...card(id),
    ...emptyItemDetails(),
    content: { kind: 'video', url: '/media/demo/demo-video.mp4', mimeType: 'video/mp4' },
    trainingAcceptedTerms: false,
    trainingUserCertificate: null,
    ...overrides,
  };
}

export function banner(id: string, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    title: `Banner ${id}`,
    mainCluster: 'to_see',
    synopsis: `Texto del banner ${id}`,
    thumbnail: thumbnail('womens-health-1', 'outdoor'),
    contentId: `item-of-${id}`,
    ...overrides,
  };
}

export function row(id: string, items: ContentCard[]): ClusterRow {
  return { id, items };
}

export function cluster(
  id: string,
  clusters: ClusterRow[],
  options: { outdoors?: Banner[]; next?: string } = {},
): ClusterContainer {
  const outdoors = options.outdoors ?? [];
  return {
    id,
    clusters,
    outdoor: outdoors[0] ?? null,
    outdoors,
    companyServiceCall: null,
    ...(options.next ? { next: options.next } : {}),
  };
}
