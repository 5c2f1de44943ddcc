import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  bannerPreviewUrl,
  bannerSchema,
  contentItemSchema,
  mainClusters,
  thumbnailTypes,
  thumbnailVariant,
  type ContentBody,
  type Episode,
  type Thumbnail,
} from '@pulso/contracts/content';
import {
  countryCodes,
  isCountryCode,
  regionalGroupOf,
  type CountryCode,
} from '@pulso/contracts/country';
import { specialtyAreas } from '@pulso/contracts/labels';
import type { CatalogueEntry, ContentAudience } from '../catalogue-entry.ts';
import { demoBanners, demoCatalogue } from './demo-catalogue.ts';
import { DEMO_HTML_TAGS, plainText } from './html.ts';
import { demoProductNames } from './products.ts';

/** apps/api: `/media/demo/x.svg` is the file apps/api/media/demo/x.svg. */
const apiRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The countries an audience reaches (regional groups expanded). */
function countriesOf(audience: ContentAudience): Set<CountryCode> {
  return new Set(
    audience.flatMap((who) =>
      isCountryCode(who) ? [who] : countryCodes.filter((code) => regionalGroupOf[code] === who),
    ),
  );
}

const items = demoCatalogue.map((entry) => entry.item);
const byLanguage = (language: CatalogueEntry['language']) =>
  demoCatalogue.filter((entry) => entry.language === language);
const visibleIn = (country: CountryCode) =>
  demoCatalogue.filter((entry) => countriesOf(entry.audience).has(country));

const allEpisodes = (item: CatalogueEntry['item']): Episode[] => [
  ...item.episodes,
  ...item.seasons.flatMap((season) => season.episodes),
  ...item.lessons,
];

const bodiesOf = (item: CatalogueEntry['item']): ContentBody[] =>
  [item.content, item.preview, ...allEpisodes(item).map((episode) => episode.content)].filter(
    (body): body is ContentBody => body !== null,
  );

const thumbnailsOf = (item: CatalogueEntry['item']): Thumbnail[] =>
  [
    item.thumbnail,
    ...allEpisodes(item).map((episode) => episode.thumbnail),
    ...item.planners.map((planner) => planner.thumbnail),
  ].filter((thumb): thumb is Thumbnail => thumb !== null);

