import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bannerPreviewUrl,
  bannerSchema,
  clusterContainerSchema,
  clusterQuerySchema,
  contentIdSchema,
  contentItemSchema,
  contentQuerySchema,
  contentTagLabelKey,
  failedContentSchema,
  mainClusters,
  publicContentQuerySchema,
  savedItemRequestSchema,
  searchQuerySchema,
  searchResponseSchema,
  thumbnailSchema,
  thumbnailTypes,
  thumbnailVariant,
  type ContentItem,
  type Thumbnail,
} from './content.ts';
import { acceptTermsBodySchema, userAccessQuerySchema } from './public-access.ts';
import { validationMessages } from './validation.ts';

const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  (schema.safeParse(value).error?.issues ?? [])
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .sort();

const thumbnail: Thumbnail = {
  id: 'cardiology-1-thumb',
  url: '/media/demo/cardiology-1.cluster.svg',
  expires: null,
  type: 'cluster',
  urlPdf: null,
};

const item: ContentItem = {
  id: 'xarelto-episodio-1',
  title: 'Anticoagulación en fibrilación auricular',
  position: 0,
  synopsis: 'Una revisión práctica.',
  duration: 420,
  publishDate: '2026-03-01T12:00:00Z',
  mainCluster: 'to_see',
  participant: 'Dra. Ana Pérez',
  trackingGA: 'video-anticoagulacion',
  isSaved: false,
  thumbnail,
  episodes: [
    {
      id: 'episodio-1',
      title: 'Episodio 1',
      position: 0,
      synopsis: '',
      duration: 8,
      thumbnail: null,
      content: { kind: 'video', url: '/media/demo/intro.webm', mimeType: 'video/webm' },
    },
  ],
  lessons: [],
  planners: [],
  content: { kind: 'video', url: '/media/demo/intro.webm', mimeType: 'video/webm' },
  preview: null,
  categoryId: 'cardiology',
  medicineInsert: '/media/demo/prospecto-xarelto.pdf',
  additionalInformation: null,
  trainingAcceptedTerms: false,
  examTerms: null,
  examDuration: null,
  totalQuestions: 10,
  minCorrectQuestions: 7,
  examInstructions: null,
  isMedInfoContent: false,
  isSpeakerTraining: false,
  seasons: [{ id: 'temporada-1', title: 'Temporada 1', position: 0, episodes: [] }],
  speakerTrainingSlideDeck: null,
  trainingUserCertificate: null,
  cfApprovalCode: 'MX-2026-0001',
  analyticId: 'an-123',
  examDurationMode: null,
  companyContentId: 'C-123',
  isCompanyContent: true,
  companyServiceCall: null,
};

describe('contentIdSchema', () => {
  it('takes slugs and lower-case UUIDs', () => {
    expect(contentIdSchema.parse('xarelto-episodio-1')).toBe('xarelto-episodio-1');
    expect(contentIdSchema.parse('6f1c2d3e-4b5a-4c6d-8e7f-901234567890')).toBe(
      '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
    );
  });

  it('refuses upper case, path characters, double hyphens and long ids with keys', () => {
    for (const bad of ['Xarelto', '../etc', 'a--b', '-a', 'a b', 'ñandú'])
      expect(messagesOf(contentIdSchema, bad)).toEqual([': validation.contentId.invalid']);
    expect(messagesOf(contentIdSchema, 'a'.repeat(81))).toEqual([': validation.tooLong']);
    expect(messagesOf(contentIdSchema, undefined)).toEqual([': validation.required']);
  });
});

