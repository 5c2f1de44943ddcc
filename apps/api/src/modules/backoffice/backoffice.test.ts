import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import {
  startHarness,
  type Harness,
} from '../medical-information/testing/medical-information-harness.ts';
import { docfinderListings } from '../../db/schema/docfinder.ts';
import { backofficeEndpoints } from './backoffice.routes.ts';
import { multipartBody, smallPdf } from './testing/media-upload.ts';

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
  eventsMx: 'staff-events-mx',
} as const;
type Who = keyof typeof people;

let mediaDir: string;

beforeAll(async () => {
  // The matrix uploads files: into a folder of its own, not the repository's media.
  mediaDir = await mkdtemp(join(tmpdir(), 'pulso-backoffice-media-'));
  h = await startHarness({ MEDIA_DIR: mediaDir }, [], { now });
  for (const [who, uid] of Object.entries(people)) tokens[who] = await h.signIn(uid);
}, 400_000);
afterAll(async () => {
  await h?.t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

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

  it("tells a staff member what each role allows, per subject and country (the UI's navigation)", async () => {
    const editor = (await h.api.get('/api/backoffice/me', as('editorMx'))).json();
    expect(editor.roles).toEqual([{ role: 'editor', countries: ['mx'] }]);
    expect(editor.abilities).toEqual(
      expect.arrayContaining([
        { action: 'create', subject: 'Content', countries: ['mx'] },
        { action: 'read', subject: 'Audit', countries: ['mx'] },
      ]),
    );
    expect(editor.abilities).not.toContainEqual(expect.objectContaining({ action: 'approve' }));
    const reviewer = (await h.api.get('/api/backoffice/me', as('revisorMx'))).json();
    expect(reviewer.abilities).toContainEqual({
      action: 'approve',
      subject: 'Content',
      countries: ['mx'],
    });
  });

  it('has no publication-clock fixture route unless the test rig turns it on', async () => {
    const answer = await h.t.app.inject({
      method: 'POST',
      url: '/__testing/publication-clock',
      payload: { advanceSeconds: 60 },
    });
    expect(answer.statusCode).toBe(404);
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
  interface Item {
    id: string;
    country: CountryCode;
    course: string;
    courseBody: unknown;
    event: string;
    /** A doctor of the item's country (the accounts' endpoints act on them). */
    userId: string;
  }
  type Call = (who: Who, item: Item) => Promise<{ statusCode: number }>;
  const roles: Who[] = ['doctor', 'medinfo', 'editorMx', 'revisorMx', 'admin', 'eventsMx'];
  /** Editors and admins edit courses, reviewers read them (doctor, medinfo, …, eventsMx). */
  const courseReaders = (
    editor: [Outcome, Outcome],
    reviewer: [Outcome, Outcome],
  ): [Outcome, Outcome][] => [[403, 403], [403, 403], editor, reviewer, ['ok', 'ok'], [403, 403]];
  /** Admins and events managers (of Mexico) only. */
  const eventManagers = (manager: [Outcome, Outcome]): [Outcome, Outcome][] => [
    [403, 403],
    [403, 403],
    [403, 403],
    [403, 403],
    ['ok', 'ok'],
    manager,
  ];
  const day = (days: number) => new Date(clockMs + days * 86_400_000).toISOString().slice(0, 10);
  const schedule = (days: number) => ({
    startsAt: `${day(days)}T10:00`,
    endsAt: `${day(days)}T11:00`,
    timeZone: 'America/Mexico_City',
  });
  const newEvent = (country: CountryCode) => ({
    title: 'Evento de la matriz',
    country,
    categoryId: 'cardiology',
    format: 'webinar',
    schedule: schedule(5),
    meeting: { provider: 'zoom', meetingNumber: '85012345678', password: 'clave' },
  });
  /** Admins, and reviewers of the listing's country (Mexico's list none of Brazil's). */
  const directoryOutcomes: [Outcome, Outcome][] = [
    [403, 403],
    [403, 403],
    [403, 403],
    ['ok', 'ok'],
    ['ok', 'ok'],
    [403, 403],
  ];
  /** One Brazilian listing: Mexico's reviewer finds none (404), Brazil's admin all. */
  const directoryListing: [Outcome, Outcome][] = [
    ...directoryOutcomes.slice(0, 3),
    [404, 404],
    ['ok', 'ok'],
    [403, 403],
  ];
  let listingId = '';
  /** Doctors' accounts, staff grants and the licence registry: admins only. */
  const adminsOnly: [Outcome, Outcome][] = [
    [403, 403],
    [403, 403],
    [403, 403],
    [403, 403],
    ['ok', 'ok'],
    [403, 403],
  ];
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
        [403, 403],
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
        [403, 403],
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
        [403, 403],
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
        [403, 403],
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
        [403, 403],
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
        [403, 403],
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
        [403, 403],
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
        [404, 404],
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
        [404, 404],
      ],
    },
    'GET /api/backoffice/courses': {
      call: (who) => h.api.get('/api/backoffice/courses', as(who)),
      expect: [...courseReaders(['ok', 'ok'], ['ok', 'ok'])],
    },
    'GET /api/backoffice/courses/:id': {
      call: (who, item) => h.api.get(`/api/backoffice/courses/${item.course}`, as(who)),
      expect: [...courseReaders(['ok', 404], ['ok', 404])],
    },
    'PUT /api/backoffice/courses/:id': {
      call: (who, item) =>
        h.api.put(`/api/backoffice/courses/${item.course}`, item.courseBody, as(who)),
      expect: [...courseReaders(['ok', 404], [403, 403])],
    },
    'GET /api/backoffice/events': {
      call: (who) => h.api.get('/api/backoffice/events', as(who)),
      expect: eventManagers(['ok', 'ok']),
    },
    'POST /api/backoffice/events': {
      call: (who, item) => h.api.post('/api/backoffice/events', newEvent(item.country), as(who)),
      expect: eventManagers(['ok', 403]),
    },
    'GET /api/backoffice/events/:id': {
      call: (who, item) => h.api.get(`/api/backoffice/events/${item.event}`, as(who)),
      expect: eventManagers(['ok', 404]),
    },
    'PUT /api/backoffice/events/:id/schedule': {
      call: (who, item) =>
        h.api.put(`/api/backoffice/events/${item.event}/schedule`, schedule(9), as(who)),
      expect: eventManagers(['ok', 404]),
    },
    'PUT /api/backoffice/events/:id/meeting': {
      call: (who, item) =>
        h.api.put(
          `/api/backoffice/events/${item.event}/meeting`,
          { provider: 'jitsi', room: 'sala-de-prueba' },
          as(who),
        ),
      expect: eventManagers(['ok', 404]),
    },
    'POST /api/backoffice/events/:id/recordings': {
      call: (who, item) =>
        h.api.post(
          `/api/backoffice/events/${item.event}/recordings`,
          { url: 'https://cdn.example.com/r.mp4', mimeType: 'video/mp4' },
          as(who),
        ),
      expect: eventManagers(['ok', 404]),
    },
    'DELETE /api/backoffice/events/:id/recordings/:index': {
      call: (who, item) =>
        h.api.delete(`/api/backoffice/events/${item.event}/recordings/0`, as(who)),
      expect: eventManagers(['ok', 404]),
    },
    'POST /api/backoffice/events/:id/cancel': {
      call: (who, item) => h.api.post(`/api/backoffice/events/${item.event}/cancel`, {}, as(who)),
      expect: eventManagers(['ok', 404]),
    },
    // The directory is Brazil's only: both columns ask about one Brazilian listing.
    'GET /api/backoffice/directory': {
      call: (who) => h.api.get('/api/backoffice/directory', as(who)),
      expect: directoryOutcomes,
    },
    'GET /api/backoffice/directory/:id': {
      call: (who) => h.api.get(`/api/backoffice/directory/${listingId}`, as(who)),
      expect: directoryListing,
    },
    'POST /api/backoffice/directory/:id/hide': {
      call: (who) =>
        h.api.post(`/api/backoffice/directory/${listingId}/hide`, { reason: 'Matriz' }, as(who)),
      expect: directoryListing,
    },
    'POST /api/backoffice/directory/:id/unhide': {
      call: (who) => h.api.post(`/api/backoffice/directory/${listingId}/unhide`, {}, as(who)),
      expect: directoryListing,
    },
    'GET /api/backoffice/contents/expiring': {
      call: (who) => h.api.get('/api/backoffice/contents/expiring?days=30', as(who)),
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 'ok'],
        ['ok', 'ok'],
        ['ok', 'ok'],
        [403, 403],
      ],
    },
    'GET /api/backoffice/users': {
      call: (who) => h.api.get('/api/backoffice/users?q=demo', as(who)),
      expect: adminsOnly,
    },
    'GET /api/backoffice/users/:id': {
      call: (who, item) => h.api.get(`/api/backoffice/users/${item.userId}`, as(who)),
      expect: adminsOnly,
    },
    'PUT /api/backoffice/users/:id/speaker-training': {
      call: (who, item) =>
        h.api.put(
          `/api/backoffice/users/${item.userId}/speaker-training`,
          { enabled: false },
          as(who),
        ),
      expect: adminsOnly,
    },
    'GET /api/backoffice/staff': {
      call: (who) => h.api.get('/api/backoffice/staff', as(who)),
      expect: adminsOnly,
    },
    'PUT /api/backoffice/staff/:id/roles': {
      call: (who, item) =>
        h.api.put(`/api/backoffice/staff/${item.userId}/roles`, { roles: [] }, as(who)),
      expect: adminsOnly,
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
      expect: adminsOnly,
    },
    'POST /api/backoffice/media': {
      call: (who, item) => {
        const { payload, headers } = multipartBody(
          { kind: 'pdf', countries: item.country },
          { name: 'bula.pdf', type: 'application/pdf', bytes: smallPdf() },
        );
        return h.api.post('/api/backoffice/media', payload, { ...as(who), headers });
      },
      // Editors and admins, in their countries.
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 403],
        [403, 403],
        ['ok', 'ok'],
        [403, 403],
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
    const item = async (country: CountryCode, course: string): Promise<Item> => {
      const { questions, settings } = (
        await h.api.get(`/api/backoffice/courses/${course}`, as('admin'))
      ).json();
      const event = await h.api.post('/api/backoffice/events', newEvent(country), as('admin'));
      return {
        id: await create(country === 'mx' ? 'editorMx' : 'editorBr', `Ítem ${country}`, [country]),
        country,
        course,
        courseBody: { questions, settings },
        event: event.json().id,
        userId: await userId(`demo.${country}@pulso.example`),
      };
    };
    const [listing] = await h.t.app.database.db
      .select({ id: docfinderListings.id })
      .from(docfinderListings)
      .limit(1);
    listingId = listing!.id;
    const items = {
      mx: await item('mx', 'curso-anticoncepcion-basada-en-la-evidencia'),
      br: await item('br', 'curso-fundamentos-de-retina-clinica'),
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
