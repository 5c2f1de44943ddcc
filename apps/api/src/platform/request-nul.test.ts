import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { validationMessages } from '@pulso/contracts/validation';
import {
  startHarness,
  type Harness,
} from '../modules/medical-information/testing/medical-information-harness.ts';
import { fieldProblems } from '../modules/users/testing/api-client.ts';

/**
 * A NUL in any parameter of any route (path, query string, a string or a key anywhere in a JSON
 * body) is a 400 naming the field, checked once for the whole server (decision 073): the routes
 * whose schemas say only "a string" included, which used to take it to the database (a 500 on
 * both databases: PostgreSQL text cannot hold a NUL).
 */
let h: Harness;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  tokens.admin = await h.signIn('staff-admin');
  tokens.editor = await h.signIn('staff-editor-mx');
  tokens.doctor = await h.signIn('demo-mx');
}, 400_000);
afterAll(() => h?.t.close());

const as = (who: string) => ({ token: tokens[who]!, country: 'mx' as CountryCode });
const NUL = '\u0000';
const nul = encodeURIComponent(`a${NUL}b`);

const draft = (title: string) => ({
  title,
  synopsis: 'Resumen',
  mainCluster: 'to_read',
  categoryId: 'cardiology',
  countries: ['mx'],
  language: 'es',
  content: {},
});

interface Case {
  name: string;
  field: string;
  call: () => ReturnType<Harness['api']['get']>;
}

const cases: Case[] = [
  {
    name: 'GET /api/backoffice/users?q',
    field: 'query.q',
    call: () => h.api.get(`/api/backoffice/users?q=${nul}`, as('admin')),
  },
  {
    name: 'GET /api/backoffice/staff?email',
    field: 'query.email',
    call: () => h.api.get(`/api/backoffice/staff?email=${nul}`, as('admin')),
  },
  {
    name: 'GET /api/backoffice/audit?entityId',
    field: 'query.entityId',
    call: () => h.api.get(`/api/backoffice/audit?entityId=${nul}`, as('admin')),
  },
  {
    name: 'GET /api/backoffice/audit.csv?entityId',
    field: 'query.entityId',
    call: () => h.api.get(`/api/backoffice/audit.csv?entityId=${nul}`, as('admin')),
  },
  {
    name: 'GET /api/backoffice/contents/:id',
    field: 'params.id',
    call: () => h.api.get(`/api/backoffice/contents/${nul}`, as('editor')),
  },
  {
    name: 'PUT /api/backoffice/contents/:id',
    field: 'params.id',
    call: () => h.api.put(`/api/backoffice/contents/${nul}`, draft('Editado'), as('editor')),
  },
  {
    name: 'POST /api/backoffice/contents/:id/submit',
    field: 'params.id',
    call: () => h.api.post(`/api/backoffice/contents/${nul}/submit`, {}, as('editor')),
  },
  {
    name: 'POST /api/backoffice/contents/:id/withdraw',
    field: 'params.id',
    call: () => h.api.post(`/api/backoffice/contents/${nul}/withdraw`, {}, as('admin')),
  },
  {
    name: 'POST /api/backoffice/contents (a JSON string)',
    field: 'body.title',
    call: () => h.api.post('/api/backoffice/contents', draft(`NUL ${NUL} título`), as('editor')),
  },
  {
    name: 'POST /api/backoffice/contents (a JSON string deep in the body)',
    field: 'body.content.additionalInformation',
    call: () =>
      h.api.post(
        '/api/backoffice/contents',
        { ...draft('NUL en el contenido'), content: { additionalInformation: `<p>${NUL}</p>` } },
        as('editor'),
      ),
  },
  {
    name: 'POST /api/backoffice/contents (a JSON key)',
    field: 'body.content',
    call: () =>
      h.api.post(
        '/api/backoffice/contents',
        { ...draft('NUL en una clave'), content: { [`a${NUL}`]: 'x' } },
        as('editor'),
      ),
  },
  {
    name: 'GET /api/contents/:id (a doctor)',
    field: 'params.id',
    call: () => h.api.get(`/api/contents/${nul}`, as('doctor')),
  },
  {
    name: 'PUT /api/push/quiet-hours (a doctor, a JSON body)',
    field: 'body.quietHours.start',
    call: () =>
      h.api.put(
        '/api/push/quiet-hours',
        { quietHours: { start: `22:00${NUL}`, end: '07:00' } },
        as('doctor'),
      ),
  },
  {
    name: 'POST /api/push/subscriptions (a doctor, an unknown JSON field)',
    field: 'body.note',
    call: () =>
      h.api.post(
        '/api/push/subscriptions',
        {
          endpoint: 'https://fcm.googleapis.com/fcm/send/nul-test',
          keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) },
          note: NUL,
        },
        as('doctor'),
      ),
  },
];

describe('a NUL in any parameter', () => {
  it.each(cases)('$name: a 400 naming $field', async ({ call, field }) => {
    const response = await call();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(fieldProblems(response)).toContain(`${field}: ${validationMessages.textCharacters}`);
  });

  it('keeps nothing: no item, no audit entry, no device', async () => {
    const items = await h.api.get('/api/backoffice/contents', as('editor'));
    expect(items.statusCode).toBe(200);
    expect(JSON.stringify(items.json())).not.toMatch(/NUL (en|\\u0000)/);
    const devices = await h.api.get('/api/push/subscriptions', as('doctor'));
    expect(devices.json()).toMatchObject({ devices: [] });
  });
});
