import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTrainingHarness,
  type TrainingHarness,
} from '../training/testing/training-harness.ts';

describe('events bank review', () => {
  /**
   * Decision 074: an event made in the back office and a saved question-bank version reach doctors
   * only once a reviewer of the country who did not write them approves them (four eyes, 068).
   */
  const MEXICAN_COURSE = 'curso-anticoncepcion-basada-en-la-evidencia';

  let h: TrainingHarness;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    h = await startTrainingHarness();
    for (const [who, uid] of Object.entries({
      editorMx: 'staff-editor-mx',
      revisorMx: 'staff-revisor-mx',
      admin: 'staff-admin',
      eventsMx: 'staff-events-mx',
      doctor: 'demo-mx',
    }))
      tokens[who] = await h.signIn(uid);
  }, 400_000);
  afterAll(() => h?.close());

  const as = (who: string) => ({ token: tokens[who]! });

  describe(
    'events made in the back office are reviewed (decision 074)',
    { timeout: 120_000 },
    () => {
      const local = (daysAhead: number, time: string) =>
        `${new Date(h.clock.now().getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T${time}`;
      const newEvent = (title: string) => ({
        title,
        synopsis: 'Para revisar.',
        country: 'mx',
        categoryId: 'cardiology',
        format: 'webinar',
        schedule: {
          startsAt: local(6, '18:00'),
          endsAt: local(6, '19:00'),
          timeZone: 'America/Mexico_City',
        },
        meeting: { provider: 'jitsi', room: 'pulso-revision' },
      });
      const doctorSees = async (id: string) => {
        const page = await h.api.get(`/api/events/${id}`, as('doctor'));
        const list = await h.api.get('/api/events?when=upcoming&limit=100', as('doctor'));
        return {
          page: page.statusCode,
          approvalCode: page.statusCode === 200 ? page.json().approvalCode : undefined,
          listed: JSON.stringify(list.json()).includes(id),
        };
      };

      it('is a draft doctors do not see; submitted, approved with a code by another reviewer, doctors see it with the code', async () => {
        const created = await h.api.post(
          '/api/backoffice/events',
          newEvent('Sesión por aprobar'),
          as('eventsMx'),
        );
        expect(created.statusCode, created.body).toBe(201);
        const event = created.json();
        expect(event).toMatchObject({
          review: 'draft',
          approvalCode: null,
          editors: [{ name: expect.any(String) }],
          editedByYou: true,
        });
        expect(await doctorSees(event.id)).toMatchObject({ page: 404, listed: false });
        expect(
          (await h.api.put(`/api/events/${event.id}/registration`, {}, as('doctor'))).statusCode,
        ).toBe(404);

        // Not approved before it is submitted; the events manager submits, and cannot approve.
        const early = await h.api.post(
          `/api/backoffice/events/${event.id}/approve`,
          { approvalCode: 'MX-EV-0001' },
          as('revisorMx'),
        );
        expect(early.statusCode, early.body).toBe(409);
        const submitted = await h.api.post(
          `/api/backoffice/events/${event.id}/submit`,
          {},
          as('eventsMx'),
        );
        expect(submitted.statusCode, submitted.body).toBe(200);
        expect(submitted.json().review).toBe('in-review');
        expect(
          (
            await h.api.post(
              `/api/backoffice/events/${event.id}/approve`,
              { approvalCode: 'MX-EV-0001' },
              as('eventsMx'),
            )
          ).statusCode,
        ).toBe(403);
        expect(await doctorSees(event.id)).toMatchObject({ page: 404, listed: false });

        // The approval code is required.
        for (const body of [{}, { approvalCode: '   ' }]) {
          const refused = await h.api.post(
            `/api/backoffice/events/${event.id}/approve`,
            body,
            as('revisorMx'),
          );
          expect(refused.statusCode, refused.body).toBe(400);
        }

        const reviewerView = await h.api.get(`/api/backoffice/events/${event.id}`, as('revisorMx'));
        expect(reviewerView.json()).toMatchObject({ review: 'in-review', editedByYou: false });
        const approved = await h.api.post(
          `/api/backoffice/events/${event.id}/approve`,
          { approvalCode: 'MX-EV-0001' },
          as('revisorMx'),
        );
        expect(approved.statusCode, approved.body).toBe(200);
        expect(approved.json()).toMatchObject({ review: 'approved', approvalCode: 'MX-EV-0001' });
        expect(await doctorSees(event.id)).toEqual({
          page: 200,
          approvalCode: 'MX-EV-0001',
          listed: true,
        });
        // Once approved, it is not approved again; rescheduling stays an immediate step.
        expect(
          (
            await h.api.post(
              `/api/backoffice/events/${event.id}/approve`,
              { approvalCode: 'MX-EV-0002' },
              as('admin'),
            )
          ).statusCode,
        ).toBe(409);
        const moved = await h.api.put(
          `/api/backoffice/events/${event.id}/schedule`,
          {
            startsAt: local(7, '18:00'),
            endsAt: local(7, '19:00'),
            timeZone: 'America/Mexico_City',
          },
          as('eventsMx'),
        );
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json().review).toBe('approved');
        expect(await doctorSees(event.id)).toMatchObject({ page: 200, listed: true });
      });

      it('refuses the approval of an event to the one who wrote it (403 backoffice.four_eyes), even an admin', async () => {
        const created = await h.api.post(
          '/api/backoffice/events',
          newEvent('Sesión del admin'),
          as('admin'),
        );
        expect(created.statusCode, created.body).toBe(201);
        const { id } = created.json();
        expect(
          (await h.api.post(`/api/backoffice/events/${id}/submit`, {}, as('admin'))).statusCode,
        ).toBe(200);
        const own = await h.api.post(
          `/api/backoffice/events/${id}/approve`,
          { approvalCode: 'MX-EV-0003' },
          as('admin'),
        );
        expect(own.statusCode, own.body).toBe(403);
        expect(own.json().code).toBe('backoffice.four_eyes');
        expect(await doctorSees(id)).toMatchObject({ page: 404, listed: false });
        const other = await h.api.post(
          `/api/backoffice/events/${id}/approve`,
          { approvalCode: 'MX-EV-0003' },
          as('revisorMx'),
        );
        expect(other.statusCode, other.body).toBe(200);
        expect(await doctorSees(id)).toMatchObject({ page: 200, approvalCode: 'MX-EV-0003' });
      });

      it('keeps the demo events published with their approval codes', async () => {
        const list = await h.api.get('/api/backoffice/events', as('revisorMx'));
        expect(list.statusCode, list.body).toBe(200);
        const seeded = list
          .json()
          .items.filter((item: { editors: unknown[] }) => !item.editors.length);
        expect(seeded.length).toBeGreaterThan(0);
        for (const item of seeded) expect(item.review).toBe('approved');
      });
    },
  );

  describe('question-bank versions are reviewed (decision 074)', { timeout: 120_000 }, () => {
    const startExam = async () => {
      const doctor = await h.signInNew('mx');
      await h.api.post(`/api/training/${MEXICAN_COURSE}/accept-terms`, {}, { token: doctor });
      const started = await h.api.post(
        `/api/training/${MEXICAN_COURSE}/start`,
        { startTime: h.clock.now().toISOString() },
        { token: doctor },
      );
      expect(started.statusCode, started.body).toBe(200);
      return started.json().questions as { question: string }[];
    };

    it("keeps doctors' exams on the approved version until another person approves the saved one", async () => {
      const course = (
        await h.api.get(`/api/backoffice/courses/${MEXICAN_COURSE}`, as('editorMx'))
      ).json();
      expect(course).toMatchObject({ version: 1, pending: null });
      const questions = [
        {
          question: '¿Pregunta solo de la versión nueva?',
          options: [
            { text: 'Sí', isCorrect: true },
            { text: 'No', isCorrect: false },
          ],
        },
      ];
      const settings = { ...course.settings, totalQuestions: 1, minCorrectQuestions: 1 };
      const saved = await h.api.put(
        `/api/backoffice/courses/${MEXICAN_COURSE}`,
        { questions, settings },
        as('editorMx'),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        version: 1,
        pending: { version: 2, editedByYou: true },
        settings: { totalQuestions: 1 },
      });
      expect(saved.json().versions[0]).toMatchObject({
        version: 2,
        status: 'pending',
        approvedBy: null,
      });

      // Doctors still draw from version 1.
      const before = await startExam();
      expect(before.length).toBeGreaterThan(1);
      expect(before.map((q) => q.question)).not.toContain('¿Pregunta solo de la versión nueva?');

      // The editor's role may not approve; another reviewer does.
      expect(
        (
          await h.api.post(
            `/api/backoffice/courses/${MEXICAN_COURSE}/versions/2/approve`,
            {},
            as('editorMx'),
          )
        ).statusCode,
      ).toBe(403);
      const approved = await h.api.post(
        `/api/backoffice/courses/${MEXICAN_COURSE}/versions/2/approve`,
        {},
        as('revisorMx'),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ version: 2, pending: null });
      expect(approved.json().versions[0]).toMatchObject({ version: 2, status: 'approved' });
      const after = await startExam();
      expect(after.map((q) => q.question)).toEqual(['¿Pregunta solo de la versión nueva?']);
    });

    it('refuses the approval of a bank version to the one who saved it (403 backoffice.four_eyes), even an admin', async () => {
      const course = (
        await h.api.get(`/api/backoffice/courses/${MEXICAN_COURSE}`, as('admin'))
      ).json();
      const saved = await h.api.put(
        `/api/backoffice/courses/${MEXICAN_COURSE}`,
        {
          questions: course.questions,
          settings: { ...course.settings, certificateText: 'Texto del administrador.' },
        },
        as('admin'),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const version = saved.json().pending.version as number;
      const own = await h.api.post(
        `/api/backoffice/courses/${MEXICAN_COURSE}/versions/${version}/approve`,
        {},
        as('admin'),
      );
      expect(own.statusCode, own.body).toBe(403);
      expect(own.json().code).toBe('backoffice.four_eyes');
      const other = await h.api.post(
        `/api/backoffice/courses/${MEXICAN_COURSE}/versions/${version}/approve`,
        {},
        as('revisorMx'),
      );
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json()).toMatchObject({
        version,
        settings: { certificateText: 'Texto del administrador.' },
      });
    });
  });
});
