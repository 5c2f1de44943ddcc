import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeAudit } from '../../db/schema/backoffice.ts';
import { trainingAttempts } from '../../db/schema/training.ts';
import { EVENT_REMINDER_QUEUE, reminderKey } from '../events/reminders.ts';
import {
  startTrainingHarness,
  type TrainingHarness,
} from '../training/testing/training-harness.ts';
import { findUserByUid } from '../users/users.repository.ts';
import { fieldProblems } from '../users/testing/api-client.ts';

describe('courses events', () => {
  const MEXICAN_COURSE = 'curso-anticoncepcion-basada-en-la-evidencia';
  const BRAZILIAN_COURSE = 'curso-fundamentos-de-retina-clinica';

  let h: TrainingHarness;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    h = await startTrainingHarness();
    for (const [who, uid] of Object.entries({
      editorMx: 'staff-editor-mx',
      revisorMx: 'staff-revisor-mx',
      editorBr: 'staff-editor-br',
      admin: 'staff-admin',
      eventsMx: 'staff-events-mx',
      doctor: 'demo-mx',
    }))
      tokens[who] = await h.signIn(uid);
  }, 400_000);
  afterAll(() => h?.close());

  const as = (who: string) => ({ token: tokens[who]! });
  const db = () => h.app.database.db;

  const trail = async (entityId: string) =>
    (
      await db()
        .select()
        .from(backofficeAudit)
        .where(eq(backofficeAudit.entityId, entityId))
        .orderBy(asc(backofficeAudit.id))
    ).map((row) => ({ action: row.action, actor: row.actorName, after: row.after }));

  describe('back-office courses', { timeout: 120_000 }, () => {
    it('saves the exam as a new bank version; attempts record the version they showed', async () => {
      const list = await h.api.get('/api/backoffice/courses', as('editorMx'));
      expect(list.statusCode, list.body).toBe(200);
      const ids = list.json().items.map((item: { id: string }) => item.id);
      expect(ids).toContain(MEXICAN_COURSE);
      expect(ids).not.toContain(BRAZILIAN_COURSE);

      const course = (
        await h.api.get(`/api/backoffice/courses/${MEXICAN_COURSE}`, as('editorMx'))
      ).json();
      expect(course).toMatchObject({ version: 1, canEdit: true });
      expect(course.settings.totalQuestions).toBeGreaterThan(0);

      // A doctor's attempt on version 1.
      const first = await h.signInNew('mx');
      await h.api.post(`/api/training/${MEXICAN_COURSE}/accept-terms`, {}, { token: first });
      const started = await h.api.post(
        `/api/training/${MEXICAN_COURSE}/start`,
        { startTime: h.clock.now().toISOString() },
        { token: first },
      );
      expect(started.statusCode, started.body).toBe(200);

      const questions = [
        ...course.questions.slice(1),
        {
          question: '¿Cuál es la pregunta nueva?',
          options: [
            { text: 'Esta', isCorrect: true },
            { text: 'Otra', isCorrect: false },
          ],
        },
      ];
      const settings = {
        ...course.settings,
        examInstructions: '<p>Instrucciones nuevas</p><script>alert(1)</script>',
        certificateText: 'Curso con 10 horas de formación continua.',
        totalQuestions: 3,
        minCorrectQuestions: 2,
      };
      const saved = await h.api.put(
        `/api/backoffice/courses/${MEXICAN_COURSE}`,
        { questions, settings },
        as('editorMx'),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      // Version 2 waits for a reviewer (decision 074); the editor goes on from it.
      expect(saved.json()).toMatchObject({
        version: 1,
        pending: { version: 2 },
        settings: {
          totalQuestions: 3,
          certificateText: 'Curso con 10 horas de formación continua.',
        },
      });
      expect(saved.json().settings.examInstructions).not.toContain('<script');
      expect(saved.json().versions).toMatchObject([
        { version: 2, attempts: 0, questions: questions.length, actor: expect.any(String) },
        { version: 1, attempts: 1 },
      ]);
      // Saving the same exam again makes no version.
      const again = await h.api.put(
        `/api/backoffice/courses/${MEXICAN_COURSE}`,
        { questions: saved.json().questions, settings: saved.json().settings },
        as('editorMx'),
      );
      expect(again.json().pending.version).toBe(2);
      const approved = await h.api.post(
        `/api/backoffice/courses/${MEXICAN_COURSE}/versions/2/approve`,
        {},
        as('revisorMx'),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ version: 2, pending: null });

      // A new attempt shows version 2 (3 questions); the doctor reads the new instructions.
      const second = await h.signInNew('mx');
      await h.api.post(`/api/training/${MEXICAN_COURSE}/accept-terms`, {}, { token: second });
      const attempt = await h.api.post(
        `/api/training/${MEXICAN_COURSE}/start`,
        { startTime: h.clock.now().toISOString() },
        { token: second },
      );
      expect(attempt.json().questions).toHaveLength(3);
      const versions = await db()
        .select({ bankVersion: trainingAttempts.bankVersion })
        .from(trainingAttempts)
        .where(eq(trainingAttempts.contentId, MEXICAN_COURSE))
        .orderBy(asc(trainingAttempts.startedAt));
      expect(versions.map((row) => row.bankVersion)).toEqual([1, 2]);
      const item = await h.api.get(`/api/contents/${MEXICAN_COURSE}`, { token: second });
      expect(item.json()).toMatchObject({
        examInstructions: '<p>Instrucciones nuevas</p>',
        totalQuestions: 3,
      });

      expect(await trail(MEXICAN_COURSE)).toMatchObject([
        { action: 'save-exam', actor: 'Elena Editora MX', after: { version: 2 } },
        { action: 'approve-exam', after: { version: 2 } },
      ]);
    });

    it("refuses reviewers' edits (403), hides other countries' courses (404) and names bad fields", async () => {
      const course = (
        await h.api.get(`/api/backoffice/courses/${MEXICAN_COURSE}`, as('revisorMx'))
      ).json();
      expect(course.canEdit).toBe(false);
      const body = { questions: course.questions, settings: course.settings };
      const put = (who: string, id = MEXICAN_COURSE, payload: unknown = body) =>
        h.api.put(`/api/backoffice/courses/${id}`, payload, as(who));
      expect((await put('revisorMx')).statusCode).toBe(403);
      expect((await put('editorBr')).statusCode).toBe(404);
      expect(
        (await h.api.get(`/api/backoffice/courses/${BRAZILIAN_COURSE}`, as('editorMx'))).statusCode,
      ).toBe(404);
      expect((await put('eventsMx')).statusCode).toBe(403);

      const noAnswer = await put('editorMx', MEXICAN_COURSE, {
        ...body,
        questions: [
          {
            question: '¿Sin respuesta?',
            options: [
              { text: 'a', isCorrect: false },
              { text: 'b', isCorrect: false },
            ],
          },
        ],
      });
      expect(noAnswer.statusCode).toBe(400);
      expect(JSON.stringify(fieldProblems(noAnswer))).toContain('questions.0.options');
      const tooMany = await put('editorMx', MEXICAN_COURSE, {
        ...body,
        settings: { ...body.settings, minCorrectQuestions: 99, totalQuestions: 5 },
      });
      expect(tooMany.statusCode).toBe(400);
      expect(JSON.stringify(fieldProblems(tooMany))).toContain('minCorrectQuestions');
    });
    it('names the exam field a 400 is about: a question repeating an id, an unstorable text', async () => {
      const course = (
        await h.api.get(`/api/backoffice/courses/${MEXICAN_COURSE}`, as('editorMx'))
      ).json();
      const put = (payload: unknown) =>
        h.api.put(`/api/backoffice/courses/${MEXICAN_COURSE}`, payload, as('editorMx'));

      const repeated = await put({
        questions: [course.questions[0], course.questions[1], course.questions[0]],
        settings: course.settings,
      });
      expect(repeated.statusCode, repeated.body).toBe(400);
      expect(repeated.json()).toMatchObject({
        code: 'backoffice.content_invalid',
        errors: [{ field: 'body.questions.2.id', code: 'duplicate' }],
      });

      // PostgreSQL cannot keep a NUL: a 400 on the field, never a 500.
      const unstorable = await put({
        questions: [{ ...course.questions[0], question: 'a\u0000b' }],
        settings: { ...course.settings, certificateText: 'Certificado\u0000' },
      });
      expect(unstorable.statusCode, unstorable.body).toBe(400);
      expect(fieldProblems(unstorable)).toEqual(
        expect.arrayContaining([
          'body.questions.0.question: validation.text.characters',
          'body.settings.certificateText: validation.text.characters',
        ]),
      );
      const after = await h.api.get(`/api/backoffice/courses/${MEXICAN_COURSE}`, as('editorMx'));
      expect(after.json().version).toBe(course.version);
    });
  });

  describe('back-office events', { timeout: 120_000 }, () => {
    const reminders = async (eventId: string, uid: string) => {
      const user = await findUserByUid(db(), uid);
      const found = [];
      for (const kind of ['day', 'hour'] as const)
        found.push(
          ...(await h.app.jobs.findJobs(EVENT_REMINDER_QUEUE, {
            key: reminderKey(eventId, user!.id, kind),
            queued: true,
          })),
        );
      return found.map((job) => job.startAfter.toISOString()).sort();
    };
    const local = (daysAhead: number, time: string) =>
      `${new Date(h.clock.now().getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10)}T${time}`;

    it('creates, reschedules (reminders move), keeps secrets write-only, recordings, cancels', async () => {
      const created = await h.api.post(
        '/api/backoffice/events',
        {
          title: 'Webinar de insuficiencia cardiaca',
          synopsis: 'Novedades del tratamiento.',
          country: 'mx',
          categoryId: 'cardiology',
          format: 'webinar',
          schedule: {
            startsAt: local(5, '18:00'),
            endsAt: local(5, '19:30'),
            timeZone: 'America/Mexico_City',
          },
          meeting: { provider: 'zoom', meetingNumber: '85012345678', password: 's3creto' },
        },
        as('eventsMx'),
      );
      expect(created.statusCode, created.body).toBe(201);
      const event = created.json();
      expect(event).toMatchObject({
        status: 'upcoming',
        schedule: { startsAt: local(5, '18:00'), timeZone: 'America/Mexico_City' },
        meeting: { provider: 'zoom', passwordSet: true },
      });
      // Mexico City is UTC−6 all year.
      expect(new Date(event.startsAt).getUTCHours()).toBe(0);
      expect(created.body).not.toContain('s3creto');

      // Submitted, and approved by Mexico's reviewer (decision 074): doctors see it from now on.
      expect(
        (await h.api.post(`/api/backoffice/events/${event.id}/submit`, {}, as('eventsMx')))
          .statusCode,
      ).toBe(200);
      const approved = await h.api.post(
        `/api/backoffice/events/${event.id}/approve`,
        { approvalCode: 'MX-EV-2026-0007' },
        as('revisorMx'),
      );
      expect(approved.statusCode, approved.body).toBe(200);

      // A doctor of Mexico registers: two reminders, 24 h and 1 h before.
      const register = await h.api.put(`/api/events/${event.id}/registration`, {}, as('doctor'));
      expect(register.statusCode, register.body).toBe(200);
      const start = new Date(event.startsAt).getTime();
      expect(await reminders(event.id, 'demo-mx')).toEqual([
        new Date(start - 86_400_000).toISOString(),
        new Date(start - 3_600_000).toISOString(),
      ]);

      // Rescheduled two days later, in Bogotá's zone: the reminders move with it.
      const moved = await h.api.put(
        `/api/backoffice/events/${event.id}/schedule`,
        { startsAt: local(7, '09:00'), endsAt: local(7, '10:00'), timeZone: 'America/Bogota' },
        as('eventsMx'),
      );
      expect(moved.statusCode, moved.body).toBe(200);
      const newStart = new Date(moved.json().startsAt).getTime();
      expect(new Date(newStart).getUTCHours()).toBe(14);
      expect(await reminders(event.id, 'demo-mx')).toEqual([
        new Date(newStart - 86_400_000).toISOString(),
        new Date(newStart - 3_600_000).toISOString(),
      ]);

      // The passcode is kept when left out, and never answered.
      const meeting = await h.api.put(
        `/api/backoffice/events/${event.id}/meeting`,
        { provider: 'zoom', meetingNumber: '85099999999' },
        as('eventsMx'),
      );
      expect(meeting.json().meeting).toEqual({
        provider: 'zoom',
        meetingNumber: '85099999999',
        passwordSet: true,
      });
      expect(JSON.stringify(await trail(event.id))).not.toContain('s3creto');

      const recording = { url: 'https://cdn.example.com/grabacion.mp4', mimeType: 'video/mp4' };
      const added = await h.api.post(
        `/api/backoffice/events/${event.id}/recordings`,
        recording,
        as('eventsMx'),
      );
      expect(added.json().recordings).toEqual([recording]);
      const removed = await h.api.delete(
        `/api/backoffice/events/${event.id}/recordings/0`,
        as('eventsMx'),
      );
      expect(removed.json().recordings).toEqual([]);

      const cancelled = await h.api.post(
        `/api/backoffice/events/${event.id}/cancel`,
        {},
        as('eventsMx'),
      );
      expect(cancelled.json().status).toBe('cancelled');
      expect(await reminders(event.id, 'demo-mx')).toEqual([]);
      expect(
        (await h.api.post(`/api/backoffice/events/${event.id}/cancel`, {}, as('eventsMx')))
          .statusCode,
      ).toBe(409);

      expect((await trail(event.id)).map((entry) => entry.action)).toEqual([
        'create',
        'submit',
        'approve',
        'reschedule',
        'set-meeting',
        'add-recording',
        'remove-recording',
        'cancel',
      ]);
    });

    it("names bad fields (4xx), refuses other roles and hides other countries' events", async () => {
      const bad = await h.api.post(
        '/api/backoffice/events',
        {
          title: 'Sin hora'.repeat(30),
          country: 'mx',
          categoryId: 'cardiology',
          format: 'webinar',
          schedule: {
            startsAt: '2026-13-01T18:00',
            endsAt: '2026-12-01T17:00',
            timeZone: 'Mars/Olympus',
          },
          meeting: { provider: 'jitsi', room: 'a b' },
        },
        as('eventsMx'),
      );
      expect(bad.statusCode).toBe(400);
      const named = JSON.stringify(fieldProblems(bad));
      for (const field of ['title', 'schedule.startsAt', 'schedule.timeZone', 'meeting.room'])
        expect(named).toContain(field);
      expect((await h.api.get('/api/backoffice/events', as('editorMx'))).statusCode).toBe(403);
      expect((await h.api.get('/api/backoffice/events', as('doctor'))).statusCode).toBe(403);
      const brazilian = (await h.api.get('/api/backoffice/events', as('admin')))
        .json()
        .items.find((item: { country: string }) => item.country === 'br');
      expect(brazilian).toBeDefined();
      const listed = (await h.api.get('/api/backoffice/events', as('eventsMx'))).json().items;
      expect(listed.every((item: { country: string }) => item.country === 'mx')).toBe(true);
      expect(
        (await h.api.get(`/api/backoffice/events/${brazilian.id}`, as('eventsMx'))).statusCode,
      ).toBe(404);
      expect(
        (await h.api.post(`/api/backoffice/events/${brazilian.id}/cancel`, {}, as('eventsMx')))
          .statusCode,
      ).toBe(404);
    });
    it("names the event's field a 400 is about: its item's title, the meeting's settings", async () => {
      const body = {
        title: 'Sesión con campos a revisar',
        country: 'mx',
        categoryId: 'cardiology',
        format: 'webinar',
        schedule: {
          startsAt: local(8, '18:00'),
          endsAt: local(8, '19:00'),
          timeZone: 'America/Mexico_City',
        },
        meeting: { provider: 'jitsi', room: 'sesion-campos' },
      };
      const nul = await h.api.post(
        '/api/backoffice/events',
        { ...body, title: 'Sesión\u0000', synopsis: 'Resumen\u0000' },
        as('eventsMx'),
      );
      expect(nul.statusCode, nul.body).toBe(400);
      expect(fieldProblems(nul)).toEqual(
        expect.arrayContaining([
          'body.title: validation.text.characters',
          'body.synopsis: validation.text.characters',
        ]),
      );

      const created = await h.api.post('/api/backoffice/events', body, as('eventsMx'));
      expect(created.statusCode, created.body).toBe(201);
      const meeting = await h.api.put(
        `/api/backoffice/events/${created.json().id}/meeting`,
        { provider: 'zoom', meetingNumber: '123', password: 'clave\u0000' },
        as('eventsMx'),
      );
      expect(meeting.statusCode, meeting.body).toBe(400);
      const fields = (meeting.json().errors as { field: string }[]).map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['body.meetingNumber', 'body.password']));
      const read = await h.api.get(`/api/backoffice/events/${created.json().id}`, as('eventsMx'));
      expect(read.json().meeting).toEqual({ provider: 'jitsi', room: 'sesion-campos' });
    });
  });
});
