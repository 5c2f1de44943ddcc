import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterContainerSchema,
  contentItemSchema,
  contentProblemCodes,
  mediaProblemCodes,
  type ContentItem,
} from '@pulso/contracts/content';
import { MEDIA_CACHE_CONTROL } from '../../platform/media/media.ts';
import { problemCode } from '../users/testing/api-client.ts';
import { issueContentToken, loadContentTokenSecret } from './content-token.ts';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app.ts';
import { fixtureEntry, type FixtureItem } from './testing/content-fixtures.ts';

describe('media access', () => {
  const DECK = '/media/demo/slides-speaker-training-comunicacao-cientifica-eficaz.pdf';
  const SPEAKER_THUMBNAIL = '/media/demo/oncology-2.cluster.svg';
  const EXCLUSIVE_VIDEO = '/media/demo/demo-video.mp4';
  const DOCTOR_PDF = '/media/demo/prospecto-xarelto.pdf';
  const INSERT = '/media/demo/bula-eylia.pdf';
  const PUBLIC_THUMBNAIL = '/media/demo/cardiology-1.cluster.svg';

  let t: ContentTestApp;
  let doctor: string;
  let speaker: string;

  /** A fixture item with media: `change` sets the fields the fixture leaves at their defaults. */
  function entryWith(spec: FixtureItem, change: Partial<ContentItem>) {
    const entry = fixtureEntry(spec);
    return { ...entry, item: { ...entry.item, ...change } };
  }

  beforeAll(async () => {
    t = await buildContentTestApp({ MEDIA_URL_TTL: '2h' });
    await t.store({
      entries: [
        entryWith(
          { id: 'br-speaker', isSpeakerTraining: true, mainCluster: 'to_training' },
          {
            speakerTrainingSlideDeck: DECK,
            content: { kind: 'video', url: '/media/demo/demo-video.webm', mimeType: 'video/webm' },
            thumbnail: {
              id: 'br-speaker-thumb',
              url: SPEAKER_THUMBNAIL,
              expires: null,
              type: 'cluster',
              urlPdf: null,
            },
          },
        ),
        entryWith(
          { id: 'br-exclusive', exclusive: true, mainCluster: 'to_see' },
          { content: { kind: 'video', url: EXCLUSIVE_VIDEO, mimeType: 'video/mp4' } },
        ),
        entryWith(
          { id: 'br-product', mainCluster: 'to_product', product: 'xarelto' },
          { content: { kind: 'pdf', url: DOCTOR_PDF }, medicineInsert: INSERT },
        ),
      ],
    });
    doctor = await t.signIn('demo-br');
    speaker = await t.signIn('speaker-br');
  });
  afterAll(() => t.close());

  const load = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function contentOf(id: string, token: string): Promise<ContentItem> {
    const response = await t.api.get(`/api/contents/${id}?logContentAccess=false`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return contentItemSchema.parse(response.json());
  }

  function expectSigned(url: string | null | undefined, path: string): string {
    expect(url).toMatch(
      new RegExp(`^${path.replace(/\./g, '\\.')}\\?exp=\\d+(&v=1)?&sig=[\\w-]+$`),
    );
    return url as string;
  }

  async function expectLoadsPrivately(url: string) {
    const response = await load(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toMatch(/^private, max-age=\d+$/);
    expect(Number(String(response.headers['cache-control']).split('=')[1])).toBeLessThanOrEqual(
      2 * 3_600,
    );
  }

  describe('files of items that need a session', () => {
    it('are refused to anyone at their bare path (speaker deck, exclusive video, doctor PDFs)', async () => {
      for (const path of [DECK, SPEAKER_THUMBNAIL, EXCLUSIVE_VIDEO, DOCTOR_PDF, INSERT]) {
        const response = await load(path, { range: 'bytes=0-99' });
        expect(response.statusCode, path).toBe(403);
        expect(problemCode(response), path).toBe(mediaProblemCodes.signatureRequired);
      }
    });

    it("load through the signed URLs of a speaker's content answer, ranges included", async () => {
      const item = await contentOf('br-speaker', speaker);
      const deck = expectSigned(item.speakerTrainingSlideDeck, DECK);
      await expectLoadsPrivately(deck);

      const video = expectSigned(
        item.content?.kind === 'video' ? item.content.url : null,
        '/media/demo/demo-video.webm',
      );
      const range = await load(video, { range: 'bytes=100-199' });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
      expect(range.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

      // The speaker-training thumbnail is signed for all its variants, with its expiry.
      const thumbnail = expectSigned(item.thumbnail?.url, SPEAKER_THUMBNAIL);
      expect(Date.parse(item.thumbnail?.expires ?? '')).toBeGreaterThan(
        Date.now() + 2 * 3_600_000 - 60_000,
      );
      await expectLoadsPrivately(thumbnail.replace('.cluster.', '.top10.'));
    });

    it('give a doctor who is not a speaker no URL of the deck', async () => {
      const response = await t.api.get('/api/contents/br-speaker', { token: doctor });
      expect(response.statusCode).toBe(403);
      expect(problemCode(response)).toBe(contentProblemCodes.speakerTrainingRequired);
      expect(response.body).not.toContain('slides-speaker-training');
      const home = await t.api.get('/api/clusters/home', { token: doctor });
      expect(home.body).not.toContain('oncology-2');
    });

    it("load through a doctor's answers: the exclusive video and the product's PDF and insert", async () => {
      const exclusive = await contentOf('br-exclusive', doctor);
      const video = expectSigned(
        exclusive.content?.kind === 'video' ? exclusive.content.url : null,
        EXCLUSIVE_VIDEO,
      );
      await expectLoadsPrivately(video);
      const range = await load(video, { range: 'bytes=0-9' });
      expect(range.statusCode).toBe(206);

      const product = await contentOf('br-product', doctor);
      await expectLoadsPrivately(
        expectSigned(product.content?.kind === 'pdf' ? product.content.url : null, DOCTOR_PDF),
      );
      await expectLoadsPrivately(expectSigned(product.medicineInsert, INSERT));
      // Its card thumbnail is public: it stays a bare, cacheable path.
      expect(product.thumbnail?.url).toBe(PUBLIC_THUMBNAIL);
      expect(product.thumbnail?.expires).toBeNull();

      // Not bound to the reader: another reader is handed the same URL (caches keep working).
      const again = await contentOf('br-exclusive', speaker);
      expect(again.content).toEqual(exclusive.content);
    });

    it("sign the speaker row's card thumbnails on a speaker's home", async () => {
      const response = await t.api.get('/api/clusters/home?subclusters=speakertraining', {
        token: speaker,
      });
      const home = clusterContainerSchema.parse(response.json());
      const card = home.clusters[0]?.items.find((item) => item.id === 'br-speaker');
      await expectLoadsPrivately(expectSigned(card?.thumbnail?.url, SPEAKER_THUMBNAIL));
    });

    it('open within a token link, never past its expiry', async () => {
      const secret = await loadContentTokenSecret(t.app.database.db, t.config);
      const { token, claims } = await issueContentToken(secret, {
        contentId: 'br-exclusive',
        country: 'br',
        validForSeconds: 600,
      });
      const accepted = await t.api.post(
        `/api/public/acceptTerms?token=${token}`,
        { contentId: 'br-exclusive', name: 'Joana Teste', registerNumber: '123456/SP' },
        { country: 'br' },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const response = await t.api.get(`/api/public/contents/br-exclusive?token=${token}`, {
        country: 'br',
      });
      const item = contentItemSchema.parse(response.json());
      const video = expectSigned(
        item.content?.kind === 'video' ? item.content.url : null,
        EXCLUSIVE_VIDEO,
      );
      const expiry = Number(new URL(video, 'http://x').searchParams.get('exp'));
      expect(expiry).toBeLessThanOrEqual(claims.expiresAt.getTime() / 1000);
      expect((await load(video, { range: 'bytes=0-9' })).statusCode).toBe(206);
    });
  });

  describe('public files', () => {
    it("keep the landing's thumbnails bare and cacheable by anyone", async () => {
      const response = await t.api.get('/api/clusters/landing', { country: 'br' });
      const landing = clusterContainerSchema.parse(response.json());
      const urls = landing.clusters.flatMap((row) => row.items.map((card) => card.thumbnail?.url));
      expect(urls).toContain(PUBLIC_THUMBNAIL);
      expect(urls).not.toContain(SPEAKER_THUMBNAIL);
      for (const url of [PUBLIC_THUMBNAIL, PUBLIC_THUMBNAIL.replace('.cluster.', '.top10.')]) {
        const file = await load(url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      }
    });
  });
});
