import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import {
  startHarness,
  type Harness,
} from '../medical-information/testing/medical-information-harness.ts';
import { backofficeEndpoints } from './backoffice.routes.ts';

/** The app's clock: the test moves it past an item's valid-to. */
let clockMs = Date.now();
const now = () => new Date(clockMs);

let h: Harness;
const tokens: Record<string, string> = {};
const people = {
  doctor: 'demo-mx',
  doctorBr: 'demo-br',
  medinfo: 'medinfo-mx',
  editorMx: 'staff-editor-mx',
  revisorMx: 'staff-revisor-mx',
  editorBr: 'staff-editor-br',
  revisorBr: 'staff-revisor-br',
  admin: 'staff-admin',
} as const;
type Who = keyof typeof people;

beforeAll(async () => {
  h = await startHarness({}, [], { now });
  for (const [who, uid] of Object.entries(people)) tokens[who] = await h.signIn(uid);
}, 400_000);
afterAll(() => h?.t.close());

const as = (who: Who) => ({ token: tokens[who]!, country: 'mx' as CountryCode });

const draft = (title: string, countries: CountryCode[]) => ({
  title,
  synopsis: 'Resumen del ítem <script>alert(1)</script>',
  mainCluster: 'to_read',
  categoryId: 'cardiology',
  countries,
  language: countries.includes('br') ? 'pt-br' : 'es',
  content: {
    additionalInformation: '<p>Más información</p><script>alert(1)</script>',
  },
});

async function create(who: Who, title: string, countries: CountryCode[]): Promise<string> {
  const response = await h.api.post('/api/backoffice/contents', draft(title, countries), as(who));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const approval = (minutes: number) => ({
  approvalCode: 'MX-2026-0042',
  validFrom: new Date(clockMs - 60_000).toISOString(),
  validTo: new Date(clockMs + minutes * 60_000).toISOString(),
});

describe('back-office content lifecycle', { timeout: 120_000 }, () => {
  it('publishes an approved version only within its validity, keeps it while an edit is drafted, and trails every step', async () => {
    const title = `Anticoagulación hoy ${Date.now()}`;
    const id = await create('editorMx', title, ['mx']);
    const created = (await h.api.get(`/api/backoffice/contents/${id}`, as('editorMx'))).json();
    expect(created).toMatchObject({ status: 'draft', version: 1, countries: ['mx'] });
    expect(JSON.stringify(created.content)).not.toContain('<script');

    // A doctor sees nothing of a draft; approving a draft is refused (it is not in review).
    expect((await h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(404);
    expect(
      (await h.api.post(`/api/backoffice/contents/${id}/approve`, approval(1), as('revisorMx')))
        .statusCode,
    ).toBe(409);
    // An editor cannot approve, even in their own country.
    expect(
      (await h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as('editorMx'))).statusCode,
    ).toBe(200);
    expect(
      (await h.api.post(`/api/backoffice/contents/${id}/approve`, approval(1), as('editorMx')))
        .statusCode,
    ).toBe(403);
    const approved = await h.api.post(
      `/api/backoffice/contents/${id}/approve`,
      approval(1),
      as('revisorMx'),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvalCode: 'MX-2026-0042' });

    const doctorSees = async () => {
      const item = await h.api.get(`/api/contents/${id}`, as('doctor'));
      const lists = await Promise.all(
        ['news', 'feed', 'home'].map((cluster) =>
          h.api.get(`/api/clusters/${cluster}`, as('doctor')),
        ),
      );
      const search = await h.api.get(
        `/api/search?q=${encodeURIComponent(title.split(' ').slice(0, 2).join(' '))}`,
        as('doctor'),
      );
      return {
        item: item.statusCode === 200 ? item.json().cfApprovalCode : item.statusCode,
        lists: lists.map((list) => list.body.includes(id)),
        search: search.body.includes(id),
      };
    };
    expect(await doctorSees()).toEqual({
      item: 'MX-2026-0042',
      lists: [true, true, true],
      search: true,
    });
    // Brazil's doctors never see a Mexican item.
    expect(
      (await h.api.get(`/api/contents/${id}`, { token: tokens.doctorBr!, country: 'br' }))
        .statusCode,
    ).toBe(404);

    // An approved version is immutable: an edit is version 2, a draft; version 1 stays published.
    const edited = await h.api.put(
      `/api/backoffice/contents/${id}`,
      { ...draft(`${title} (revisado)`, ['mx']) },
      as('editorMx'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      version: 2,
      status: 'draft',
      published: { version: 1, approvalCode: 'MX-2026-0042' },
    });
    expect((await doctorSees()).item).toBe('MX-2026-0042');

    // The clock passes valid-to: gone from the item, every list, the home and search at once.
    clockMs += 2 * 60_000;
    expect(await doctorSees()).toEqual({ item: 404, lists: [false, false, false], search: false });
    const expired = await h.api.get('/api/backoffice/contents?status=draft', as('editorMx'));
    expect(expired.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const trail = await h.api.get(`/api/backoffice/audit?entityId=${id}`, as('revisorMx'));
    expect(trail.json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'create',
      'submit',
      'approve',
      'update',
    ]);
    expect(trail.json().items[2]).toMatchObject({
      actor: { name: 'Raúl Revisor MX' },
      before: { status: 'in-review' },
      after: { status: 'approved', approvalCode: 'MX-2026-0042' },
    });
    const csv = await h.api.get(`/api/backoffice/audit.csv?entityId=${id}`, as('editorMx'));
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('action,actor,at,before,after');
  });

  it('withdraws a published item at once', async () => {
    const id = await create('editorMx', `Retirado ${Date.now()}`, ['mx']);
    await h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as('editorMx'));
    await h.api.post(`/api/backoffice/contents/${id}/approve`, approval(60), as('revisorMx'));
    expect((await h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(200);
    const withdrawn = await h.api.post(
      `/api/backoffice/contents/${id}/withdraw`,
      {},
      as('revisorMx'),
    );
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await h.api.get(`/api/contents/${id}`, as('doctor'))).statusCode).toBe(404);
  });
});

