import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentResponseSchema } from '@pulso/contracts/consent';
import { newId } from '@pulso/contracts/helpers/id';
import { RUNTIME_CONFIG_META } from '@pulso/contracts/http';
import { runtimeConfigSchema } from '@pulso/contracts/runtime-config';
import { userDataExportSchema } from '@pulso/contracts/users';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createApiClient, fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';

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

describe('POST /api/consents', () => {
  it('appends each choice to the ledger, ties it to a signed-in user and exports it', async () => {
    const consentId = newId();
    const anonymous = await api.post(
      '/api/consents',
      { consentId, categories: [], policyRevision: 3 },
      { host: 'website-mx.localhost:3160', country: 'mx' },
    );
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(consentResponseSchema.parse(anonymous.json())).toMatchObject({
      consentId,
      categories: ['necessary'],
      policyRevision: 3,
      source: 'banner',
      country: 'mx',
      host: 'website-mx.localhost',
      currentPolicyRevision: 3,
    });

    const token = await demoSessionToken(t.app.database.db, t.config, 'demo-br');
    const signedIn = await api.post(
      '/api/consents',
      { consentId, categories: ['marketing', 'analytics'], policyRevision: 2, source: 'gpc' },
      { token, host: 'website-br.localhost' },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json()).toMatchObject({
      categories: ['necessary', 'analytics', 'marketing'],
      country: 'br',
      currentPolicyRevision: 3,
    });

    const exported = await api.get('/api/users/me/data', { token });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = userDataExportSchema.parse(exported.json());
    // The anonymous choice of the same browser is not the user's: only the signed-in one.
    expect(data.cookieConsents).toEqual([
      expect.objectContaining({ consentId, categories: ['necessary', 'analytics', 'marketing'] }),
    ]);

    // Append-only in the database itself.
    const db = t.app.database.db;
    await expect(
      db.execute(sql`update consent_records set categories = '{necessary}'`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from consent_records`)).rejects.toThrow();
    const counted = (await db.execute(
      sql`select count(*)::int as n from consent_records where consent_id = ${consentId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]).toEqual({ n: 2 });
  });

  it('answers 400 naming the field for a bad choice', async () => {
    for (const body of [
      { categories: [], policyRevision: 1 },
      { consentId: 'not-a-uuid', categories: [], policyRevision: 1 },
      { consentId: newId(), categories: ['everything'], policyRevision: 1 },
      { consentId: newId(), categories: ['analytics', 'analytics'], policyRevision: 1 },
      { consentId: newId(), categories: [], policyRevision: 0 },
      { consentId: newId(), categories: [], policyRevision: 1, source: 'cookie-wall' },
    ]) {
      const response = await api.post('/api/consents', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemCode(response)).toBe('request.invalid');
      expect(fieldProblems(response).length).toBeGreaterThan(0);
    }
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
