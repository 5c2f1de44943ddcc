import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterContainerSchema,
  contentItemSchema,
  searchResponseSchema,
} from '@pulso/contracts/content';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import { createSession } from '../identity/session/session.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createApiClient, type ApiClient } from '../users/testing/api-client.ts';
import { findUserByUid } from '../users/users.repository.ts';
import { demoEventSpecs } from '../events/demo/demo-events.ts';
import { audienceCountries } from './catalogue-store.ts';
import { demoBanners, demoCatalogue } from './demo/demo-catalogue.ts';

describe('content.seed', () => {
  let t: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    // The default seeds: the demo accounts and the demo catalogue.
    t = await buildTestApp();
    api = await createApiClient(t.app);
  });
  afterAll(() => t.close());

  async function signIn(uid: string) {
    const user = await findUserByUid(t.app.database.db, uid);
    if (!user) throw new Error(uid);
    const session = await createSession(t.app.database.db, {
      userId: user.id,
      country: user.country,
      ttlMs: 60_000,
    });
    return session.token;
  }

  /** The demo catalogue's items and the demo events' (modules/events) that the country sees. */
  const visibleIn = (country: CountryCode) =>
    new Set(
      [
        ...demoCatalogue.map((entry) => ({ id: entry.item.id, audience: entry.audience })),
        ...demoEventSpecs,
      ]
        .filter((entry) => audienceCountries(entry.audience).includes(country))
        .map((entry) => entry.id),
    );

  describe('the demo catalogue seed', () => {
    it('fills every home with rows and banners of its own country only', async () => {
      for (const [uid, country] of [
        ['demo-br', 'br'],
        ['demo-mx', 'mx'],
        ['demo-pe', 'pe'],
      ] as const) {
        const token = await signIn(uid);
        const own = visibleIn(country);
        const ids: string[] = [];
        let next: string | undefined;
        do {
          const response = await api.get(`/api/clusters/home${next ? `?next=${next}` : ''}`, {
            token,
          });
          expect(response.statusCode, response.body).toBe(200);
          const page = clusterContainerSchema.parse(response.json());
          if (!next) expect(page.outdoors.length, country).toBeGreaterThan(0);
          ids.push(...page.clusters.flatMap((row) => row.items.map((card) => card.id)));
          next = page.next;
        } while (next);
        expect(ids.length, country).toBeGreaterThan(20);
        expect(
          ids.filter((id) => !own.has(id)),
          country,
        ).toEqual([]);
      }
    });

    it('opens, from every banner of every country, the item it promotes', async () => {
      for (const country of countryCodes) {
        const token = await signIn(`demo-${country}`);
        const home = clusterContainerSchema.parse(
          (await api.get('/api/clusters/home', { token })).json(),
        );
        expect(home.outdoors.length, country).toBeGreaterThan(0);
        for (const banner of home.outdoors) {
          expect(banner.contentId, banner.id).not.toBeNull();
          const response = await api.get(`/api/contents/${banner.contentId}`, { token });
          expect(response.statusCode, `${country} ${banner.id}`).toBe(200);
          const item = contentItemSchema.parse(response.json());
          // The route the web app takes comes from the banner's mainCluster: the item's own.
          expect(item.mainCluster, banner.id).toBe(banner.mainCluster);
        }
      }
    });

    it('stored every demo item and banner, searchable in its language', async () => {
      expect(demoCatalogue.length).toBeGreaterThanOrEqual(80);
      expect(demoBanners.length).toBeGreaterThan(0);
      const response = await api.get('/api/search?q=xarelto', { token: await signIn('demo-br') });
      const found = searchResponseSchema.parse(response.json());
      expect(found.items.length).toBeGreaterThan(0);
      const brazil = visibleIn('br');
      expect(found.items.every((card) => brazil.has(card.id))).toBe(true);
    });
  });
});
