import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentLinkResponseSchema,
  consentResponseSchema,
  consentTextVersion,
} from '@pulso/contracts/consent';
import { newId } from '@pulso/contracts/helpers/id';
import { RUNTIME_CONFIG_META } from '@pulso/contracts/http';
import { runtimeConfigSchema } from '@pulso/contracts/runtime-config';
import { userDataExportSchema } from '@pulso/contracts/users';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createApiClient,
  fieldProblems,
  freshAddress,
  problemCode,
} from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import { consentRateLimits } from './consent.routes.ts';
import { bannerText, bannerTextVersion } from './testing/banner-text.ts';

describe('consent', () => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof createApiClient>>;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        CONSENT_KEY_BR: '0190-ot-br',
        ANALYTICS_ID_MX: 'GTM-TESTMX',
        CONSENT_POLICY_REVISION: '3',
      },
    });
    api = await createApiClient(t.app);
  });
  afterAll(() => t.close());

  type Rows<T> = { rows: T[] };
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await t.app.database.db.execute(statement)) as unknown as Rows<T>).rows;

  const exportOf = async (token: string) => {
    const exported = await api.get('/api/users/me/data', { token });
    expect(exported.statusCode, exported.body).toBe(200);
    return userDataExportSchema.parse(exported.json()).cookieConsents;
  };

  describe('POST /api/consents', () => {
    it('records a banner choice with the version of the text shown, and keeps that text', async () => {
      const consentId = newId();
      const textVersion = await bannerTextVersion('es-MX', 3);
      const anonymous = await api.post(
        '/api/consents',
        { consentId, categories: [], policyRevision: 3, textVersion },
        { host: 'website-mx.localhost:3160', country: 'mx' },
      );
      expect(anonymous.statusCode, anonymous.body).toBe(201);
      expect(consentResponseSchema.parse(anonymous.json())).toMatchObject({
        consentId,
        categories: ['necessary'],
        policyRevision: 3,
        source: 'banner',
        textVersion,
        language: 'es-MX',
        oneTrust: null,
        country: 'mx',
        host: 'website-mx.localhost',
        currentPolicyRevision: 3,
        linkedAt: null,
      });
      // The text itself is kept under its version: what the visitor read can be shown again.
      const [kept] = await query<{ language: string; policy_revision: number; texts: unknown }>(
        sql`select language, policy_revision, texts from consent_texts where version = ${textVersion}`,
      );
      expect(kept).toEqual({
        language: 'es-MX',
        policy_revision: 3,
        texts: bannerText('es-MX', 3).texts,
      });
      // Each language's text has its own version; Brazil's is known too.
      const portuguese = await api.post(
        '/api/consents',
        {
          consentId: newId(),
          categories: ['analytics'],
          policyRevision: 3,
          textVersion: await bannerTextVersion('pt-br', 3),
        },
        { host: 'website-br.localhost' },
      );
      expect(portuguese.statusCode, portuguese.body).toBe(201);
      expect(portuguese.json()).toMatchObject({ language: 'pt-br', country: 'br' });
    });

    it('refuses (422) a banner choice naming a text this server never served', async () => {
      const shown = bannerText('es', 3);
      for (const textVersion of [
        // A text the server does not serve (one word changed) …
        await consentTextVersion({
          ...shown,
          texts: { ...shown.texts, acceptAll: 'Aceptar todo' },
        }),
        // … or a served text under another policy revision than the one named.
        await bannerTextVersion('es', 2),
      ]) {
        const response = await api.post('/api/consents', {
          consentId: newId(),
          categories: ['analytics'],
          policyRevision: 3,
          textVersion,
        });
        expect(response.statusCode, response.body).toBe(422);
        expect(problemCode(response)).toBe('consent.text_version_unknown');
      }
      const counted = await query<{ n: number }>(
        sql`select count(*)::int as n from consent_records where language is null and source = 'banner'`,
      );
      expect(counted[0]).toEqual({ n: 0 });
    });

    it('records what OneTrust reported, and a GPC signal without a text', async () => {
      const oneTrust = {
        activeGroups: ',C0001,C0002,',
        domainScript: '0190-ot-br-test',
        consentId: 'b7f1c7a2-0d1e-4c55-9a55-3d1b2f0e7a11',
        datestamp: 'Mon Jan 05 2026 10:00:00 GMT-0300',
        version: '202503.1.0',
        groups: 'C0001:1,C0002:1,C0004:0',
        geolocation: 'BR;SP',
      };
      const response = await api.post(
        '/api/consents',
        {
          consentId: newId(),
          categories: ['analytics'],
          policyRevision: 3,
          source: 'onetrust',
          oneTrust,
        },
        { host: 'website-br.localhost' },
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ source: 'onetrust', oneTrust, textVersion: null });

      const gpc = await api.post('/api/consents', {
        consentId: newId(),
        categories: [],
        policyRevision: 3,
        source: 'gpc',
      });
      expect(gpc.statusCode, gpc.body).toBe(201);
      expect(gpc.json()).toMatchObject({
        source: 'gpc',
        categories: ['necessary'],
        textVersion: null,
      });
    });

    it('answers 400 naming the field for a bad choice', async () => {
      const textVersion = await bannerTextVersion('es', 3);
      const oneTrust = { activeGroups: ',C0001,', domainScript: 'x' };
      for (const [body, field] of [
        [{ categories: [], policyRevision: 1, textVersion }, 'body.consentId'],
        [
          { consentId: 'not-a-uuid', categories: [], policyRevision: 1, textVersion },
          'body.consentId',
        ],
        [
          { consentId: newId(), categories: ['everything'], policyRevision: 1, textVersion },
          'body.categories.0',
        ],
        [
          {
            consentId: newId(),
            categories: ['analytics', 'analytics'],
            policyRevision: 1,
            textVersion,
          },
          'body.categories',
        ],
        [
          { consentId: newId(), categories: [], policyRevision: 0, textVersion },
          'body.policyRevision',
        ],
        [
          { consentId: newId(), categories: [], policyRevision: 1, source: 'cookie-wall' },
          'body.source',
        ],
        // A banner choice without the version of its text, or with something else than a SHA-256.
        [{ consentId: newId(), categories: [], policyRevision: 3 }, 'body.textVersion'],
        [
          { consentId: newId(), categories: [], policyRevision: 3, textVersion: 'v1' },
          'body.textVersion',
        ],
        [
          {
            consentId: newId(),
            categories: [],
            policyRevision: 3,
            textVersion: textVersion.toUpperCase(),
          },
          'body.textVersion',
        ],
        // What belongs to another source.
        [
          { consentId: newId(), categories: [], policyRevision: 3, source: 'gpc', textVersion },
          'body.textVersion',
        ],
        [
          { consentId: newId(), categories: [], policyRevision: 3, textVersion, oneTrust },
          'body.oneTrust',
        ],
        [
          { consentId: newId(), categories: [], policyRevision: 3, source: 'onetrust' },
          'body.oneTrust',
        ],
        [
          {
            consentId: newId(),
            categories: [],
            policyRevision: 3,
            source: 'onetrust',
            oneTrust: { ...oneTrust, extra: 1 },
          },
          'body.oneTrust',
        ],
        [
          {
            consentId: newId(),
            categories: [],
            policyRevision: 3,
            source: 'onetrust',
            oneTrust: { ...oneTrust, groups: 'C'.repeat(501) },
          },
          'body.oneTrust.groups',
        ],
        // A GPC signal is a refusal.
        [
          { consentId: newId(), categories: ['analytics'], policyRevision: 3, source: 'gpc' },
          'body.categories',
        ],
      ] as const) {
        const response = await api.post('/api/consents', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(problemCode(response)).toBe('request.invalid');
        expect(fieldProblems(response).join('\n'), JSON.stringify(body)).toContain(`${field}`);
      }
    });

    it('is rate-limited per address like the other public writes (429, never a 500)', async () => {
      const remoteAddress = freshAddress();
      const refusal = (consentId: string) =>
        api.post(
          '/api/consents',
          { consentId, categories: [], policyRevision: 3, source: 'gpc' },
          { remoteAddress },
        );
      for (let i = 0; i < consentRateLimits.record.max; i += 1) {
        const response = await refusal(newId());
        expect(response.statusCode, response.body).toBe(201);
      }
      const over = await refusal(newId());
      expect(over.statusCode).toBe(429);
      expect(problemCode(over)).toBe('request.rate_limited');
    });
  });

  describe("a browser's choices and the account (POST /api/consents/links)", () => {
    it('ties the choices made signed out to the account at sign-in, and exports them', async () => {
      const browser = newId();
      const textVersion = await bannerTextVersion('pt-br', 3);
      const choose = (categories: string[], token?: string) =>
        api.post(
          '/api/consents',
          { consentId: browser, categories, policyRevision: 3, textVersion },
          { host: 'website-br.localhost', ...(token ? { token } : {}) },
        );
      // Signed out: refuses, then accepts analytics.
      expect((await choose([])).statusCode).toBe(201);
      expect((await choose(['analytics'])).statusCode).toBe(201);
      // Another browser's choice is not the account's.
      await api.post('/api/consents', {
        consentId: newId(),
        categories: ['marketing'],
        policyRevision: 3,
        textVersion,
      });

      // Signs in: the web app sends the consent id kept beside the choice.
      const ana = await demoSessionToken(t.app.database.db, t.config, 'demo-br');
      const linked = await api.post('/api/consents/links', { consentId: browser }, { token: ana });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(consentLinkResponseSchema.parse(linked.json())).toEqual({
        consentId: browser,
        linkedRecords: 2,
      });
      // Signed in, a change is the account's at once.
      expect((await choose(['analytics', 'marketing'], ana)).statusCode).toBe(201);
      // Signing in again links nothing new.
      const again = await api.post('/api/consents/links', { consentId: browser }, { token: ana });
      expect(again.json()).toEqual({ consentId: browser, linkedRecords: 0 });

      const anas = await exportOf(ana);
      expect(anas.map((record) => [record.categories, Boolean(record.linkedAt)])).toEqual([
        [['necessary'], true],
        [['necessary', 'analytics'], true],
        [['necessary', 'analytics', 'marketing'], false],
      ]);
      expect(anas.every((record) => record.consentId === browser)).toBe(true);
      expect(anas[0]).toMatchObject({ textVersion, language: 'pt-br', country: 'br' });

      // Ana signs out; someone else chooses in the same browser and signs in: only that choice is
      // theirs, Ana's stay hers.
      expect((await choose([])).statusCode).toBe(201);
      const bruno = await demoSessionToken(t.app.database.db, t.config, 'speaker-br');
      const theirs = await api.post(
        '/api/consents/links',
        { consentId: browser },
        { token: bruno },
      );
      expect(theirs.json()).toEqual({ consentId: browser, linkedRecords: 1 });
      expect((await exportOf(bruno)).map((record) => record.categories)).toEqual([['necessary']]);
      expect(await exportOf(ana)).toHaveLength(3);
    });

    it('needs a session (401) and a consent id (400)', async () => {
      const anonymous = await api.post('/api/consents/links', { consentId: newId() });
      expect(anonymous.statusCode).toBe(401);
      expect(problemCode(anonymous)).toBe('auth.session_invalid');
      const token = await demoSessionToken(t.app.database.db, t.config, 'demo-mx');
      for (const body of [{}, { consentId: 'abc' }]) {
        const response = await api.post('/api/consents/links', body, { token });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(problemCode(response)).toBe('request.invalid');
      }
    });

    it('keeps the ledger, its texts and its links append-only in the database', async () => {
      const db = t.app.database.db;
      const browser = newId();
      await api.post('/api/consents', {
        consentId: browser,
        categories: [],
        policyRevision: 3,
        textVersion: await bannerTextVersion('es', 3),
      });
      const token = await demoSessionToken(t.app.database.db, t.config, 'demo-ar');
      await api.post('/api/consents/links', { consentId: browser }, { token });

      for (const statement of [
        sql`update consent_records set categories = '{necessary}'`,
        sql`delete from consent_records`,
        sql`truncate consent_records`,
        sql`update consent_texts set texts = '{}'::jsonb`,
        sql`delete from consent_texts`,
        sql`truncate consent_texts cascade`,
        sql`update consent_links set consent_id = gen_random_uuid()`,
        sql`delete from consent_links`,
        sql`truncate consent_links`,
      ]) {
        const error: unknown = await db.execute(statement).then(
          () => undefined,
          (refused: unknown) => refused,
        );
        const cause = (error as { cause?: { message?: string } } | undefined)?.cause;
        expect(cause?.message ?? String(error)).toMatch(/append-only/);
      }
      // Deleting the account clears the link's account (its foreign key's SET NULL), nothing else.
      const [user] = await query<{ id: string }>(
        sql`select user_id as id from consent_links where consent_id = ${browser}`,
      );
      await db.execute(sql`delete from users where id = ${user!.id}`);
      expect(
        await query(sql`select user_id from consent_links where consent_id = ${browser}`),
      ).toEqual([{ user_id: null }]);
    });
  });

  describe('the Content-Security-Policy per host', () => {
    const policyOf = async (host: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
      return String(response.headers['content-security-policy']);
    };
    const directive = (policy: string, name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';

    it('allows the tag manager only on a host with a container, OneTrust only where configured', async () => {
      const mexico = await policyOf('website-mx.localhost:3160');
      expect(directive(mexico, 'script-src')).toContain('https://www.googletagmanager.com');
      expect(directive(mexico, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(mexico).not.toContain('cookielaw.org');

      const brazil = await policyOf('website-br.localhost:3160');
      expect(directive(brazil, 'script-src')).toContain('https://cdn.cookielaw.org');
      expect(brazil).not.toContain('googletagmanager');

      const argentina = await policyOf('website-ar.localhost:3160');
      expect(directive(argentina, 'script-src')).toBe("script-src 'self'");
      expect(argentina).not.toMatch(/googletagmanager|cookielaw|google-analytics/);
    });

    it('tells the web app the OneTrust id with its "-test" suffix and the policy revision', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'website-br.localhost' },
      });
      const meta = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)"`).exec(
        response.body,
      );
      const config = runtimeConfigSchema.parse(
        JSON.parse(meta![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')),
      );
      expect(config.countries.br?.consentKey).toBe('0190-ot-br-test');
      expect(config.countries.ar?.consentKey).toBe('');
      expect(config.countries.mx?.analyticsId).toBe('GTM-TESTMX');
      expect(config.consentPolicyRevision).toBe(3);
    });
  });
});
