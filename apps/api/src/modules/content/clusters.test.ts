import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterContainerSchema,
  type ClusterContainer,
  type ContentCard,
} from '@pulso/contracts/content';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { findUserByUid, insertUser } from '../users/users.repository.ts';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app.ts';
import { fixtureBanner, fixtureEntry, type FixtureItem } from './testing/content-fixtures.ts';

describe('clusters', () => {
  let t: ContentTestApp;
  const tokens: Record<string, string> = {};

  const brazil: FixtureItem[] = [
    { id: 'br-cardio', categoryId: 'cardiology', daysOld: 1 },
    { id: 'br-onco', categoryId: 'oncology', daysOld: 5, mainCluster: 'to_see' },
    { id: 'br-hemato', categoryId: 'hematology', daysOld: 0, mainCluster: 'to_listen' },
    { id: 'br-unbranded', categoryId: 'pneumology', daysOld: 3, isCompanyContent: false },
    {
      id: 'br-xarelto',
      title: 'Xarelto',
      mainCluster: 'to_product',
      product: 'xarelto',
      daysOld: 10,
    },
    {
      id: 'br-adempas',
      title: 'Adempas',
      mainCluster: 'to_product',
      product: 'adempas',
      categoryId: 'pneumology',
      daysOld: 11,
    },
    { id: 'br-training', mainCluster: 'to_training', categoryId: 'oncology', daysOld: 20 },
    { id: 'br-speaker', isSpeakerTraining: true, categoryId: 'oncology', daysOld: 4 },
    { id: 'br-exclusive-xarelto', exclusive: true, product: 'xarelto', daysOld: 2 },
    { id: 'br-exclusive', exclusive: true, categoryId: 'ophthalmology', daysOld: 6 },
  ];
  const mexico: FixtureItem[] = [
    { id: 'mx-cardio', audience: ['MEXICO'], daysOld: 1 },
    { id: 'mx-gyn', audience: ['MEXICO'], categoryId: 'womens-health', daysOld: 2 },
    {
      id: 'mx-kyleena',
      audience: ['mx'],
      mainCluster: 'to_product',
      product: 'kyleena',
      categoryId: 'womens-health',
    },
    { id: 'mx-kyleena-only', audience: ['mx'], exclusive: true, product: 'kyleena' },
  ];
  /** Chile: 25 news items, oldest last, and one item Argentina shares. */
  const chile: FixtureItem[] = [
    ...Array.from({ length: 25 }, (_, index) => ({
      id: `cl-news-${String(index + 1).padStart(2, '0')}`,
      audience: ['cl' as const],
      categoryId: 'hematology' as const,
      daysOld: index + 1,
    })),
    { id: 'conosur-shared', audience: ['CONOSUR'], categoryId: 'hematology', daysOld: 30 },
  ];

  beforeAll(async () => {
    t = await buildContentTestApp();
    await t.store({
      entries: [...brazil, ...mexico, ...chile].map(fixtureEntry),
      banners: [
        fixtureBanner({ id: 'br-banner-2', audience: ['BRASIL'], position: 2 }),
        fixtureBanner({ id: 'br-banner-1', audience: ['BRASIL'], position: 1, isPublic: true }),
        fixtureBanner({ id: 'mx-banner', audience: ['MEXICO'], position: 1, isPublic: true }),
      ],
    });
    for (const uid of ['demo-br', 'demo-mx', 'demo-cl', 'demo-ar', 'speaker-br', 'dentista-br'])
      tokens[uid] = await t.signIn(uid);
  });
  afterAll(() => t.close());

  async function cluster(uid: string | undefined, path: string): Promise<ClusterContainer> {
    const response = uid
      ? await t.api.get(`/api/clusters/${path}`, { token: tokens[uid] })
      : await t.api.get(`/api/clusters/${path}`, { country: 'br' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The answer is serialised without its schema: nothing beyond the contract may leave.
    const answer: unknown = response.json();
    const container = clusterContainerSchema.parse(answer);
    expect(container).toEqual(answer);
    return container;
  }

  /** A second doctor of the same country as a demo account, signed in. */
  async function anotherDoctorLike(uid: string, newUid: string): Promise<string> {
    const db = t.app.database.db;
    const demo = await findUserByUid(db, uid);
    if (!demo) throw new Error(`no demo account ${uid}`);
    const { id: _id, createdAt: _createdAt, ...account } = demo;
    await insertUser(db, { ...account, uid: newUid, email: `${newUid}@pulso.example` });
    return t.signIn(newUid);
  }

  const rowIds = (container: ClusterContainer) => container.clusters.map((row) => row.id);
  const row = (container: ClusterContainer, id: string): ContentCard[] =>
    container.clusters.find((r) => r.id === id)?.items ?? [];
  const ids = (cards: readonly ContentCard[]) => cards.map((card) => card.id);
  const allIds = (container: ClusterContainer) => container.clusters.flatMap((r) => ids(r.items));

  /** Every page of a cluster, following `next`. */
  async function allPages(uid: string, id: string): Promise<ClusterContainer[]> {
    const pages = [await cluster(uid, id)];
    for (let next = pages[0]?.next; next; next = pages.at(-1)?.next)
      pages.push(await cluster(uid, `${id}?next=${next}`));
    return pages;
  }

  describe('GET /api/clusters/home', () => {
    it('answers the rows in spec order, four a page, banners on the first page only', async () => {
      const first = await cluster('demo-br', 'home');
      expect(rowIds(first)).toEqual(['top10', 'novelty', 'moreyou', 'explore']);
      expect(first.outdoors.map((banner) => banner.id)).toEqual(['br-banner-1', 'br-banner-2']);
      expect(first.outdoor?.id).toBe('br-banner-1');
      expect(first.companyServiceCall).toBeNull();
      expect(first.next).toMatch(/\S/);

      const second = await cluster('demo-br', `home?next=${first.next}`);
      // No speakertraining row without the permission.
      expect(rowIds(second)).toEqual(['unbranded', 'products', 'training']);
      expect(second.next).toBeUndefined();
      expect(second.outdoors).toEqual([]);
      expect(second.outdoor).toBeNull();

      expect(ids(row(second, 'unbranded'))).toEqual(['br-unbranded']);
      expect(ids(row(second, 'products')).sort()).toEqual(['br-adempas', 'br-xarelto']);
      expect(ids(row(second, 'training'))).toEqual(['br-training']);
      const card = row(second, 'unbranded')[0];
      expect(card).toMatchObject({
        title: 'Item br-unbranded',
        mainCluster: 'to_read',
        categoryId: 'pneumology',
        isCompanyContent: false,
        isSaved: false,
        trackingGA: 'ga-br-unbranded',
        duration: 300,
        publishDate: '2026-05-29T12:00:00.000Z',
        thumbnail: { url: '/media/demo/cardiology-1.cluster.svg', type: 'cluster' },
      });
    });

    it('is sent compressed as the client accepts (brotli first), the same answer each time', async () => {
      const home = (accept: string) =>
        t.api.get('/api/clusters/home', {
          token: tokens['demo-br'],
          headers: { 'accept-encoding': accept },
        });
      const plain = await home('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      for (const accept of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', 'br']) {
        const br = await home(accept);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      }
      const gzip = await home('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it("puts the user's preferred areas first in every row, then the row's own order", async () => {
      // demo-br follows cardiology and oncology.
      const home = await cluster('demo-br', 'home?subclusters=novelty,moreyou,explore');
      expect(ids(row(home, 'novelty'))).toEqual([
        'br-cardio',
        'br-exclusive-xarelto',
        'br-onco',
        'br-xarelto',
        'br-training',
        // then the others, newest first: br-hemato is the newest of all yet comes after them
        'br-hemato',
        'br-unbranded',
        'br-exclusive',
        'br-adempas',
      ]);
      expect(ids(row(home, 'moreyou')).sort()).toEqual([
        'br-cardio',
        'br-exclusive-xarelto',
        'br-onco',
        'br-training',
        'br-xarelto',
      ]);
      expect(ids(row(home, 'explore')).sort()).toEqual([
        'br-adempas',
        'br-exclusive',
        'br-hemato',
        'br-unbranded',
      ]);
    });

    it('leaves moreyou out when the user follows no area and the specialty maps to none', async () => {
      const home = await cluster('dentista-br', 'home?subclusters=moreyou,explore');
      expect(rowIds(home)).toEqual(['explore']);
      expect(row(home, 'explore')).toHaveLength(9);
    });

    it('answers the speakertraining row only to users with the permission', async () => {
      const speaker = await cluster('speaker-br', 'home?subclusters=speakertraining,training');
      expect(rowIds(speaker)).toEqual(['training', 'speakertraining']);
      expect(ids(row(speaker, 'speakertraining'))).toEqual(['br-speaker']);
      const doctor = await cluster('demo-br', 'home?subclusters=speakertraining');
      expect(doctor.clusters).toEqual([]);
      // Speaker-training items stay in their own row.
      const all = (await allPages('speaker-br', 'home')).flatMap((page) =>
        page.clusters.filter((r) => r.id !== 'speakertraining').flatMap((r) => ids(r.items)),
      );
      expect(all).not.toContain('br-speaker');
    });

    it("ranks top10 by how many of the country's doctors opened each item in 30 days, topped up by position", async () => {
      const second = await anotherDoctorLike('demo-cl', 'second-cl');
      const view = async (token: string | undefined, id: string, times = 1) => {
        for (let i = 0; i < times; i += 1) {
          const response = await t.api.post(`/api/contents/${id}/views`, undefined, { token });
          expect(response.statusCode, response.body).toBe(204);
        }
      };
      const read = async (token: string | undefined, id: string, times: number) => {
        for (let i = 0; i < times; i += 1)
          expect((await t.api.get(`/api/contents/${id}`, { token })).statusCode).toBe(200);
      };
      // Two doctors opened cl-news-25; one doctor opened cl-news-20 again and again (reloads).
      await view(tokens['demo-cl'], 'cl-news-25');
      await view(second, 'cl-news-25');
      await view(tokens['demo-cl'], 'cl-news-20', 5);
      // Reading an item (the exam screen, a refetch) is not opening it, however often.
      await read(tokens['demo-cl'], 'cl-news-24', 6);
      // Openings in Argentina do not count in Chile.
      await view(tokens['demo-ar'], 'conosur-shared');
      const home = await cluster('demo-cl', 'home?subclusters=top10');
      const top = ids(row(home, 'top10'));
      expect(top).toHaveLength(10);
      expect(top.slice(0, 4)).toEqual(['cl-news-25', 'cl-news-20', 'cl-news-01', 'cl-news-02']);
      expect(top).not.toContain('conosur-shared');
      expect(top).not.toContain('cl-news-24');
    });

    it('records an opening only of an item the doctor may open', async () => {
      const opened = (token: string | undefined, id: string) =>
        t.api.post(`/api/contents/${id}/views`, undefined, { token });
      expect((await opened(tokens['demo-br'], 'mx-cardio')).statusCode).toBe(404);
      expect((await opened(tokens['demo-br'], 'br-speaker')).statusCode).toBe(403);
      expect((await opened(undefined, 'br-cardio')).statusCode).toBe(401);
    });

    it('refuses a bad subcluster or cursor with a 400 naming the field, and needs a session', async () => {
      const fields = async (path: string) => {
        const response = await t.api.get(`/api/clusters/${path}`, { token: tokens['demo-br'] });
        expect(response.statusCode).toBe(400);
        return fieldProblems(response);
      };
      expect(await fields('home?subclusters=novelty,latest')).toEqual([
        'query.subclusters.1: validation.subcluster.invalid',
      ]);
      const news = await cluster('demo-cl', 'news');
      for (const next of ['not%20a%20cursor', 'bm90LWpzb24', news.next])
        expect(await fields(`home?next=${next}`)).toEqual([
          'query.next: validation.cursor.invalid',
        ]);
      expect(await fields('Home')).toEqual(['params.id: validation.contentId.invalid']);

      const anonymous = await t.api.get('/api/clusters/home', { country: 'br' });
      expect(anonymous.statusCode).toBe(401);
      expect(problemCode(anonymous)).toBe('auth.session_invalid');
      const unknown = await t.api.get('/api/clusters/latest', { token: tokens['demo-br'] });
      expect(unknown.statusCode).toBe(404);
      expect(problemCode(unknown)).toBe('content.cluster_not_found');
    });
  });

  describe('the one-row lists', () => {
    it('pages the news 20 at a time, newest first, products left out', async () => {
      const pages = await allPages('demo-cl', 'news');
      expect(pages).toHaveLength(2);
      expect(pages.map((page) => rowIds(page))).toEqual([['news'], ['news']]);
      expect(pages.map((page) => allIds(page).length)).toEqual([20, 6]);
      expect(pages.flatMap(allIds)).toEqual([...chile.map((item) => item.id)]);

      const brazilNews = allIds(await cluster('demo-br', 'news'));
      expect(brazilNews).not.toContain('br-xarelto');
      expect(brazilNews[0]).toBe('br-hemato');
    });

    it('lists exclusive content, and one product’s exclusive content', async () => {
      expect(allIds(await cluster('demo-br', 'exclusive'))).toEqual([
        'br-exclusive-xarelto',
        'br-exclusive',
      ]);
      expect(allIds(await cluster('demo-br', 'exclusive-xarelto'))).toEqual([
        'br-exclusive-xarelto',
      ]);
      expect(rowIds(await cluster('demo-br', 'exclusive-xarelto'))).toEqual(['exclusive-xarelto']);
      // A product Brazil does not have is as unknown as one nobody has.
      for (const id of ['exclusive-kyleena', 'exclusive-nothing']) {
        const response = await t.api.get(`/api/clusters/${id}`, { token: tokens['demo-br'] });
        expect(response.statusCode).toBe(404);
        expect(problemCode(response)).toBe('content.cluster_not_found');
      }
      expect(allIds(await cluster('demo-mx', 'exclusive-kyleena'))).toEqual(['mx-kyleena-only']);
    });

    it('lists products by title and the feed with preferred areas first', async () => {
      expect(allIds(await cluster('demo-br', 'products'))).toEqual(['br-adempas', 'br-xarelto']);
      const feed = allIds(await cluster('demo-br', 'feed'));
      expect(feed.slice(0, 5)).toEqual([
        'br-cardio',
        'br-exclusive-xarelto',
        'br-onco',
        'br-xarelto',
        'br-training',
      ]);
      expect(feed).toHaveLength(9);
    });
  });

  describe('GET /api/clusters/landing (public)', () => {
    it('answers the public banners and the eight newest items without a session', async () => {
      const landing = await cluster(undefined, 'landing');
      expect(landing.id).toBe('landing');
      expect(landing.outdoors.map((banner) => banner.id)).toEqual(['br-banner-1']);
      expect(rowIds(landing)).toEqual(['novelty']);
      expect(allIds(landing)).toEqual([
        'br-hemato',
        'br-cardio',
        'br-exclusive-xarelto',
        'br-unbranded',
        'br-onco',
        'br-exclusive',
        'br-xarelto',
        'br-adempas',
      ]);
    });
  });

  describe('country filtering', () => {
    it('never answers an item of Brazil to Mexico, in any cluster', async () => {
      const brazilIds = new Set(brazil.map((item) => item.id));
      const answered: string[] = [];
      for (const id of ['home', 'news', 'exclusive', 'products', 'feed'])
        for (const page of await allPages('demo-mx', id)) answered.push(...allIds(page));
      const landing = await t.api.get('/api/clusters/landing', { country: 'mx' });
      answered.push(...allIds(clusterContainerSchema.parse(landing.json())));
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.filter((id) => brazilIds.has(id))).toEqual([]);
      expect(new Set(answered)).toEqual(
        new Set(['mx-cardio', 'mx-gyn', 'mx-kyleena', 'mx-kyleena-only']),
      );
      const home = await cluster('demo-mx', 'home');
      expect(home.outdoors.map((banner) => banner.id)).toEqual(['mx-banner']);
    });
  });
});
