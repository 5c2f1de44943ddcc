import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { docfinderListings } from '../../db/schema/docfinder.ts';
import { backofficeEndpoints } from './backoffice.routes.ts';
import { multipartBody, smallPdf } from './testing/media-upload.ts';
import { useStaffHarness, type Who } from './testing/staff-harness.ts';

const staff = useStaffHarness();
const { as, create, approval, clock, draft } = staff;

/**
 * Every back-office endpoint × role × country. `ok` passes authorisation (2xx, or 409 when the
 * item's state does not allow the step, or 403 `backoffice.four_eyes` when the role may approve
 * but this person edited the version: four-eyes.test.ts); `403` the role may not do it anywhere;
 * `404` the item belongs to a country the staff member does not work for.
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
  type Call = (who: Who, item: Item) => Promise<{ statusCode: number; body: string }>;
  const roles: Who[] = ['doctor', 'medinfo', 'editorMx', 'revisorMx', 'admin', 'eventsMx'];
  /** Editors and admins edit courses, reviewers read them (doctor, medinfo, …, eventsMx). */
  const courseReaders = (
    editor: [Outcome, Outcome],
    reviewer: [Outcome, Outcome],
  ): [Outcome, Outcome][] => [[403, 403], [403, 403], editor, reviewer, ['ok', 'ok'], [403, 403]];
  /** Admins and events managers, and (to read and approve) reviewers, of Mexico (decision 074). */
  const eventReaders = (
    manager: [Outcome, Outcome],
    reviewer: [Outcome, Outcome],
  ): [Outcome, Outcome][] => [[403, 403], [403, 403], [403, 403], reviewer, ['ok', 'ok'], manager];
  /** Admins and events managers (of Mexico) only. */
  const eventManagers = (manager: [Outcome, Outcome]): [Outcome, Outcome][] => [
    [403, 403],
    [403, 403],
    [403, 403],
    [403, 403],
    ['ok', 'ok'],
    manager,
  ];
  const day = (days: number) => new Date(clock.ms + days * 86_400_000).toISOString().slice(0, 10);
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
      call: (who) => staff.h.api.get('/api/backoffice/me', as(who)),
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
      call: (who) => staff.h.api.get('/api/backoffice/contents', as(who)),
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
        staff.h.api.post('/api/backoffice/contents', draft('Nuevo', [item.country]), as(who)),
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
      call: (who, item) => staff.h.api.get(`/api/backoffice/contents/${item.id}`, as(who)),
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
        staff.h.api.put(
          `/api/backoffice/contents/${item.id}`,
          draft('Editado', [item.country]),
          as(who),
        ),
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
      call: (who, item) =>
        staff.h.api.post(`/api/backoffice/contents/${item.id}/submit`, {}, as(who)),
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
        staff.h.api.post(`/api/backoffice/contents/${item.id}/approve`, approval(60), as(who)),
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
      call: (who, item) =>
        staff.h.api.post(`/api/backoffice/contents/${item.id}/withdraw`, {}, as(who)),
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
      call: (who, item) => staff.h.api.get(`/api/backoffice/audit?entityId=${item.id}`, as(who)),
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
      call: (who, item) =>
        staff.h.api.get(`/api/backoffice/audit.csv?entityId=${item.id}`, as(who)),
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
      call: (who) => staff.h.api.get('/api/backoffice/courses', as(who)),
      expect: [...courseReaders(['ok', 'ok'], ['ok', 'ok'])],
    },
    'GET /api/backoffice/courses/:id': {
      call: (who, item) => staff.h.api.get(`/api/backoffice/courses/${item.course}`, as(who)),
      expect: [...courseReaders(['ok', 404], ['ok', 404])],
    },
    'PUT /api/backoffice/courses/:id': {
      call: (who, item) =>
        staff.h.api.put(`/api/backoffice/courses/${item.course}`, item.courseBody, as(who)),
      expect: [...courseReaders(['ok', 404], [403, 403])],
    },
    // Version 1 is approved already: 409, allowed (decision 074: reviewers and admins approve).
    'POST /api/backoffice/courses/:id/versions/:version/approve': {
      call: (who, item) =>
        staff.h.api.post(`/api/backoffice/courses/${item.course}/versions/1/approve`, {}, as(who)),
      expect: [...courseReaders([403, 403], ['ok', 404])],
    },
    'GET /api/backoffice/events': {
      call: (who) => staff.h.api.get('/api/backoffice/events', as(who)),
      expect: eventReaders(['ok', 'ok'], ['ok', 'ok']),
    },
    'POST /api/backoffice/events': {
      call: (who, item) =>
        staff.h.api.post('/api/backoffice/events', newEvent(item.country), as(who)),
      expect: eventManagers(['ok', 403]),
    },
    'GET /api/backoffice/events/:id': {
      call: (who, item) => staff.h.api.get(`/api/backoffice/events/${item.event}`, as(who)),
      expect: eventReaders(['ok', 404], ['ok', 404]),
    },
    'PUT /api/backoffice/events/:id/text': {
      call: (who, item) =>
        staff.h.api.put(
          `/api/backoffice/events/${item.event}/text`,
          { title: `Evento de la matriz (${who})`, categoryId: 'cardiology', format: 'webinar' },
          as(who),
        ),
      expect: eventManagers(['ok', 404]),
    },
    'POST /api/backoffice/events/:id/submit': {
      call: (who, item) =>
        staff.h.api.post(`/api/backoffice/events/${item.event}/submit`, {}, as(who)),
      expect: eventManagers(['ok', 404]),
    },
    // The admin wrote the events: their own approval is four eyes' 403 (counted as allowed).
    'POST /api/backoffice/events/:id/approve': {
      call: (who, item) =>
        staff.h.api.post(
          `/api/backoffice/events/${item.event}/approve`,
          { approvalCode: 'MX-EV-MATRIZ' },
          as(who),
        ),
      expect: eventReaders([403, 403], ['ok', 404]),
    },
    'PUT /api/backoffice/events/:id/schedule': {
      call: (who, item) =>
        staff.h.api.put(`/api/backoffice/events/${item.event}/schedule`, schedule(9), as(who)),
      expect: eventManagers(['ok', 404]),
    },
    'PUT /api/backoffice/events/:id/meeting': {
      call: (who, item) =>
        staff.h.api.put(
          `/api/backoffice/events/${item.event}/meeting`,
          { provider: 'jitsi', room: 'sala-de-prueba' },
          as(who),
        ),
      expect: eventManagers(['ok', 404]),
    },
    'POST /api/backoffice/events/:id/recordings': {
      call: (who, item) =>
        staff.h.api.post(
          `/api/backoffice/events/${item.event}/recordings`,
          { url: 'https://cdn.example.com/r.mp4', mimeType: 'video/mp4' },
          as(who),
        ),
      expect: eventManagers(['ok', 404]),
    },
    'DELETE /api/backoffice/events/:id/recordings/:index': {
      call: (who, item) =>
        staff.h.api.delete(`/api/backoffice/events/${item.event}/recordings/0`, as(who)),
      expect: eventManagers(['ok', 404]),
    },
    'POST /api/backoffice/events/:id/cancel': {
      call: (who, item) =>
        staff.h.api.post(`/api/backoffice/events/${item.event}/cancel`, {}, as(who)),
      expect: eventManagers(['ok', 404]),
    },
    // The directory is Brazil's only: both columns ask about one Brazilian listing.
    'GET /api/backoffice/directory': {
      call: (who) => staff.h.api.get('/api/backoffice/directory', as(who)),
      expect: directoryOutcomes,
    },
    'GET /api/backoffice/directory/:id': {
      call: (who) => staff.h.api.get(`/api/backoffice/directory/${listingId}`, as(who)),
      expect: directoryListing,
    },
    'POST /api/backoffice/directory/:id/hide': {
      call: (who) =>
        staff.h.api.post(
          `/api/backoffice/directory/${listingId}/hide`,
          { reason: 'Matriz' },
          as(who),
        ),
      expect: directoryListing,
    },
    'POST /api/backoffice/directory/:id/unhide': {
      call: (who) => staff.h.api.post(`/api/backoffice/directory/${listingId}/unhide`, {}, as(who)),
      expect: directoryListing,
    },
    'GET /api/backoffice/contents/expiring': {
      call: (who) => staff.h.api.get('/api/backoffice/contents/expiring?days=30', as(who)),
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
      call: (who) => staff.h.api.get('/api/backoffice/users?q=demo', as(who)),
      expect: adminsOnly,
    },
    'GET /api/backoffice/users/:id': {
      call: (who, item) => staff.h.api.get(`/api/backoffice/users/${item.userId}`, as(who)),
      expect: adminsOnly,
    },
    'PUT /api/backoffice/users/:id/speaker-training': {
      call: (who, item) =>
        staff.h.api.put(
          `/api/backoffice/users/${item.userId}/speaker-training`,
          { enabled: false },
          as(who),
        ),
      expect: adminsOnly,
    },
    'GET /api/backoffice/staff': {
      call: (who) => staff.h.api.get('/api/backoffice/staff', as(who)),
      expect: adminsOnly,
    },
    'PUT /api/backoffice/staff/:id/roles': {
      call: (who, item) =>
        staff.h.api.put(`/api/backoffice/staff/${item.userId}/roles`, { roles: [] }, as(who)),
      expect: adminsOnly,
    },
    'POST /api/backoffice/licences/import': {
      call: (who) =>
        staff.h.api.post(
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
        return staff.h.api.post('/api/backoffice/media', payload, { ...as(who), headers });
      },
      // Editors, events managers (an event's image, photos, materials) and admins, in their
      // countries.
      expect: [
        [403, 403],
        [403, 403],
        ['ok', 403],
        [403, 403],
        ['ok', 'ok'],
        ['ok', 403],
      ],
    },
  };

  it('covers every back-office endpoint', () => {
    expect(Object.keys(matrix).sort()).toEqual([...new Set(backofficeEndpoints)].sort());
  });

  it('allows, refuses (403) or hides (404) each endpoint for each role and country', async () => {
    /** A doctor of the item's country (the accounts' endpoints act on them). */
    const userId = async (email: string): Promise<string> =>
      (await staff.h.api.get(`/api/backoffice/staff?email=${email}`, as('admin'))).json().items[0]
        .id;
    const item = async (country: CountryCode, course: string): Promise<Item> => {
      const { questions, settings } = (
        await staff.h.api.get(`/api/backoffice/courses/${course}`, as('admin'))
      ).json();
      const event = await staff.h.api.post(
        '/api/backoffice/events',
        newEvent(country),
        as('admin'),
      );
      return {
        id: await create(country === 'mx' ? 'editorMx' : 'editorBr', `Ítem ${country}`, [country]),
        country,
        course,
        courseBody: { questions, settings },
        event: event.json().id,
        userId: await userId(`demo.${country}@pulso.example`),
      };
    };
    const [listing] = await staff.h.t.app.database.db
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
          const { statusCode, body } = await call(who, item);
          const fourEyes =
            statusCode === 403 &&
            (JSON.parse(body) as { code: string }).code === 'backoffice.four_eyes';
          const outcome: Outcome | number =
            (statusCode >= 200 && statusCode < 300) || statusCode === 409 || fourEyes
              ? 'ok'
              : statusCode;
          const label = `${endpoint} as ${who} on ${item.country}`;
          seen.push(`${label}: ${outcome}`);
          wanted.push(`${label}: ${outcomes[index]![column]}`);
        }
    expect(seen).toEqual(wanted);
  });
});
