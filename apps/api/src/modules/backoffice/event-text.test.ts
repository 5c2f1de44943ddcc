import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeAudit } from '../../db/schema/backoffice.ts';
import {
  startTrainingHarness,
  type TrainingHarness,
} from '../training/testing/training-harness.ts';
import { fieldProblems } from '../users/testing/api-client.ts';

describe('event text', () => {
  /**
   * Decision 075: an event made in the back office carries everything a doctor sees of a demo
   * event (image, speakers with photos, agenda, materials, approval code); its text is edited
   * after creation, an approved event's edit waiting for its own approval while doctors keep the
   * approved text; the back office reads an event's status as doctors do (`live` once started).
   */
  let h: TrainingHarness;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    h = await startTrainingHarness();
    for (const [who, uid] of Object.entries({
      eventsMx: 'staff-events-mx',
      revisorMx: 'staff-revisor-mx',
      admin: 'staff-admin',
      doctor: 'demo-mx',
    }))
      tokens[who] = await h.signIn(uid);
  }, 400_000);
  afterAll(() => h?.close());

  const as = (who: string) => ({ token: tokens[who]! });
  const LIVE_DEMO_EVENT = 'evento-en-vivo-anticoagulacion-en-la-practica';

  /** `YYYY-MM-DD` of the test clock, days ahead (Mexico City's date, UTC−6, a day ahead is safe). */
  const day = (daysAhead: number) =>
    new Date(h.clock.now().getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);

  const text = (title: string) => ({
    title,
    synopsis: 'Casos de anticoagulación en la consulta.',
    categoryId: 'cardiology',
    format: 'symposium',
    image: '/media/demo/evento-cardiologia.cluster.jpg',
    speakers: [
      {
        name: 'Dra. Lucía Herrera',
        description: 'Cardióloga, Ciudad de México',
        photoUrl: '/media/demo/lucia-herrera.cluster.jpg',
      },
      { name: 'Dr. Martín Acosta', description: '', photoUrl: null },
    ],
    agenda: [
      {
        startsAt: `${day(6)}T18:00`,
        endsAt: `${day(6)}T18:45`,
        title: 'Casos clínicos',
        speaker: 'Dra. Lucía Herrera',
      },
      { startsAt: `${day(6)}T18:45`, title: 'Preguntas', speaker: '' },
    ],
    materials: [{ title: 'Prospecto', url: '/media/demo/prospecto-xarelto.pdf', kind: 'pdf' }],
  });

  const newEvent = (title: string) => ({
    ...text(title),
    country: 'mx',
    capacity: 120,
    schedule: {
      startsAt: `${day(6)}T18:00`,
      endsAt: `${day(6)}T19:30`,
      timeZone: 'America/Mexico_City',
    },
    meeting: { provider: 'jitsi', room: 'pulso-sesion-completa' },
  });

  async function approved(title: string, code: string) {
    const created = await h.api.post('/api/backoffice/events', newEvent(title), as('eventsMx'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(
      (await h.api.post(`/api/backoffice/events/${id}/submit`, {}, as('eventsMx'))).statusCode,
    ).toBe(200);
    const approval = await h.api.post(
      `/api/backoffice/events/${id}/approve`,
      { approvalCode: code },
      as('revisorMx'),
    );
    expect(approval.statusCode, approval.body).toBe(200);
    return approval.json();
  }

  const doctorsPage = async (id: string) => {
    const page = await h.api.get(`/api/events/${id}`, as('doctor'));
    expect(page.statusCode, page.body).toBe(200);
    return page.json();
  };

  const trail = async (id: string) =>
    (
      await h.app.database.db
        .select({ action: backofficeAudit.action })
        .from(backofficeAudit)
        .where(eq(backofficeAudit.entityId, id))
        .orderBy(asc(backofficeAudit.id))
    ).map((row) => row.action);

  describe(
    'an event made in the back office, as rich as a demo event',
    { timeout: 120_000 },
    () => {
      it('is created with image, speakers, agenda and materials; doctors see them with its approval code', async () => {
        const event = await approved('Simposio completo de anticoagulación', 'MX-EV-2026-0101');
        expect(event).toMatchObject({
          version: 1,
          review: 'approved',
          approvalCode: 'MX-EV-2026-0101',
          published: null,
          format: 'symposium',
          image: '/media/demo/evento-cardiologia.cluster.jpg',
          speakers: [
            {
              name: 'Dra. Lucía Herrera',
              description: 'Cardióloga, Ciudad de México',
              photoUrl: '/media/demo/lucia-herrera.cluster.jpg',
            },
            { name: 'Dr. Martín Acosta', description: null, photoUrl: null },
          ],
          // On the wall clock of the event's zone, as they were written.
          agenda: [
            {
              startsAt: `${day(6)}T18:00`,
              endsAt: `${day(6)}T18:45`,
              title: 'Casos clínicos',
              speaker: 'Dra. Lucía Herrera',
            },
            { startsAt: `${day(6)}T18:45`, endsAt: null, title: 'Preguntas', speaker: null },
          ],
          materials: [
            { title: 'Prospecto', url: '/media/demo/prospecto-xarelto.pdf', kind: 'pdf' },
          ],
          status: 'upcoming',
        });

        const page = await doctorsPage(event.id);
        expect(page).toMatchObject({
          title: 'Simposio completo de anticoagulación',
          format: 'symposium',
          approvalCode: 'MX-EV-2026-0101',
          speakers: [
            { name: 'Dra. Lucía Herrera', description: 'Cardióloga, Ciudad de México' },
            { name: 'Dr. Martín Acosta', description: null, photoUrl: null },
          ],
          agenda: [
            { title: 'Casos clínicos', speaker: 'Dra. Lucía Herrera' },
            { title: 'Preguntas', endsAt: null, speaker: null },
          ],
          capacity: 120,
        });
        // Signed addresses of the uploaded files.
        expect(page.image.url).toMatch(/^\/media\/demo\/evento-cardiologia\.cluster\.jpg\?.*sig=/);
        expect(page.speakers[0].photoUrl).toMatch(/^\/media\/demo\/lucia-herrera\.cluster\.jpg\?/);
        // 18:00 in Mexico City (UTC−6 all year) is 00:00 UTC the next day.
        expect(page.agenda[0].startsAt).toBe(page.startsAt);
        expect(new Date(page.agenda[1].startsAt).getTime() - Date.parse(page.startsAt)).toBe(
          45 * 60_000,
        );
      });

      it("edits an approved event's text: doctors keep the approved one until another person approves the edit with its code", async () => {
        const event = await approved('Sesión que se corrige', 'MX-EV-2026-0102');
        const edit = {
          ...text('Sesión corregida'),
          speakers: [{ name: 'Dr. Martín Acosta', description: 'Nefrólogo, Buenos Aires' }],
        };

        // The same text again changes nothing: no new version, nothing to approve again.
        const same = await h.api.put(
          `/api/backoffice/events/${event.id}/text`,
          text('Sesión que se corrige'),
          as('eventsMx'),
        );
        expect(same.json()).toMatchObject({ version: 1, review: 'approved' });

        const edited = await h.api.put(
          `/api/backoffice/events/${event.id}/text`,
          edit,
          as('admin'),
        );
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({
          version: 2,
          review: 'draft',
          title: 'Sesión corregida',
          approvalCode: null,
          published: { title: 'Sesión que se corrige', approvalCode: 'MX-EV-2026-0102' },
          speakers: [{ name: 'Dr. Martín Acosta' }],
          editors: [{ name: expect.any(String) }],
        });
        // Doctors still see the approved text and its code.
        expect(await doctorsPage(event.id)).toMatchObject({
          title: 'Sesión que se corrige',
          approvalCode: 'MX-EV-2026-0102',
          speakers: [{ name: 'Dra. Lucía Herrera' }, { name: 'Dr. Martín Acosta' }],
        });

        // Moved while the edit waits: both agendas move with the event.
        const moved = await h.api.put(
          `/api/backoffice/events/${event.id}/schedule`,
          {
            startsAt: `${day(8)}T17:00`,
            endsAt: `${day(8)}T18:30`,
            timeZone: 'America/Mexico_City',
          },
          as('eventsMx'),
        );
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json().agenda[0].startsAt).toBe(`${day(8)}T17:00`);
        expect((await doctorsPage(event.id)).agenda[0].startsAt).toBe(moved.json().startsAt);

        // The events manager did not write this version: four eyes is about the version's writer.
        expect(
          (await h.api.post(`/api/backoffice/events/${event.id}/submit`, {}, as('eventsMx')))
            .statusCode,
        ).toBe(200);
        const ownEdit = await h.api.post(
          `/api/backoffice/events/${event.id}/approve`,
          { approvalCode: 'MX-EV-2026-0103' },
          as('admin'),
        );
        expect(ownEdit.statusCode).toBe(403);
        expect(ownEdit.json().code).toBe('backoffice.four_eyes');
        const approval = await h.api.post(
          `/api/backoffice/events/${event.id}/approve`,
          { approvalCode: 'MX-EV-2026-0103' },
          as('revisorMx'),
        );
        expect(approval.statusCode, approval.body).toBe(200);
        expect(approval.json()).toMatchObject({
          version: 2,
          review: 'approved',
          approvalCode: 'MX-EV-2026-0103',
          published: null,
        });
        const page = await doctorsPage(event.id);
        expect(page).toMatchObject({
          title: 'Sesión corregida',
          approvalCode: 'MX-EV-2026-0103',
          speakers: [{ name: 'Dr. Martín Acosta', description: 'Nefrólogo, Buenos Aires' }],
        });
        expect(page.agenda[0].startsAt).toBe(page.startsAt);
        expect(await trail(event.id)).toEqual([
          'create',
          'submit',
          'approve',
          'update',
          'reschedule',
          'submit',
          'approve',
        ]);
      });

      it('rewrites a draft in place and sends one in review back to draft', async () => {
        const created = (
          await h.api.post(
            '/api/backoffice/events',
            newEvent('Borrador por corregir'),
            as('eventsMx'),
          )
        ).json();
        await h.api.post(`/api/backoffice/events/${created.id}/submit`, {}, as('eventsMx'));
        const edited = await h.api.put(
          `/api/backoffice/events/${created.id}/text`,
          { ...text('Borrador corregido'), agenda: [] },
          as('eventsMx'),
        );
        expect(edited.json()).toMatchObject({
          version: 1,
          review: 'draft',
          title: 'Borrador corregido',
          agenda: [],
          published: null,
        });
        expect((await h.api.get(`/api/events/${created.id}`, as('doctor'))).statusCode).toBe(404);
      });

      it('names the agenda entries outside the event, and refuses an edit of a cancelled event', async () => {
        const body = newEvent('Agenda fuera de hora');
        const outside = await h.api.post(
          '/api/backoffice/events',
          {
            ...body,
            agenda: [
              { startsAt: `${day(6)}T17:00`, title: 'Antes' },
              { startsAt: `${day(6)}T19:00`, endsAt: `${day(6)}T20:00`, title: 'Después' },
              { startsAt: `${day(6)}T19:00`, endsAt: `${day(6)}T18:00`, title: 'Al revés' },
            ],
          },
          as('eventsMx'),
        );
        expect(outside.statusCode).toBe(400);
        expect(fieldProblems(outside)).toEqual(
          expect.arrayContaining([
            'body.agenda.0.startsAt: validation.agenda.outside',
            'body.agenda.1.endsAt: validation.agenda.outside',
            expect.stringMatching(/^body\.agenda\.2\.endsAt: /),
          ]),
        );

        const created = (await h.api.post('/api/backoffice/events', body, as('eventsMx'))).json();
        const late = await h.api.put(
          `/api/backoffice/events/${created.id}/text`,
          {
            ...text('Agenda fuera de hora'),
            agenda: [{ startsAt: `${day(7)}T18:00`, title: 'Otro día' }],
          },
          as('eventsMx'),
        );
        expect(late.statusCode).toBe(400);
        expect(fieldProblems(late)).toEqual(['body.agenda.0.startsAt: validation.agenda.outside']);
        const badSpeaker = await h.api.put(
          `/api/backoffice/events/${created.id}/text`,
          { ...text('Agenda fuera de hora'), speakers: [{ name: ' ', photoUrl: 'javascript:x' }] },
          as('eventsMx'),
        );
        expect(badSpeaker.statusCode).toBe(400);
        expect(fieldProblems(badSpeaker).map((problem) => problem.split(':')[0])).toEqual(
          expect.arrayContaining(['body.speakers.0.name', 'body.speakers.0.photoUrl']),
        );
        expect(
          (await h.api.put(`/api/backoffice/events/${created.id}/text`, text('x'), as('revisorMx')))
            .statusCode,
        ).toBe(403);

        await h.api.post(`/api/backoffice/events/${created.id}/cancel`, {}, as('eventsMx'));
        const cancelled = await h.api.put(
          `/api/backoffice/events/${created.id}/text`,
          text('Ya cancelado'),
          as('eventsMx'),
        );
        expect(cancelled.statusCode).toBe(409);
      });

      it("lists an event that has started as live, as doctors' pages do", async () => {
        const listed = (await h.api.get('/api/backoffice/events', as('eventsMx')))
          .json()
          .items.find((item: { id: string }) => item.id === LIVE_DEMO_EVENT);
        // With the code doctors see on its page (a seeded event's is its item's).
        const page = await doctorsPage(LIVE_DEMO_EVENT);
        expect(listed).toMatchObject({ status: 'live', approvalCode: page.approvalCode });
        expect(page.approvalCode).toMatch(/^DEMO-/);
        expect(Date.parse(listed.startsAt)).toBeLessThanOrEqual(Date.parse(listed.serverNow));
        expect(page.status).toBe('live');
      });
    },
  );
});
