import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItemSchema } from '@pulso/contracts/content';
import {
  acceptTermsResponseSchema,
  publicAccessProblemCodes as codes,
  userAccessResponseSchema,
} from '@pulso/contracts/public-access';
import type { CountryCode } from '@pulso/contracts/country';
import { contentAccesses, publicTermsAcceptances } from '../../db/schema/content.ts';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import {
  CONTENT_TOKEN_AUDIENCE,
  issueContentToken,
  loadContentTokenSecret,
} from './content-token.ts';
import { buildContentTestApp, type ContentTestApp } from './testing/content-test-app.ts';
import { fixtureEntry } from './testing/content-fixtures.ts';

describe('public access', () => {
  const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

  let t: ContentTestApp;
  let secret: Uint8Array;

  beforeAll(async () => {
    t = await buildContentTestApp();
    // No CONTENT_TOKEN_SECRET: the server generated one and keeps it in the database.
    secret = await loadContentTokenSecret(t.app.database.db, t.config);
    await t.store({
      entries: [
        fixtureEntry({ id: 'br-open', title: 'Conteúdo aberto' }),
        fixtureEntry({ id: 'br-other', title: 'Outro conteúdo' }),
        fixtureEntry({ id: 'br-command', title: 'Conteúdo do comando' }),
        fixtureEntry({ id: 'mx-only', audience: ['MEXICO'] }),
      ],
    });
  });
  afterAll(() => t.close());

  const day = 86_400;
  const tokenFor = async (
    contentId: string,
    options: { country?: CountryCode; validForSeconds?: number; now?: Date } = {},
  ) =>
    (
      await issueContentToken(secret, {
        contentId,
        country: options.country ?? 'br',
        validForSeconds: options.validForSeconds ?? day,
        now: options.now,
      })
    ).token;

  const userAccess = (contentId: string, token: string, registerNumber?: string) =>
    t.api.get(
      `/api/public/userAccess?contentId=${contentId}&token=${token}${
        registerNumber === undefined ? '' : `&registerNumber=${encodeURIComponent(registerNumber)}`
      }`,
      { country: 'br' },
    );
  const accept = (
    token: string,
    body: { contentId: string; name: string; registerNumber: string; userId?: string },
  ) => t.api.post(`/api/public/acceptTerms?token=${token}`, body, { country: 'br' });
  const openItem = (id: string, token: string, country: CountryCode = 'br') =>
    t.api.get(`/api/public/contents/${id}?token=${token}`, { country });
  const accepted = async (contentId: string, token: string, registerNumber?: string) => {
    const response = await userAccess(contentId, token, registerNumber);
    expect(response.statusCode, response.body).toBe(200);
    return userAccessResponseSchema.parse(response.json()).accepted;
  };
  const joana = { name: 'Joana Teste', registerNumber: '123456/SP' };

  describe('a public token link', () => {
    it('shows the item, takes the terms, then opens it (and logs the opening)', async () => {
      const token = await tokenFor('br-open');
      const access = await userAccess('br-open', token);
      expect(access.statusCode).toBe(200);
      expect(userAccessResponseSchema.strict().parse(access.json())).toMatchObject({
        contentId: 'br-open',
        title: 'Conteúdo aberto',
        thumbnail: { type: 'cluster' },
        accepted: false,
      });
      const before = await openItem('br-open', token);
      expect(before.statusCode).toBe(403);
      expect(problemCode(before)).toBe(codes.termsNotAccepted);

      // Twice, written differently: one acceptance.
      for (const registerNumber of ['123456/SP', ' 123456 sp ']) {
        const response = await accept(token, { contentId: 'br-open', ...joana, registerNumber });
        expect(response.statusCode, response.body).toBe(200);
        expect(acceptTermsResponseSchema.parse(response.json())).toEqual({
          contentId: 'br-open',
          accepted: true,
        });
      }
      const rows = await t.app.database.db
        .select({ registerNumber: publicTermsAcceptances.registerNumber })
        .from(publicTermsAcceptances)
        .where(eq(publicTermsAcceptances.contentId, 'br-open'));
      expect(rows).toEqual([{ registerNumber: '123456SP' }]);
      expect(await accepted('br-open', token)).toBe(true);
      expect(await accepted('br-open', token, '123456-sp')).toBe(true);
      expect(await accepted('br-open', token, '654321SP')).toBe(false);
      // Accepting through one link does not open another link of the same item.
      const otherLink = await tokenFor('br-open');
      expect(await accepted('br-open', otherLink)).toBe(false);
      expect(problemCode(await openItem('br-open', otherLink))).toBe(codes.termsNotAccepted);

      const opened = await openItem('br-open', token);
      expect(opened.statusCode).toBe(200);
      expect(contentItemSchema.parse(opened.json())).toMatchObject({
        id: 'br-open',
        isSaved: false,
      });
      const logged = await t.app.database.db
        .select({ userId: contentAccesses.userId, country: contentAccesses.country })
        .from(contentAccesses)
        .where(and(eq(contentAccesses.contentId, 'br-open'), eq(contentAccesses.via, 'token')));
      expect(logged).toEqual([{ userId: null, country: 'br' }]);
    });

    it('answers an expired link with 410 token-expired', async () => {
      const token = await tokenFor('br-open', {
        now: new Date(Date.now() - 3 * day * 1000),
        validForSeconds: day,
      });
      for (const response of [
        await userAccess('br-open', token),
        await accept(token, { contentId: 'br-open', ...joana }),
        await openItem('br-open', token),
      ]) {
        expect(response.statusCode).toBe(410);
        expect(problemCode(response)).toBe(codes.tokenExpired);
      }
    });

    it("refuses a link of another item or of another country's site with 403", async () => {
      const token = await tokenFor('br-other');
      for (const response of [
        await userAccess('br-open', token),
        await accept(token, { contentId: 'br-open', ...joana }),
        await openItem('br-open', token),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(problemCode(response)).toBe(codes.tokenOtherContent);
      }
      const mexican = await tokenFor('br-open', { country: 'mx' });
      const response = await userAccess('br-open', mexican);
      expect(response.statusCode).toBe(403);
      expect(problemCode(response)).toBe(codes.tokenOtherCountry);
      // On the Mexican site a Brazilian link is the other country's.
      expect(problemCode(await openItem('br-open', await tokenFor('br-open'), 'mx'))).toBe(
        codes.tokenOtherCountry,
      );
    });

    it('refuses forged and tampered links with 403 token-invalid (never 401)', async () => {
      const genuine = await tokenFor('br-open');
      const [header, payload, signature] = genuine.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
      const tampered = [
        header,
        Buffer.from(JSON.stringify({ ...claims, exp: 4_102_444_800 })).toString('base64url'),
        signature,
      ].join('.');
      const now = Math.floor(Date.now() / 1000);
      const sign = (key: Uint8Array, audience: string) =>
        new SignJWT({ cty: 'br' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('br-open')
          .setJti('forged')
          .setIssuedAt(now)
          .setExpirationTime(now + day)
          .setAudience(audience)
          .sign(key);
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      for (const token of [
        await sign(randomBytes(32), CONTENT_TOKEN_AUDIENCE),
        await sign(secret, 'another-audience'),
        tampered,
        unsigned.slice(0, -1),
        'eyJhbGciOiJIUzI1NiJ9.bm90LWpzb24.c2ln',
      ]) {
        const response = await userAccess('br-open', token);
        expect(response.statusCode, token).toBe(403);
        expect(problemCode(response)).toBe(codes.tokenInvalid);
      }
    });

    it('refuses a malformed token with 400 naming it, and a gone item with 404', async () => {
      for (const token of ['not$a$token', '', 'a.b.c.d']) {
        const response = await openItem('br-open', encodeURIComponent(token));
        expect(response.statusCode).toBe(400);
        const fields = fieldProblems(response).map((problem) => problem.split(':')[0]);
        expect(new Set(fields)).toEqual(new Set(['query.token']));
      }
      for (const id of ['no-such-item', 'mx-only']) {
        const response = await userAccess(id, await tokenFor(id));
        expect(response.statusCode).toBe(404);
        expect(problemCode(response)).toBe('content.not_found');
      }
      const blank = await accept(await tokenFor('br-open'), {
        contentId: 'br-open',
        name: 'Joana',
        registerNumber: '-/-',
      });
      expect(fieldProblems(blank)).toEqual(['body.registerNumber: validation.invalid']);
    });
  });

  describe('npm run content:token', () => {
    const run = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/api/scripts/issue-content-token.ts', ...args],
        {
          cwd: repositoryRoot,
          // The server's database, and no configured secret: both use the generated one.
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATA_DIR: t.config.dataDir,
            ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
            CONTENT_TOKEN_SECRET: '',
          },
        },
      );

    it('prints a link that opens the item once the terms are accepted', async () => {
      // A PGlite data directory has one owner at a time: there the command runs with the server stopped.
      const pglite = t.database.kind === 'pglite';
      if (pglite) await t.close({ keepDatabase: true });
      const { stdout } = await run([
        'br-command',
        '--country=br',
        '--days=2',
        '--base-url=http://website-br.localhost:3000/',
      ]).finally(async () => {
        if (pglite) t = await buildContentTestApp({}, t.database);
      });
      const link = new URL(stdout.trim());
      expect(`${link.origin}${link.pathname}`).toBe(
        'http://website-br.localhost:3000/aceite-teste/br-command',
      );
      const token = link.searchParams.get('token') ?? '';
      const access = userAccessResponseSchema.parse((await userAccess('br-command', token)).json());
      expect(Date.parse(access.expiresAt) - Date.now()).toBeGreaterThan(2 * day * 1000 - 60_000);
      expect((await accept(token, { contentId: 'br-command', ...joana })).statusCode).toBe(200);
      expect((await openItem('br-command', token)).statusCode).toBe(200);
      // A command started with tsx, and on PGlite the app closed and opened again around it.
    }, 120_000);

    it('refuses a bad id or country, saying how to call it', async () => {
      const failures = await Promise.all(
        [['Bad-Id', '--country=br'], ['br-command', '--country=xx'], []].map((args) =>
          run(args).catch((error: { code: number; stderr: string }) => error),
        ),
      );
      for (const failure of failures)
        expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('usage:') });
    });
  });
});