describe('contentItemSchema', () => {
  it('accepts an item with every spec §3 field', () => {
    expect(contentItemSchema.parse(item)).toEqual(item);
  });

  it('refuses an unknown mainCluster, a script URL, more correct answers than questions', () => {
    expect(
      messagesOf(contentItemSchema, {
        ...item,
        mainCluster: 'to_dance',
        medicineInsert: 'javascript:alert(1)',
      }),
    ).toEqual([
      'mainCluster: validation.mainCluster.invalid',
      'medicineInsert: validation.mediaUrl.invalid',
    ]);
    expect(messagesOf(contentItemSchema, { ...item, minCorrectQuestions: 11 })).toEqual([
      'minCorrectQuestions: validation.invalid',
    ]);
  });

  it('refuses protocol-relative media URLs', () => {
    expect(
      contentItemSchema.safeParse({ ...item, medicineInsert: '//evil.example/x.pdf' }).success,
    ).toBe(false);
  });

  it('a failed fetch is an empty object with the status (spec §8)', () => {
    expect(failedContentSchema.parse({ responseStatus: 404 })).toEqual({ responseStatus: 404 });
  });
});

describe('tags', () => {
  it('label the four media clusters and no other', () => {
    expect(contentTagLabelKey('to_see')).toBe('content.tags.video');
    expect(contentTagLabelKey('to_read')).toBe('content.tags.text');
    expect(contentTagLabelKey('to_listen')).toBe('content.tags.audio');
    expect(contentTagLabelKey('to_see_to_listen')).toBe('content.tags.audioVideo');
    expect(mainClusters.filter((cluster) => contentTagLabelKey(cluster))).toHaveLength(4);
  });
});

describe('thumbnails', () => {
  it('has the eight spec types', () => {
    expect([...thumbnailTypes].sort()).toEqual(
      ['cluster', 'episode', 'outdoor', 'podcast', 'preview', 'seeLater', 'top10', 'video'].sort(),
    );
    expect(thumbnailSchema.safeParse({ ...thumbnail, type: 'poster' }).success).toBe(false);
  });

  it('makes a variant by replacing the type word, keeping the query', () => {
    expect(thumbnailVariant('/media/demo/cardiology-1.cluster.svg', 'cluster', 'top10')).toBe(
      '/media/demo/cardiology-1.top10.svg',
    );
    expect(
      thumbnailVariant(
        'https://cdn.example/video/oncology-2.video.svg?sig=video.',
        'video',
        'seeLater',
      ),
    ).toBe('https://cdn.example/video/oncology-2.seeLater.svg?sig=video.');
    expect(thumbnailVariant('/m/a.podcast.svg', 'cluster', 'top10')).toBe('/m/a.podcast.svg');
  });

  it('does not replace the word inside another word', () => {
    expect(thumbnailVariant('/m/myvideo.png', 'video', 'episode')).toBe('/m/myvideo.png');
  });

  it('banner thumbnails swap outdoor. for preview.', () => {
    expect(bannerPreviewUrl('/media/demo/hematology-1.outdoor.svg')).toBe(
      '/media/demo/hematology-1.preview.svg',
    );
  });
});

describe('clusterContainerSchema', () => {
  it('accepts a home with rows and banners', () => {
    const banner = bannerSchema.parse({
      id: 'banner-1',
      title: 'Novedades',
      mainCluster: 'to_see',
      synopsis: '',
      thumbnail: { ...thumbnail, type: 'outdoor', url: '/media/demo/oncology-1.outdoor.svg' },
      contentId: 'novedades-del-mes',
    });
    const home = {
      id: 'home',
      clusters: [{ id: 'top10', items: [] }],
      outdoor: banner,
      outdoors: [banner],
      companyServiceCall: null,
      next: 'MTA',
    };
    expect(clusterContainerSchema.parse(home)).toEqual(home);
  });
});

