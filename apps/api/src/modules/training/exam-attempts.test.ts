import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openAttemptResponseSchema,
  trainingProgressListSchema,
  type ExamResult,
} from '@pulso/contracts/training';
import { contentItems } from '../../db/schema/content.ts';
import {
  trainingExams,
  trainingExamVersions,
  type ExamOverrides,
} from '../../db/schema/training.ts';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { answersFor, examCalls } from './testing/exam-calls.ts';
import { startTrainingHarness, type TrainingHarness } from './testing/training-harness.ts';

describe('exam attempts', () => {
  /**
   * Decision 072: a failed attempt that is not the last shows which answers were wrong, never which
   * option was right; attempts per course are limited, with a waiting time between them, on the
   * server's clock (the test moves it; nothing sleeps).
   */

  /** Brazilian demo courses: 6 questions, 5 to pass, 10 minutes … */
  const PULMONARY = 'curso-hipertensao-pulmonar-para-clinicos';
  /** … 5 questions, 4 to pass, 2 minutes each (its settings are edited in the back office below). */
  const RETINA = 'curso-fundamentos-de-retina-clinica';

  const HOUR = 3600;
  const DAY = 24 * HOUR;

  let h: TrainingHarness;
  let exam: ReturnType<typeof examCalls>;

  beforeAll(async () => {
    // The clock moves by days here: sessions outlive it.
    h = await startTrainingHarness({ SESSION_TTL: '2160h', SESSION_IDLE_TIMEOUT: '2160h' });
    exam = examCalls(h.api);
  });
  afterAll(() => h?.close());

  const later = (iso: string, seconds: number) =>
    new Date(new Date(iso).getTime() + seconds * 1000).toISOString();

  /** Whether any option of the result says which one is right. */
  const showsKey = (result: ExamResult) =>
    result.answers.some((answer) => answer.options.some((option) => 'isCorrect' in option));

  /** A doctor's attempt of `id`, finished with `right` answers right (the terms accepted first). */
  async function sit(token: string, id: string, right: number): Promise<ExamResult> {
    const attempt = await exam.begin(token, id);
    return exam.finishWith(token, attempt, answersFor(attempt, right));
  }

  const openAttempt = async (token: string, id: string) =>
    openAttemptResponseSchema.strict().parse((await exam.attempt(token, id)).json());

  const progressOf = async (token: string, id: string) => {
    const response = await h.api.get('/api/training/progress', { token });
    const { courses } = trainingProgressListSchema.strict().parse(response.json());
    return courses.find((course) => course.contentId === id);
  };

  describe('feedback of a failed attempt', () => {
    it('marks the wrong answers and gives the score, but not the right options, while attempts are left', async () => {
      const doctor = await h.signInNew('br');
      const attempt = await exam.begin(doctor, PULMONARY);
      const finish = await exam.finish(doctor, PULMONARY, {
        attemptId: attempt.attemptId,
        answers: answersFor(attempt, 2),
        attemptFinishDate: new Date().toISOString(),
      });
      expect(finish.statusCode, finish.body).toBe(200);
      const failed = finish.json() as ExamResult;
      expect(failed).toMatchObject({
        isPassed: false,
        correctAnswers: 2,
        totalQuestions: 6,
        showsCorrectAnswers: false,
        correctAnswersShownLater: true,
        certificate: null,
      });
      expect(failed.answers.map((answer) => answer.isCorrect)).toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
      ]);
      expect(failed.answers.map((answer) => answer.selectedOptionValue)).toEqual(
        answersFor(attempt, 2).map((answer) => answer.selectedOptionValue),
      );
      // Not a word of the key in what the browser gets: no option says it is right.
      expect(showsKey(failed)).toBe(false);
      for (const answer of failed.answers)
        for (const option of answer.options)
          expect(Object.keys(option).sort()).toEqual(['text', 'value']);

      const feedback = await exam.feedback(doctor, PULMONARY);
      expect(feedback.statusCode).toBe(200);
      expect(feedback.json()).toEqual(failed);
    });

    it('shows the right options after the last allowed attempt, and then refuses another start', async () => {
      const doctor = await h.signInNew('br');
      const first = await sit(doctor, PULMONARY, 1);
      expect(first.allowance).toMatchObject({ maxAttempts: 3, used: 1, left: 2 });
      expect(showsKey(first)).toBe(false);
      h.clock.advance(DAY);
      const second = await sit(doctor, PULMONARY, 3);
      expect(second.allowance).toMatchObject({ used: 2, left: 1 });
      expect(showsKey(second)).toBe(false);
      h.clock.advance(DAY);

      const last = await sit(doctor, PULMONARY, 4);
      expect(last).toMatchObject({
        isPassed: false,
        showsCorrectAnswers: true,
        correctAnswersShownLater: false,
        allowance: { maxAttempts: 3, used: 3, left: 0, nextAttemptAt: null },
      });
      for (const answer of last.answers)
        expect(answer.options.filter((option) => option.isCorrect === true)).toHaveLength(1);
      expect((await exam.feedback(doctor, PULMONARY)).json()).toEqual(last);

      h.clock.advance(7 * DAY);
      const refused = await exam.start(doctor, PULMONARY);
      expect(refused.statusCode).toBe(409);
      expect(problemCode(refused)).toBe('training.attempts_exhausted');
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(await openAttempt(doctor, PULMONARY)).toEqual({
        attempt: null,
        allowance: {
          maxAttempts: 3,
          used: 3,
          left: 0,
          retryWaitMinutes: 24 * 60,
          nextAttemptAt: null,
        },
      });
      expect(await progressOf(doctor, PULMONARY)).toMatchObject({
        state: 'failed',
        attempts: 3,
        allowance: { left: 0, nextAttemptAt: null },
      });
    });

    it('shows the right options after a pass; the passed doctor keeps the certificate and cannot retake', async () => {
      const doctor = await h.signInNew('br');
      await sit(doctor, PULMONARY, 4);
      h.clock.advance(DAY);
      const passed = await sit(doctor, PULMONARY, 5);
      expect(passed).toMatchObject({
        isPassed: true,
        showsCorrectAnswers: true,
        correctAnswersShownLater: false,
      });
      expect(passed.certificate?.contentId).toBe(PULMONARY);
      expect(showsKey(passed)).toBe(true);

      h.clock.advance(DAY);
      const again = await exam.start(doctor, PULMONARY);
      expect(again.statusCode).toBe(409);
      expect(problemCode(again)).toBe('training.already_passed');
      expect(await progressOf(doctor, PULMONARY)).toMatchObject({
        state: 'passed',
        attempts: 2,
        certificate: { id: passed.certificate!.id },
      });
    });
  });

  describe('starting again', () => {
    it('refuses a start within the waiting time, saying when the next opens, and allows it then', async () => {
      const doctor = await h.signInNew('br');
      const failed = await sit(doctor, PULMONARY, 1);
      const opensAt = later(failed.finishedAt, DAY);
      expect(failed.allowance).toEqual({
        maxAttempts: 3,
        used: 1,
        left: 2,
        retryWaitMinutes: 24 * 60,
        nextAttemptAt: opensAt,
      });

      h.clock.advance(DAY - 60);
      const early = await exam.start(doctor, PULMONARY);
      expect(early.statusCode).toBe(409);
      expect(problemCode(early)).toBe('training.retry_later');
      expect(early.json().retryAt).toBe(opensAt);
      expect(early.headers['retry-after']).toBe('60');
      expect(await openAttempt(doctor, PULMONARY)).toEqual({
        attempt: null,
        allowance: failed.allowance,
      });
      expect((await progressOf(doctor, PULMONARY))?.allowance).toEqual(failed.allowance);

      h.clock.advance(60);
      const retake = await exam.start(doctor, PULMONARY);
      expect(retake.statusCode, retake.body).toBe(200);
      expect(retake.json().attemptId).not.toBe(failed.attemptId);
      // The open attempt counts: one left after it.
      expect((await openAttempt(doctor, PULMONARY)).allowance).toMatchObject({
        used: 2,
        left: 1,
        nextAttemptAt: null,
      });
    });

    it('counts an attempt whose time ran out, the wait running from its deadline', async () => {
      const doctor = await h.signInNew('br');
      const attempt = await exam.begin(doctor, PULMONARY);
      h.clock.advance(11 * 60);
      const reopened = await openAttempt(doctor, PULMONARY);
      expect(reopened).toEqual({
        attempt: null,
        allowance: {
          maxAttempts: 3,
          used: 1,
          left: 2,
          retryWaitMinutes: 24 * 60,
          nextAttemptAt: later(attempt.deadline, DAY),
        },
      });
      const early = await exam.start(doctor, PULMONARY);
      expect(problemCode(early)).toBe('training.retry_later');
    });

    it('tells a first visit how many attempts there are', async () => {
      const doctor = await h.signInNew('br');
      expect((await exam.acceptTerms(doctor, PULMONARY)).statusCode).toBe(200);
      expect(await openAttempt(doctor, PULMONARY)).toEqual({
        attempt: null,
        allowance: {
          maxAttempts: 3,
          used: 0,
          left: 3,
          retryWaitMinutes: 24 * 60,
          nextAttemptAt: null,
        },
      });
    });
  });

  describe("a course's own attempts and waiting time", () => {
    it('are edited in the back office, within bounds, beside the global defaults', async () => {
      const editor = await h.signIn('staff-editor-br');
      const url = `/api/backoffice/courses/${RETINA}`;
      const course = (await h.api.get(url, { token: editor })).json();
      expect(course.settings).toMatchObject({ maxAttempts: null, retryWaitHours: null });
      expect(course.attemptDefaults).toEqual({ maxAttempts: 3, retryWaitHours: 24 });

      for (const [field, value] of [
        ['maxAttempts', 0],
        ['maxAttempts', 1.5],
        ['maxAttempts', 21],
        ['retryWaitHours', -1],
        ['retryWaitHours', 10_000],
        ['retryWaitHours', '24'],
      ] as const) {
        const bad = await h.api.put(
          url,
          { questions: course.questions, settings: { ...course.settings, [field]: value } },
          { token: editor },
        );
        expect(bad.statusCode, `${field} ${value}`).toBe(400);
        expect(fieldProblems(bad).join()).toContain(`body.settings.${field}`);
      }
      const saved = await h.api.put(
        url,
        {
          questions: course.questions,
          settings: { ...course.settings, maxAttempts: 2, retryWaitHours: 1 },
        },
        { token: editor },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const versions = await h.app.database.db
        .select({ settings: trainingExamVersions.settings })
        .from(trainingExamVersions)
        .where(eq(trainingExamVersions.contentId, RETINA))
        .orderBy(desc(trainingExamVersions.version))
        .limit(1);
      expect(versions[0]?.settings).toMatchObject({ maxAttempts: 2, retryWaitHours: 1 });
    });

    it('override the global defaults once in force, and back to them when emptied', async () => {
      const restore = await putInForce(RETINA, { maxAttempts: 2, retryWaitHours: 1 });
      try {
        const doctor = await h.signInNew('br');
        const first = await sit(doctor, RETINA, 1);
        expect(first.allowance).toEqual({
          maxAttempts: 2,
          used: 1,
          left: 1,
          retryWaitMinutes: 60,
          nextAttemptAt: later(first.finishedAt, HOUR),
        });
        expect(showsKey(first)).toBe(false);
        expect(problemCode(await exam.start(doctor, RETINA))).toBe('training.retry_later');
        h.clock.advance(HOUR);
        const last = await sit(doctor, RETINA, 2);
        expect(last).toMatchObject({ showsCorrectAnswers: true, allowance: { used: 2, left: 0 } });
        expect(showsKey(last)).toBe(true);
        h.clock.advance(HOUR);
        expect(problemCode(await exam.start(doctor, RETINA))).toBe('training.attempts_exhausted');

        // Emptied: the global defaults again, and the doctor has one more attempt of the three.
        await putInForce(RETINA, { maxAttempts: undefined, retryWaitHours: undefined });
        expect((await openAttempt(doctor, RETINA)).allowance).toMatchObject({
          maxAttempts: 3,
          left: 1,
          retryWaitMinutes: 24 * 60,
        });
      } finally {
        await restore();
      }
    });

    it('keep hiding the key of a course that never shows it, even on the last attempt', async () => {
      const restore = await putInForce(
        PULMONARY,
        { maxAttempts: 1 },
        { showCorrectAnswers: false },
      );
      try {
        const doctor = await h.signInNew('br');
        const only = await sit(doctor, PULMONARY, 1);
        expect(only).toMatchObject({
          showsCorrectAnswers: false,
          correctAnswersShownLater: false,
          allowance: { maxAttempts: 1, left: 0 },
        });
        expect(showsKey(only)).toBe(false);
      } finally {
        await restore();
      }
    });
  });

  /**
   * Puts a course's exam settings in force as an approved back-office version does (the bank's
   * current row), over the course's own exam fields; answers a function putting it back.
   */
  async function putInForce(
    id: string,
    change: Pick<ExamOverrides, 'maxAttempts' | 'retryWaitHours'>,
    bank: { showCorrectAnswers?: boolean } = {},
  ): Promise<() => Promise<void>> {
    const db = h.app.database.db;
    const [before] = await db
      .select({
        settings: trainingExams.settings,
        showCorrectAnswers: trainingExams.showCorrectAnswers,
      })
      .from(trainingExams)
      .where(eq(trainingExams.contentId, id));
    const [item] = await db
      .select({ document: contentItems.document })
      .from(contentItems)
      .where(eq(contentItems.id, id));
    const fields = { ...item!.document, ...before!.settings };
    const settings: ExamOverrides = {
      examDuration: fields.examDuration!,
      examDurationMode: fields.examDurationMode!,
      totalQuestions: fields.totalQuestions!,
      minCorrectQuestions: fields.minCorrectQuestions!,
      examTerms: fields.examTerms,
      examInstructions: fields.examInstructions,
      ...change,
    };
    await db
      .update(trainingExams)
      .set({ settings, showCorrectAnswers: bank.showCorrectAnswers ?? before!.showCorrectAnswers })
      .where(eq(trainingExams.contentId, id));
    return async () => {
      await db.update(trainingExams).set(before!).where(eq(trainingExams.contentId, id));
    };
  }
});