/**
 * Every back-office endpoint × role × country. `ok` passes authorisation (2xx, or 409 when the
 * item's state does not allow the step); `403` the role may not do it anywhere; `404` the item
 * belongs to a country the staff member does not work for.
 */
describe('back-office permission matrix', { timeout: 180_000 }, () => {
  type Outcome = 'ok' | 403 | 404;
  type Call = (
    who: Who,
    item: { id: string; country: CountryCode; userId: string },
  ) => Promise<{ statusCode: number }>;
  const roles: Who[] = ['doctor', 'medinfo', 'editorMx', 'revisorMx', 'admin'];
  /** Outcome on the Mexican item, then on the Brazilian one, per role (order of `roles`). */
  const matrix: Record<string, { call: Call; expect: [Outcome, Outcome][] }> = {
    'GET /api/backoffice/me': {
      call: (who) => h.api.get('/api/backoffice/me', as(who)),
      expect: [
        [403, 403],
        ['ok', 'ok'],
        ['ok', 'ok'],
        ['ok', 'ok'],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/contents': {
      call: (who) => h.api.get('/api/backoffice/contents', as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
        ['ok', 'ok'],
        ['ok', 'ok'],
      ],
    },
    'POST /api/backoffice/contents': {
      call: (who, item) =>
        h.api.post('/api/backoffice/contents', draft('Nuevo', [item.country]), as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/contents/:id': {
      call: (who, item) => h.api.get(`/api/backoffice/contents/${item.id}`, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 404],
        ['ok', 404],
        ['ok', 'ok'],
      ],
    },
    'PUT /api/backoffice/contents/:id': {
      call: (who, item) =>
        h.api.put(`/api/backoffice/contents/${item.id}`, draft('Editado', [item.country]), as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 404],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'POST /api/backoffice/contents/:id/submit': {
      call: (who, item) => h.api.post(`/api/backoffice/contents/${item.id}/submit`, {}, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 404],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'POST /api/backoffice/contents/:id/approve': {
      call: (who, item) =>
        h.api.post(`/api/backoffice/contents/${item.id}/approve`, approval(60), as(who)),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 404],
        ['ok', 'ok'],
      ],
    },
    'POST /api/backoffice/contents/:id/withdraw': {
      call: (who, item) => h.api.post(`/api/backoffice/contents/${item.id}/withdraw`, {}, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 404],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/audit': {
      call: (who, item) => h.api.get(`/api/backoffice/audit?entityId=${item.id}`, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 404],
        ['ok', 404],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/audit.csv': {
      call: (who, item) => h.api.get(`/api/backoffice/audit.csv?entityId=${item.id}`, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 404],
        ['ok', 404],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/contents/expiring': {
      call: (who) => h.api.get('/api/backoffice/contents/expiring?days=30', as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
        ['ok', 'ok'],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/users': {
      call: (who) => h.api.get('/api/backoffice/users?q=demo', as(who)),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/users/:id': {
      call: (who, item) => h.api.get(`/api/backoffice/users/${item.userId}`, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'PUT /api/backoffice/users/:id/speaker-training': {
      call: (who, item) =>
        h.api.put(
          `/api/backoffice/users/${item.userId}/speaker-training`,
          { enabled: false },
          as(who),
        ),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'GET /api/backoffice/staff': {
      call: (who) => h.api.get('/api/backoffice/staff', as(who)),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'PUT /api/backoffice/staff/:id/roles': {
      call: (who, item) =>
        h.api.put(`/api/backoffice/staff/${item.userId}/roles`, { roles: [] }, as(who)),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
    'POST /api/backoffice/licences/import': {
      call: (who) =>
        h.api.post(
          '/api/backoffice/licences/import',
          'uf,register_number,name,specialty,status\n',
          {
            ...as(who),
            headers: { 'content-type': 'text/csv' },
          },
        ),
      expect: [
        [403, 403],
        [403, 403],
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
      ],
    },
  };

  it('covers every back-office endpoint', () => {
    expect(Object.keys(matrix).sort()).toEqual([...new Set(backofficeEndpoints)].sort());
  });

  it('allows, refuses (403) or hides (404) each endpoint for each role and country', async () => {
    /** A doctor of the item's country (the accounts' endpoints act on them). */
    const userId = async (email: string): Promise<string> =>
      (await h.api.get(`/api/backoffice/staff?email=${email}`, as('admin'))).json().items[0].id;
    const items = {
      mx: {
        id: await create('editorMx', 'Ítem de México', ['mx']),
        country: 'mx' as const,
        userId: await userId('demo.mx@pulso.example'),
      },
      br: {
        id: await create('editorBr', 'Item do Brasil', ['br']),
        country: 'br' as const,
        userId: await userId('demo.br@pulso.example'),
      },
    };
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [endpoint, { call, expect: outcomes }] of Object.entries(matrix))
      for (const [index, who] of roles.entries())
        for (const [column, item] of [items.mx, items.br].entries()) {
          const { statusCode } = await call(who, item);
          const outcome: Outcome | number =
            (statusCode >= 200 && statusCode < 300) || statusCode === 409 ? 'ok' : statusCode;
          const label = `${endpoint} as ${who} on ${item.country}`;
          seen.push(`${label}: ${outcome}`);
          wanted.push(`${label}: ${outcomes[index]![column]}`);
        }
    expect(seen).toEqual(wanted);
  });
});
