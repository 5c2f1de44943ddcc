import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterContainerSchema,
  contentItemSchema,
  savedItemResponseSchema,
  savedItemsResponseSchema,
  searchResponseSchema,
} from '@pulso/contracts/content';
import { problemSchema } from '@pulso/contracts/problem';
import { contentAccesses } from '../../db/schema/content.ts';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { CatalogueEntryError } from './catalogue-store.ts';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app.ts';
import { fixtureEntry } from './testing/content-fixtures.ts';

describe('contents', () => {
  let t: ContentTestApp;
  let brazil: string;
  let mexico: string;
  let speaker: string;

  beforeAll(async () => {
    t = await buildContentTestApp();
    await t.store({
      entries: [
        fixtureEntry({
          id: 'br-video',
          title: 'Insuficiência cardíaca',
          mainCluster: 'to_see',
          daysOld: 3,
          html: '<p onclick="steal()">Texto <strong>forte</strong><script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.org" target="_blank">y</a></p>',
        }),
        fixtureEntry({ id: 'br-text', daysOld: 1 }),
        fixtureEntry({ id: 'br-speaker', isSpeakerTraining: true }),
        fixtureEntry({ id: 'mx-text', audience: ['MEXICO'] }),
        fixtureEntry({ id: 'latam-text', audience: ['MEXICO', 'BRASIL'], daysOld: 2 }),
      ],
    });
    brazil = await t.signIn('demo-br');
    mexico = await t.signIn('demo-mx');
    speaker = await t.signIn('speaker-br');
  });
  afterAll(() => t.close());

  const accessesOf = async (contentId: string, via: 'session' | 'token' = 'session') =>
    (
      await t.app.database.db
        .select({ userId: contentAccesses.userId, country: contentAccesses.country })
        .from(contentAccesses)
        .where(and(eq(contentAccesses.contentId, contentId), eq(contentAccesses.via, via)))
    ).length;

  describe('GET /api/contents/:id', () => {
    it('answers every field of the item, its HTML sanitised when it was stored', async () => {
      const response = await t.api.get('/api/contents/br-video', { token: brazil });
      expect(response.statusCode).toBe(200);
      const item = contentItemSchema.strict().parse(response.json());
      expect(item).toMatchObject({
        id: 'br-video',
        title: 'Insuficiência cardíaca',
        mainCluster: 'to_see',
        isSaved: false,
        trainingAcceptedTerms: false,
        trainingUserCertificate: null,
        episodes: [],
        seasons: [],
      });
      expect(item.content).toEqual({
        kind: 'html',
        html: '<p>Texto <strong>forte</strong> <a>x</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">y</a></p>',
      });
    });

    it('records nothing when read, whatever logContentAccess says; a bad flag is a 400', async () => {
      const before = await accessesOf('br-text');
      expect((await t.api.get('/api/contents/br-text', { token: brazil })).statusCode).toBe(200);
      const flagged = await t.api.get('/api/contents/br-text?logContentAccess=true', {
        token: brazil,
      });
      expect(flagged.statusCode).toBe(200);
      const unlogged = await t.api.get('/api/contents/br-text?logContentAccess=false', {
        token: brazil,
      });
      expect(unlogged.statusCode).toBe(200);
      expect(await accessesOf('br-text')).toBe(before);
      const bad = await t.api.get('/api/contents/br-text?logContentAccess=no', { token: brazil });
      expect(bad.statusCode).toBe(400);
      expect(fieldProblems(bad)).toEqual(['query.logContentAccess: validation.boolean']);
    });

    it('records an opening (POST views) once per doctor, item and day, however often it is sent', async () => {
      const before = await accessesOf('latam-text');
      for (const token of [brazil, brazil, brazil]) {
        const opened = await t.api.post('/api/contents/latam-text/views', undefined, { token });
        expect(opened.statusCode).toBe(204);
        expect(opened.body).toBe('');
      }
      expect(await accessesOf('latam-text')).toBe(before + 1);
      // Another doctor's opening is another reader.
      await t.api.post('/api/contents/latam-text/views', undefined, { token: mexico });
      expect(await accessesOf('latam-text')).toBe(before + 2);
    });

    it("answers another country's item exactly as an unknown one (404)", async () => {
      const other = await t.api.get('/api/contents/br-text', { token: mexico });
      const unknown = await t.api.get('/api/contents/no-such-item', { token: mexico });
      for (const response of [other, unknown]) {
        expect(response.statusCode).toBe(404);
        expect(problemCode(response)).toBe('content.not_found');
      }
      const { requestId: _a, instance: _b, ...otherBody } = problemSchema.parse(other.json());
      const { requestId: _c, instance: _d, ...unknownBody } = problemSchema.parse(unknown.json());
      expect(otherBody).toEqual(unknownBody);
      // An item of a regional list is seen in each of its countries.
      expect((await t.api.get('/api/contents/latam-text', { token: mexico })).statusCode).toBe(200);
      expect((await t.api.get('/api/contents/mx-text', { token: mexico })).statusCode).toBe(200);
    });

    it('refuses ids that are not slugs with a 400 naming the id', async () => {
      for (const id of ['BR-text', 'x'.repeat(81), 'br_text', 'br--text']) {
        const response = await t.api.get(`/api/contents/${id}`, { token: brazil });
        expect(response.statusCode, id).toBe(400);
        expect(fieldProblems(response)[0]).toMatch(
          /^params\.id: validation\.(contentId\.invalid|tooLong)$/,
        );
      }
    });

    it('answers 403 for a speaker-training item without the permission, 401 without a session', async () => {
      const doctor = await t.api.get('/api/contents/br-speaker', { token: brazil });
      expect(doctor.statusCode).toBe(403);
      expect(problemCode(doctor)).toBe('content.speaker_training_required');
      expect((await t.api.get('/api/contents/br-speaker', { token: speaker })).statusCode).toBe(
        200,
      );
      const anonymous = await t.api.get('/api/contents/br-text', { country: 'br' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('saved items (see later)', () => {
    const save = (contentId: string, token: string) =>
      t.api.post('/api/saved', { contentId }, { token });
    const unsave = (contentId: string, token: string) =>
      t.api.delete(`/api/saved/${contentId}`, { token });
    const savedIds = async (token: string) => {
      const response = await t.api.get('/api/saved', { token });
      expect(response.statusCode).toBe(200);
      const list = savedItemsResponseSchema.parse(response.json());
      expect(list.items.every((card) => card.isSaved)).toBe(true);
      return list.items.map((card) => card.id);
    };

    it('adds and removes idempotently, newest saved first, and marks the cards everywhere', async () => {
      for (const id of ['br-text', 'br-video', 'br-video']) {
        const response = await save(id, brazil);
        expect(response.statusCode).toBe(200);
        expect(savedItemResponseSchema.parse(response.json())).toEqual({
          contentId: id,
          isSaved: true,
        });
      }
      expect(await savedIds(brazil)).toEqual(['br-video', 'br-text']);

      const item = await t.api.get('/api/contents/br-video?logContentAccess=false', {
        token: brazil,
      });
      expect(contentItemSchema.parse(item.json()).isSaved).toBe(true);
      const home = clusterContainerSchema.parse(
        (await t.api.get('/api/clusters/home?subclusters=novelty', { token: brazil })).json(),
      );
      const novelty = home.clusters[0]?.items ?? [];
      expect(novelty.filter((card) => card.isSaved).map((card) => card.id)).toEqual([
        'br-text',
        'br-video',
      ]);
      const found = searchResponseSchema.parse(
        (await t.api.get('/api/search?q=insuficiencia', { token: brazil })).json(),
      );
      expect(found.items.map((card) => [card.id, card.isSaved])).toEqual([['br-video', true]]);
      // Another user's list is their own.
      expect(await savedIds(speaker)).toEqual([]);

      for (let i = 0; i < 2; i += 1) {
        const response = await unsave('br-video', brazil);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ contentId: 'br-video', isSaved: false });
      }
      expect(await savedIds(brazil)).toEqual(['br-text']);
      const again = await t.api.get('/api/contents/br-video?logContentAccess=false', {
        token: brazil,
      });
      expect(contentItemSchema.parse(again.json()).isSaved).toBe(false);
    });

    it("refuses what the user may not open, and never lists another country's item", async () => {
      for (const id of ['br-text', 'no-such-item']) {
        const response = await save(id, mexico);
        expect(response.statusCode).toBe(404);
        expect(problemCode(response)).toBe('content.not_found');
      }
      expect((await save('br-speaker', brazil)).statusCode).toBe(403);
      expect((await save('latam-text', mexico)).statusCode).toBe(200);
      expect(await savedIds(mexico)).toEqual(['latam-text']);
      const bad = await save('Not A Slug', mexico);
      expect(fieldProblems(bad)).toEqual(['body.contentId: validation.contentId.invalid']);
      expect(fieldProblems(await unsave('BAD', mexico))).toEqual([
        'params.id: validation.contentId.invalid',
      ]);
    });
  });

  describe('the catalogue store', () => {
    it('refuses an entry that breaks the contract, naming it, and writes nothing', async () => {
      const good = fixtureEntry({ id: 'never-stored' });
      const bad = fixtureEntry({ id: 'bad-entry' });
      const broken = { ...bad, item: { ...bad.item, mainCluster: 'to_nowhere' as never } };
      await expect(t.store({ entries: [good, broken] })).rejects.toThrow(CatalogueEntryError);
      await expect(t.store({ entries: [good, broken] })).rejects.toThrow(
        /"bad-entry".*mainCluster/,
      );
      await expect(
        t.store({ entries: [{ ...good, audience: ['NARNIA' as never] }] }),
      ).rejects.toThrow(/audience: unknown NARNIA/);
      const response = await t.api.get('/api/contents/never-stored', { token: brazil });
      expect(response.statusCode).toBe(404);
    });
  });
});
