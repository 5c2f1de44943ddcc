import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, headers } from '@pulso/contracts/http';
import { createTestClock, type TestClock } from '../../training/testing/training-harness.ts';
import { createApiClient, problemCode, type ApiClient } from '../../users/testing/api-client.ts';
import { findUserByUid } from '../../users/users.repository.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sessions } from '../../../db/schema/users.ts';
import { SESSION_LOOKUP_CACHE_MS } from './session-cache.ts';
import { createSession, listUserSessions, revokeAllSessions } from './session.ts';

describe('session lifetime', () => {
  let t: TestApp;
  let api: ApiClient;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock();
    t = await buildTestApp({ now: clock.now, env: { SESSION_IDLE_TIMEOUT: '10m' } });
    api = await createApiClient(t.app);
  });
  afterAll(() => t.close());

  async function openSession(uid = 'demo-br'): Promise<{ token: string; userId: string }> {
    const user = await findUserByUid(t.app.database.db, uid);
    if (!user) throw new Error(`no demo account ${uid}`);
    const session = await createSession(t.app.database.db, {
      userId: user.id,
      country: user.country,
      ttlMs: t.config.sessionTtlMs,
      now: clock.now(),
    });
    return { token: session.token, userId: user.id };
  }

  const profileStatus = async (token: string) =>
    (await api.get('/api/users/profile', { token })).statusCode;

  describe('idle timeout (SESSION_IDLE_TIMEOUT)', () => {
    it('keeps a session that is used, and ends one left unused for longer than the timeout', async () => {
      const { token } = await openSession();
      expect(await profileStatus(token)).toBe(200);
      clock.advance(9 * 60);
      expect(await profileStatus(token)).toBe(200);
      clock.advance(9 * 60);
      expect(await profileStatus(token)).toBe(200);
      clock.advance(10 * 60 + 1);
      const idle = await api.get('/api/users/profile', { token });
      expect(idle.statusCode).toBe(401);
      expect(problemCode(idle)).toBe('auth.session_invalid');
      clock.advance(30);
      expect(await profileStatus(token)).toBe(401);
    });

    it('ends a session never used after sign-in once the timeout has passed', async () => {
      const { token } = await openSession();
      clock.advance(10 * 60 + 1);
      expect(await profileStatus(token)).toBe(401);
    });

    it('records use at most once a minute', async () => {
      const { token, userId } = await openSession('demo-mx');
      const lastUse = async () =>
        (await listUserSessions(t.app.database.db, userId))[0]?.lastUsedAt?.getTime();
      expect(await profileStatus(token)).toBe(200);
      const first = await lastUse();
      expect(first).toBe(clock.now().getTime());
      clock.advance(30);
      expect(await profileStatus(token)).toBe(200);
      expect(await lastUse()).toBe(first);
      clock.advance(31);
      expect(await profileStatus(token)).toBe(200);
      expect(await lastUse()).toBe(clock.now().getTime());
    });

    it('still ends a session in use at its absolute lifetime (SESSION_TTL)', async () => {
      const { token } = await openSession();
      const steps = Math.ceil(t.config.sessionTtlMs / (5 * 60_000));
      for (let step = 1; step < steps; step += 1) {
        clock.advance(5 * 60);
        expect(await profileStatus(token)).toBe(200);
      }
      clock.advance(5 * 60);
      expect(await profileStatus(token)).toBe(401);
    });
  });

  describe('a dead session answers 401 before the region check', () => {
    const regionHeaders = (token: string) => ({
      [headers.apiKey]: DEFAULT_API_KEY,
      [headers.authorization]: `Bearer ${token}`,
      host: 'website-br.localhost',
      region: 'MEXICO',
    });

    it('answers 401 auth.session_invalid to a revoked token sent with a foreign region', async () => {
      const { token } = await openSession('demo-mx');
      const live = await t.app.inject({ url: '/api/users/profile', headers: regionHeaders(token) });
      expect(live.statusCode).toBe(200);
      expect((await api.post('/api/users/logout', {}, { token })).statusCode).toBeLessThan(300);
      const revoked = await t.app.inject({
        url: '/api/users/profile',
        headers: regionHeaders(token),
      });
      expect(revoked.statusCode).toBe(401);
      expect(problemCode(revoked)).toBe('auth.session_invalid');
      // A public call too: the client learns that it must sign in again.
      const publicCall = await t.app.inject({
        url: '/api/legal/terms',
        headers: regionHeaders(token),
      });
      expect(publicCall.statusCode).toBe(401);
    });

    it('answers 401 to an idle token with a foreign region or an unknown locale-id', async () => {
      const { token } = await openSession('demo-mx');
      clock.advance(10 * 60 + 1);
      const idle = await t.app.inject({ url: '/api/users/profile', headers: regionHeaders(token) });
      expect(problemCode(idle)).toBe('auth.session_invalid');
      const locale = await t.app.inject({
        url: '/api/users/profile',
        headers: {
          [headers.apiKey]: DEFAULT_API_KEY,
          [headers.authorization]: `Bearer ${token}`,
          [headers.localeId]: 'xx-YY',
        },
      });
      expect(locale.statusCode).toBe(401);
    });

    it('still answers 400 request.region_mismatch without a token', async () => {
      const response = await t.app.inject({
        url: '/api/legal/terms',
        headers: {
          [headers.apiKey]: DEFAULT_API_KEY,
          host: 'website-br.localhost',
          region: 'MEXICO',
        },
      });
      expect(problemCode(response)).toBe('request.region_mismatch');
    });
  });

  describe('look-ups answered from memory (SESSION_LOOKUP_CACHE_MS)', () => {
    it('a session ended by another process stops working within 5 seconds', async () => {
      const { token, userId } = await openSession('demo-co');
      expect(await profileStatus(token)).toBe(200);
      // Another server on the same database: the row changes, this process is not told.
      await t.app.database.db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(eq(sessions.userId, userId));
      clock.advance(SESSION_LOOKUP_CACHE_MS / 1000);
      expect(await profileStatus(token)).toBe(401);
    });

    it('a session ended in this process stops working at once', async () => {
      const { token, userId } = await openSession('demo-pe');
      expect(await profileStatus(token)).toBe(200);
      await revokeAllSessions(t.app.database.db, t.app.sessionCache, userId, clock.now());
      expect(await profileStatus(token)).toBe(401);
    });
  });
});
