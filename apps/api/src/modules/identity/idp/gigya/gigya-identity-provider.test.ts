import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGigyaIdentityProvider } from './gigya-identity-provider.ts';
import { createGigyaRestClient } from './gigya-rest-client.ts';

describe('gigya identity provider', () => {
  /**
   * SAP Customer Data Cloud's accounts REST API, faked by a local HTTP server: it records each call
   * (method and form fields) and answers what the test scripted for the method.
   */
  interface Recorded {
    method: string;
    contentType: string | undefined;
    fields: Record<string, string>;
  }

  let server: Server;
  let baseUrl: string;
  const calls: Recorded[] = [];
  let answers: Record<string, unknown> = {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const method = (request.url ?? '').replace(/^\/accounts\./, '');
        calls.push({
          method,
          contentType: request.headers['content-type'],
          fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        });
        const answer = answers[method];
        if (answer === 'not-json') {
          response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              answer ?? { errorCode: 400006, errorMessage: 'Invalid parameter value' },
            ),
          );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls.length = 0;
    answers = {};
  });

  const secret = Buffer.from('0123456789abcdef0123', 'utf8');

  function provider() {
    const call = createGigyaRestClient({
      accountsUrl: `${baseUrl}/`,
      apiKey: '3_site-key',
      userKey: 'AppUserKey',
      secret: 'app-secret',
    });
    return createGigyaIdentityProvider(call, secret);
  }

  const ok = { errorCode: 0, statusCode: 200, callId: 'abc', time: '2026-01-05T12:00:00.000Z' };
  const account = {
    ...ok,
    UID: 'f1e2d3',
    created: '2025-03-01T10:00:00.000Z',
    isVerified: true,
    loginProvider: 'site',
    profile: { email: 'Rafael@pulso.example', firstName: 'Rafael', lastName: 'Costa' },
  };

  describe('the SAP Customer Data Cloud identity provider', () => {
    it('reads an account with accounts.getAccountInfo, authenticated with the application key', async () => {
      answers.getAccountInfo = account;
      expect(await provider().getAccount('f1e2d3')).toEqual({
        uid: 'f1e2d3',
        email: 'Rafael@pulso.example',
        firstName: 'Rafael',
        lastName: 'Costa',
        emailVerified: true,
        createdAt: new Date('2025-03-01T10:00:00.000Z'),
      });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.method).toBe('getAccountInfo');
      expect(calls[0]?.contentType).toBe('application/x-www-form-urlencoded');
      expect(calls[0]?.fields).toMatchObject({
        apiKey: '3_site-key',
        userKey: 'AppUserKey',
        secret: 'app-secret',
        UID: 'f1e2d3',
        format: 'json',
      });
    });

    it('names the social provider of a social account, and answers nothing for an unknown UID', async () => {
      answers.getAccountInfo = { ...account, loginProvider: 'linkedin' };
      expect((await provider().getAccount('f1e2d3'))?.socialProvider).toBe('linkedin');
      answers.getAccountInfo = { ...ok, errorCode: 403005, statusCode: 403 };
      expect(await provider().getAccount('missing')).toBeUndefined();
    });

    it('deletes with accounts.deleteAccount (an account already gone is fine)', async () => {
      answers.deleteAccount = ok;
      await provider().deleteAccount('f1e2d3');
      expect(calls.map((call) => [call.method, call.fields.UID])).toEqual([
        ['deleteAccount', 'f1e2d3'],
      ]);
      answers.deleteAccount = { ...ok, errorCode: 403005 };
      await expect(provider().deleteAccount('f1e2d3')).resolves.toBeUndefined();
      answers.deleteAccount = { ...ok, errorCode: 500001, errorMessage: 'General Server Error' };
      await expect(provider().deleteAccount('f1e2d3')).rejects.toMatchObject({
        status: 502,
        code: 'identity.provider_failed',
      });
    });

    it('checks a password with accounts.login on the account e-mail', async () => {
      answers.getAccountInfo = account;
      answers.login = ok;
      expect(await provider().verifyPassword('f1e2d3', 'Pulso!2026')).toBe(true);
      expect(calls[1]).toMatchObject({
        method: 'login',
        fields: { loginID: 'Rafael@pulso.example', password: 'Pulso!2026' },
      });
      answers.login = { ...ok, errorCode: 403042 };
      expect(await provider().verifyPassword('f1e2d3', 'wrong')).toBe(false);
    });

    it('tells whether an e-mail is in use with accounts.isAvailableLoginID', async () => {
      answers.isAvailableLoginID = { ...ok, isAvailable: false };
      expect(await provider().isEmailInUse?.('rafael@pulso.example')).toBe(true);
      answers.isAvailableLoginID = { ...ok, isAvailable: true };
      expect(await provider().isEmailInUse?.('nobody@pulso.example')).toBe(false);
      expect(calls.at(-1)?.fields.loginID).toBe('nobody@pulso.example');
    });

    it('changes the e-mail and login ID with accounts.setAccountInfo; a taken one is refused', async () => {
      answers.getAccountInfo = account;
      answers.setAccountInfo = ok;
      await provider().updateEmail?.('f1e2d3', 'New@pulso.example');
      const set = calls.find((call) => call.method === 'setAccountInfo');
      expect(set?.fields).toMatchObject({
        UID: 'f1e2d3',
        addLoginEmails: 'new@pulso.example',
        removeLoginEmails: 'rafael@pulso.example',
      });
      expect(JSON.parse(set?.fields.profile ?? '{}')).toEqual({ email: 'new@pulso.example' });

      answers.setAccountInfo = {
        ...ok,
        errorCode: 400009,
        validationErrors: [{ errorCode: 400003, fieldName: 'email', message: 'exists' }],
      };
      await expect(provider().updateEmail?.('f1e2d3', 'taken@pulso.example')).rejects.toMatchObject(
        {
          status: 409,
          code: 'users.email_taken',
        },
      );
    });

    it("ends the account's sessions with accounts.logout when the product signs out", async () => {
      answers.logout = ok;
      await provider().endSessions?.('f1e2d3');
      expect(calls.map((call) => [call.method, call.fields.UID])).toEqual([['logout', 'f1e2d3']]);
      answers.logout = { ...ok, errorCode: 500001, errorMessage: 'General Server Error' };
      await expect(provider().endSessions?.('f1e2d3')).rejects.toMatchObject({
        code: 'identity.provider_failed',
      });
    });

    it('turns an answer that is not Gigya JSON into a 502 error', async () => {
      answers.getAccountInfo = 'not-json';
      await expect(provider().getAccount('f1e2d3')).rejects.toMatchObject({
        code: 'identity.provider_failed',
      });
    });

    it('keeps the configured partner secret', () => {
      expect(provider().partnerSecret().equals(secret)).toBe(true);
    });
  });
});