/** Every string anywhere in a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const htmlOf = (item: CatalogueEntry['item']): string[] => [
  ...bodiesOf(item).flatMap((body) => (body.kind === 'html' ? [body.html] : [])),
  ...[item.additionalInformation, item.examTerms, item.examInstructions].filter(
    (html): html is string => html !== null,
  ),
];

describe('demo catalogue', () => {
  it('titles courses without a "Curso:" prefix (the screens label them already)', () => {
    const courses = items.filter((item) => item.mainCluster === 'to_training');
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(course.title, course.id).not.toMatch(/^(Curso|Course)\b/i);
  });

  it('holds at least 80 items, each a valid content item as the API answers it', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(80);
    for (const { item } of demoCatalogue) {
      const answered = {
        ...item,
        isSaved: false,
        trainingAcceptedTerms: false,
        trainingUserCertificate: null,
      };
      const parsed = contentItemSchema.safeParse(answered);
      expect(parsed.error?.issues ?? [], item.id).toEqual([]);
      // Nothing unknown (stripped) and nothing rewritten by the schema.
      expect(parsed.data, item.id).toEqual(answered);
    }
  });

  it('gives every item, part, thumbnail and banner its own id', () => {
    const ids = [
      ...items.flatMap((item) => [
        item.id,
        ...allEpisodes(item).map((episode) => episode.id),
        ...item.seasons.map((season) => season.id),
        ...item.planners.map((planner) => planner.id),
        ...thumbnailsOf(item).map((thumb) => thumb.id),
      ]),
      ...demoBanners.flatMap(({ banner }) => [banner.id, banner.thumbnail.id]),
    ];
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it('uses only media files that exist, with every thumbnail variant present', () => {
    const urls = [...stringsIn(demoCatalogue), ...stringsIn(demoBanners)].filter((text) =>
      /^(\/|https?:)/.test(text),
    );
    const media = urls.filter((url) => url.startsWith('/media/demo/'));
    expect(media.length).toBeGreaterThan(100);
    for (const url of media) expect(existsSync(apiRoot + url.slice(1)), url).toBe(true);
    // Anything else is an online meeting on a reserved example host.
    for (const url of urls.filter((text) => !text.startsWith('/media/demo/'))) {
      expect(url).toMatch(/^https:\/\/[a-z.]+\.example\//);
    }

    const thumbnails = [
      ...items.flatMap(thumbnailsOf),
      ...demoBanners.map(({ banner }) => banner.thumbnail),
    ];
    for (const thumb of thumbnails) {
      expect(thumb.url, thumb.id).toContain(`.${thumb.type}.`);
      for (const type of thumbnailTypes) {
        const variant = thumbnailVariant(thumb.url, thumb.type, type);
        expect(existsSync(apiRoot + variant.slice(1)), variant).toBe(true);
      }
    }
    for (const { banner } of demoBanners) {
      expect(banner.thumbnail.type).toBe('outdoor');
      expect(bannerPreviewUrl(banner.thumbnail.url)).toMatch(/\.preview\.svg$/);
    }
  });

  it('plays media whose type matches the file, audio in the item language', () => {
    for (const entry of demoCatalogue) {
      for (const body of bodiesOf(entry.item)) {
        if (body.kind === 'video') {
          expect(body.url.slice(body.url.lastIndexOf('.') + 1)).toBe(body.mimeType.slice(6));
        }
        if (body.kind === 'audio') {
          expect(body.url).toMatch(new RegExp(`/intro-${entry.language}\\.(ogg|mp3)$`));
          expect(body.mimeType).toBe(body.url.endsWith('.ogg') ? 'audio/ogg' : 'audio/mpeg');
        }
        if (body.kind === 'pdf') expect(body.url).toMatch(/\.pdf$/);
        if (body.kind === 'event') {
          expect(Date.parse(body.startsAt)).toBeGreaterThan(Date.parse(entry.item.publishDate));
        }
      }
    }
  });

  it('covers every cluster and specialty area in both languages', () => {
    for (const language of ['es', 'pt-br'] as const) {
      const entries = byLanguage(language);
      expect(entries.length, language).toBeGreaterThanOrEqual(40);
      expect(new Set(entries.map((entry) => entry.item.mainCluster)), language).toEqual(
        new Set(mainClusters),
      );
      expect(new Set(entries.map((entry) => entry.item.categoryId)), language).toEqual(
        new Set(specialtyAreas),
      );
    }
  });

  it('speaks Portuguese to Brazil and Spanish to the other six countries', () => {
    for (const entry of demoCatalogue) {
      const countries = [...countriesOf(entry.audience)];
      expect(countries.length, entry.item.id).toBeGreaterThan(0);
      for (const country of countries) {
        expect(country === 'br' ? 'pt-br' : 'es', entry.item.id).toBe(entry.language);
      }
    }
  });

  it('gives every country a full home: products, courses, exclusive and unbranded items', () => {
    for (const country of countryCodes) {
      const entries = visibleIn(country);
      expect(entries.length, country).toBeGreaterThanOrEqual(25);
      const clusters = new Set(entries.map((entry) => entry.item.mainCluster));
      for (const cluster of ['to_product', 'to_training', 'to_read', 'to_see', 'to_listen'])
        expect(clusters.has(cluster as never), `${country} ${cluster}`).toBe(true);
      expect(
        entries.some((entry) => entry.exclusive),
        country,
      ).toBe(true);
      expect(
        entries.some((entry) => !entry.item.isCompanyContent),
        country,
      ).toBe(true);
      expect(
        entries.some((entry) => entry.item.isSpeakerTraining),
        country,
      ).toBe(true);
    }
  });

  it('has every kind of content structure and body', () => {
    const has = (test: (item: CatalogueEntry['item']) => boolean) => items.some(test);
    expect(has((item) => item.episodes.length > 1)).toBe(true);
    expect(has((item) => item.seasons.length > 1 && item.seasons[0]!.episodes.length > 1)).toBe(
      true,
    );
    expect(has((item) => item.lessons.length > 1)).toBe(true);
    expect(has((item) => item.planners.length > 0)).toBe(true);
    expect(has((item) => item.preview !== null)).toBe(true);
    expect(has((item) => item.isMedInfoContent)).toBe(true);
    const kinds = new Set(items.flatMap(bodiesOf).map((body) => body.kind));
    expect(kinds).toEqual(new Set(['html', 'video', 'audio', 'pdf', 'event']));
    const mimeTypes = new Set(
      items.flatMap(bodiesOf).flatMap((body) => ('mimeType' in body ? [body.mimeType] : [])),
    );
    expect(mimeTypes).toEqual(new Set(['video/webm', 'video/mp4', 'audio/ogg', 'audio/mpeg']));
  });

  it('gives a text of its own no duration, whatever its cluster (no "Duração: 1 min")', () => {
    const texts = items.filter(
      (item) => item.content?.kind === 'html' && allEpisodes(item).length === 0,
    );
    expect(texts.some((item) => item.mainCluster === 'to_home')).toBe(true);
    expect(texts.filter((item) => item.duration !== null).map((item) => item.id)).toEqual([]);
  });

  it('names products after spec §9, with insert, notes and approval code', () => {
    const products = demoCatalogue.filter((entry) => entry.item.mainCluster === 'to_product');
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const { item, product } of products) {
      expect(product, item.id).toMatch(/^[a-z0-9-]+$/);
      expect(item.title).toContain(demoProductNames[product as keyof typeof demoProductNames]);
      expect(item.additionalInformation, item.id).not.toBeNull();
      expect(item.cfApprovalCode, item.id).toMatch(/^DEMO-[A-Z]+-20\d\d-\d{4}$/);
    }
    const withInsert = products.filter((entry) => entry.item.medicineInsert !== null);
    expect(new Set(withInsert.map((entry) => entry.language))).toEqual(new Set(['es', 'pt-br']));
    for (const { item } of withInsert) expect(item.thumbnail?.urlPdf).toBe(item.medicineInsert);
  });

  it('ties exclusive content to a product its countries can open', () => {
    for (const entry of demoCatalogue) {
      if (entry.product !== null) {
        expect(entry.item.mainCluster === 'to_product' || entry.exclusive, entry.item.id).toBe(
          true,
        );
      }
    }
    const exclusive = demoCatalogue.filter((entry) => entry.exclusive);
    for (const language of ['es', 'pt-br'] as const) {
      const own = exclusive.filter((entry) => entry.language === language);
      expect(own.some((entry) => entry.product === null)).toBe(true);
      expect(own.some((entry) => entry.product !== null)).toBe(true);
    }
    for (const entry of exclusive.filter((candidate) => candidate.product !== null)) {
      const page = demoCatalogue.find(
        (candidate) =>
          candidate.item.mainCluster === 'to_product' &&
          candidate.product === entry.product &&
          candidate.language === entry.language,
      );
      expect(page, entry.item.id).toBeDefined();
      const pageCountries = countriesOf(page!.audience);
      for (const country of countriesOf(entry.audience)) {
        expect(pageCountries.has(country), `${entry.item.id} ${country}`).toBe(true);
      }
    }
  });

  it('sets the exam fields of every online course', () => {
    const trainings = items.filter((item) => item.mainCluster === 'to_training');
    expect(trainings.length).toBeGreaterThanOrEqual(8);
    for (const item of trainings) {
      expect(item.lessons.length, item.id).toBeGreaterThan(1);
      expect(item.examTerms, item.id).toMatch(/\w/);
      expect(item.examInstructions, item.id).toMatch(/\w/);
      expect(item.examDuration, item.id).toBeGreaterThan(0);
      expect(item.examDurationMode, item.id).not.toBeNull();
      expect(item.minCorrectQuestions, item.id).toBeGreaterThan(0);
      expect(item.minCorrectQuestions!, item.id).toBeLessThanOrEqual(item.totalQuestions!);
    }
    expect(new Set(trainings.map((item) => item.examDurationMode))).toEqual(
      new Set(['total', 'perQuestion']),
    );
  });

  it('gives every country banners, some of them public, that open an item it sees', () => {
    for (const { banner, contentId } of demoBanners)
      expect(bannerSchema.parse({ ...banner, contentId })).toEqual({ ...banner, contentId });
    for (const country of countryCodes) {
      const own = demoBanners.filter((entry) => countriesOf(entry.audience).has(country));
      expect(own.length, country).toBeGreaterThan(1);
      expect(
        own.some((entry) => entry.isPublic),
        country,
      ).toBe(true);
    }
    for (const entry of demoBanners) {
      const target = demoCatalogue.find((candidate) => candidate.item.id === entry.contentId);
      expect(target, entry.banner.id).toBeDefined();
      expect(target!.language).toBe(entry.language);
      expect(entry.banner.mainCluster).toBe(target!.item.mainCluster);
      const seen = countriesOf(target!.audience);
      for (const country of countriesOf(entry.audience)) {
        expect(seen.has(country), `${entry.banner.id} ${country}`).toBe(true);
      }
    }
  });

  it('searches the body text and part titles, with accents to match', () => {
    for (const { item, searchText } of demoCatalogue) {
      if (item.content?.kind === 'html') expect(searchText).toContain(plainText(item.content.html));
      for (const episode of allEpisodes(item)) expect(searchText).toContain(episode.title);
    }
    const textOf = (language: 'es' | 'pt-br') =>
      byLanguage(language)
        .map((entry) => `${entry.item.title} ${entry.item.synopsis} ${entry.searchText}`)
        .join(' ')
        .toLowerCase();
    for (const word of ['cardiología', 'insuficiencia', 'oftalmología', 'anticoagulación']) {
      expect(textOf('es')).toContain(word);
    }
    for (const word of ['hipertensão', 'diabetes', 'pneumologia', 'anticoagulação']) {
      expect(textOf('pt-br')).toContain(word);
    }
  });

  it('publishes over 2025 and 2026, in simple HTML', () => {
    const allowed = new Set<string>(DEMO_HTML_TAGS);
    for (const item of items) {
      expect(item.publishDate >= '2025-01-01' && item.publishDate < '2026-11-21', item.id).toBe(
        true,
      );
      for (const html of htmlOf(item)) {
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]!);
        expect(
          tags.filter((tag) => !allowed.has(tag)),
          item.id,
        ).toEqual([]);
      }
    }
    const years = new Set(items.map((item) => item.publishDate.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026']));
  });

  it('gives every speaker training its own slide deck, titled as the training', async () => {
    const speakers = items.filter((item) => item.isSpeakerTraining);
    expect(speakers.length).toBeGreaterThanOrEqual(6);
    const decks = speakers.map((item) => item.speakerTrainingSlideDeck);
    expect(new Set(decks).size).toBe(speakers.length);
    for (const item of speakers) {
      const deck = item.speakerTrainingSlideDeck!;
      const pdf = await PDFDocument.load(readFileSync(apiRoot + deck.slice(1)));
      expect(pdf.getTitle(), deck).toBe(item.title);
      expect(coverText(pdf), deck).toContain(item.title);
    }
  });
});

/** The text drawn on a deck's cover (pdf-lib writes each line as a WinAnsi hex string). */
function coverText(pdf: PDFDocument): string {
  const contents = pdf.getPage(0).node.Contents();
  const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
  const source = parts
    .map((part) => (part instanceof PDFRef ? pdf.context.lookup(part) : part))
    .filter((part) => part instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  return [...source.matchAll(/<([0-9A-Fa-f]+)> Tj/g)]
    .map(([, hex]) => new TextDecoder('windows-1252').decode(Buffer.from(hex!, 'hex')))
    .join('\n');
}
