import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCFINDER_CONSENT_VERSION } from '@pulso/contracts/docfinder';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createApiClient,
  problemCode,
  type ApiClient,
} from '../modules/users/testing/api-client.ts';
import { demoSessionToken } from '../modules/users/testing/demo-session.ts';

/**
 * The writes a doctor can repeat, counted per account and route besides per client address
 * (decision 071): whatever the address, the third call within the window is refused when the
 * limit is two. A rejected call (404, 400…) counts too: the limit comes before the work.
 */
let t: TestApp;
let api: ApiClient;
let doctor: string;
let otherDoctor: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ACCOUNT_WRITE_RATE_LIMIT_MAX: '2', ACCOUNT_SENSITIVE_RATE_LIMIT_MAX: '2' },
  });
  api = await createApiClient(t.app);
  doctor = await demoSessionToken(t.app.database.db, t.config, 'demo-br');
  otherDoctor = await demoSessionToken(t.app.database.db, t.config, 'speaker-br');
});
afterAll(() => t.close());

const pushKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

const office = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  uf: 'SP',
  municipalityCode: '3550308',
  phones: ['(11) 98765-4321'],
  telemedicine: true,
  hours: [{ day: 'mon', opens: '08:00', closes: '12:00' }],
};

type Method = NonNullable<InjectOptions['method']>;
const routes: { name: string; method: Method; url: string; body?: () => unknown }[] = [
  { name: 'an event registration', method: 'PUT', url: '/api/events/evento-de-teste/registration' },
  {
    name: 'a saved item',
    method: 'POST',
    url: '/api/saved',
    body: () => ({ contentId: 'item-x' }),
  },
  {
    name: 'an exam start',
    method: 'POST',
    url: '/api/training/curso-x/start',
    body: () => ({ startTime: new Date().toISOString() }),
  },
  {
    name: 'a push subscription',
    method: 'POST',
    url: '/api/push/subscriptions',
    body: () => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      keys: pushKeys(),
    }),
  },
  { name: 'a test notification', method: 'POST', url: '/api/push/test' },
  {
    name: 'a profile change (it mails a new e-mail)',
    method: 'PUT',
    url: '/api/users/profile',
    body: () => ({ email: 'demo.br@pulso.example', phone: '(11) 98765-4321', appVersion: '1.0.0' }),
  },
  {
    name: 'an account deletion (it checks the password)',
    method: 'POST',
    url: '/api/users/me/delete',
    body: () => ({ password: 'not-the-password' }),
  },
  {
    name: 'the doctor-finder listing',
    method: 'PUT',
    url: '/docfinder/v1/me',
    body: () => ({
      consent: true,
      consentVersion: DOCFINDER_CONSENT_VERSION,
      specialties: [{ code: 'cardiologia', rqe: '12345' }],
      languages: ['pt'],
    }),
  },
  {
    name: 'a listing office',
    method: 'POST',
    url: '/docfinder/v1/me/addresses',
    body: () => office,
  },
  {
    name: 'a change of a listing office',
    method: 'PUT',
    url: '/docfinder/v1/me/addresses/00000000-0000-4000-8000-000000000000',
    body: () => office,
  },
];

describe('writes a doctor can repeat, per account', () => {
  const call = (route: (typeof routes)[number], token: string) =>
    route.method === 'PUT'
      ? api.put(route.url, route.body?.(), { token })
      : api.post(route.url, route.body?.(), { token });

  it.each(routes)(
    '$name: the third within the window is a 429, for that account only',
    async (route) => {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const answer = await call(route, doctor);
        expect(answer.statusCode, answer.body).not.toBe(429);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }
      const refused = await call(route, doctor);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(problemCode(refused)).toBe('request.account_rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(route, otherDoctor)).statusCode).not.toBe(429);
    },
  );
});