describe('queries', () => {
  it('cluster subclusters are a comma list, deduplicated; unknown names are refused', () => {
    expect(clusterQuerySchema.parse({ subclusters: 'top10, novelty,top10,' })).toEqual({
      subclusters: ['top10', 'novelty'],
    });
    expect(clusterQuerySchema.parse({})).toEqual({ subclusters: [] });
    expect(messagesOf(clusterQuerySchema, { subclusters: 'top10,latest' })).toEqual([
      'subclusters.1: validation.subcluster.invalid',
    ]);
    expect(messagesOf(clusterQuerySchema, { next: 'a b' })).toEqual([
      'next: validation.cursor.invalid',
    ]);
  });

  it('contents log the access unless logContentAccess=false', () => {
    expect(contentQuerySchema.parse({})).toEqual({ logContentAccess: true });
    expect(contentQuerySchema.parse({ logContentAccess: 'false' })).toEqual({
      logContentAccess: false,
    });
    expect(messagesOf(contentQuerySchema, { logContentAccess: 'no' })).toEqual([
      'logContentAccess: validation.boolean',
    ]);
  });

  it('public contents need a well-formed token', () => {
    expect(publicContentQuerySchema.safeParse({ token: 'aGVhZA.cGF5bG9hZA.c2ln' }).success).toBe(
      true,
    );
    expect(messagesOf(publicContentQuerySchema, {})).toEqual(['token: validation.required']);
    expect(messagesOf(publicContentQuerySchema, { token: 'a b<' })).toEqual([
      'token: validation.token.invalid',
    ]);
  });

  it('search trims q, limits it to 200 characters and reads from as an offset', () => {
    expect(searchQuerySchema.parse({ q: '  cardiología ' })).toEqual({ q: 'cardiología', from: 0 });
    expect(searchQuerySchema.parse({ q: 'ojo', from: '20' })).toEqual({ q: 'ojo', from: 20 });
    expect(messagesOf(searchQuerySchema, { q: '   ', from: '-1' })).toEqual([
      'from: validation.offset.invalid',
      'q: validation.required',
    ]);
    expect(messagesOf(searchQuerySchema, { q: 'x'.repeat(201), from: '1.5' })).toEqual([
      'from: validation.offset.invalid',
      'q: validation.tooLong',
    ]);
    expect(messagesOf(searchQuerySchema, { q: 'x', from: '10001' })).toEqual([
      'from: validation.offset.tooLarge',
    ]);
    expect(searchResponseSchema.parse({ items: [] })).toEqual({ items: [] });
  });

  it('accept-terms body and user-access query', () => {
    expect(
      acceptTermsBodySchema.parse({
        contentId: 'xarelto',
        name: ' José Núñez ',
        registerNumber: '123',
      }),
    ).toEqual({ contentId: 'xarelto', name: 'José Núñez', registerNumber: '123' });
    expect(
      messagesOf(acceptTermsBodySchema, {
        contentId: 'X',
        name: 'n'.repeat(101),
        registerNumber: '',
        userId: 'me',
      }),
    ).toEqual([
      'contentId: validation.contentId.invalid',
      'name: validation.tooLong',
      'registerNumber: validation.required',
      'userId: validation.invalid',
    ]);
    expect(messagesOf(acceptTermsBodySchema, null)).toEqual([': validation.invalid']);
    expect(messagesOf(userAccessQuerySchema, { contentId: 'a' })).toEqual([
      'token: validation.required',
    ]);
    expect(
      userAccessQuerySchema.parse({ contentId: 'a', token: 'x.y.z', registerNumber: ' ' }),
    ).toEqual({ contentId: 'a', token: 'x.y.z' });
  });

  it('saved items name one content', () => {
    expect(savedItemRequestSchema.parse({ contentId: 'a-1' })).toEqual({ contentId: 'a-1' });
    expect(messagesOf(savedItemRequestSchema, {})).toEqual(['contentId: validation.required']);
  });

  it('every message is a listed translation key', () => {
    const listed = new Set<string>(Object.values(validationMessages));
    for (const key of [
      'validation.contentId.invalid',
      'validation.mediaUrl.invalid',
      'validation.token.invalid',
      'validation.cursor.invalid',
      'validation.mainCluster.invalid',
      'validation.subcluster.invalid',
      'validation.offset.invalid',
      'validation.offset.tooLarge',
    ])
      expect(listed.has(key)).toBe(true);
  });
});
