import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAM_GRACE_SECONDS,
  openAttemptResponseSchema,
  trainingProgressListSchema,
} from '@pulso/contracts/training';
import { fieldProblems, problemCode } from '../users/testing/api-client.ts';
import { answersFor, examCalls } from './testing/exam-calls.ts';
import { startTrainingHarness, type TrainingHarness } from './testing/training-harness.ts';
import { findExamBank, writeExamBank } from './training.repository.ts';

describe('training', () => {
  /** Brazilian demo courses (training-pt-br.ts): 8 questions, 6 to pass, 15 minutes in all … */
  const ANTICOAGULATION = 'curso-anticoagulacao-oral-na-pratica-clinica';
  /** … 5 questions, 4 to pass, 2 minutes each … */
  const RETINA = 'curso-fundamentos-de-retina-clinica';
  /** … 6 questions, 4 to pass, 12 minutes … */
  const CONTRACEPTION = 'curso-contracepcao-baseada-em-evidencias';
  /** … 6 questions, 5 to pass, 10 minutes … */
  const PULMONARY = 'curso-hipertensao-pulmonar-para-clinicos';
  /** … 6 questions, 4 to pass, 1 minute each; and a speaker-training item with an exam. */
  const HEMOSTASIS = 'curso-hemostasia-e-trombose-na-pratica';
  const SPEAKER = 'speaker-training-comunicacao-cientifica-eficaz';
  const SPEAKER_WITHOUT_EXAM = 'speaker-training-moderacao-em-oftalmologia';
  const MEXICAN_COURSE = 'curso-anticoncepcion-basada-en-la-evidencia';

  let h: TrainingHarness;
  let exam: ReturnType<typeof examCalls>;
  let brazil: string;
  let speaker: string;
  let team: string;
  let mexico: string;
  let argentina: string;

  beforeAll(async () => {
    // A short wait between attempts (TRAINING_EXAM_RETRY_WAIT), so that retakes here move the
    // clock by a minute; exam-attempts.test.ts runs on the defaults.
    h = await startTrainingHarness({ TRAINING_EXAM_RETRY_WAIT: '1m' });
    exam = examCalls(h.api);
    brazil = await h.signIn('demo-br');
    speaker = await h.signIn('speaker-br');
    team = await h.signIn('medinfo-br');
    mexico = await h.signIn('demo-mx');
    argentina = await h.signIn('demo-ar');
  });
  afterAll(() => h.close());

  describe('accept terms and start', () => {
    it('needs a session', async () => {
      const response = await h.api.post(`/api/training/${ANTICOAGULATION}/accept-terms`);
      expect(response.statusCode).toBe(401);
    });

    it('answers 404 for unknown ids, other countries and items without an exam', async () => {
      for (const [token, id, code] of [
        [brazil, 'no-such-course', 'content.not_found'],
        [mexico, ANTICOAGULATION, 'content.not_found'],
        [speaker, SPEAKER_WITHOUT_EXAM, 'training.exam_not_found'],
      ] as const) {
        const response = await exam.acceptTerms(token, id);
        expect(response.statusCode, id).toBe(404);
        expect(problemCode(response)).toBe(code);
      }
      const malformed = await exam.acceptTerms(brazil, 'Not_A_Slug');
      expect(malformed.statusCode).toBe(400);
      expect(fieldProblems(malformed)).toEqual(['params.id: validation.contentId.invalid']);
    });

    it('keeps speaker training behind the flag (403), and lets speakers through', async () => {
      for (const call of [exam.acceptTerms, exam.start, exam.feedback]) {
        const response = await call(brazil, SPEAKER);
        expect(response.statusCode).toBe(403);
        expect(problemCode(response)).toBe('content.speaker_training_required');
      }
      const attempt = await exam.begin(speaker, SPEAKER);
      const result = await exam.finishWith(speaker, attempt, answersFor(attempt, 3));
      expect(result).toMatchObject({ isPassed: true, correctAnswers: 3, totalQuestions: 4 });
      expect(result.certificate).toMatchObject({ contentId: SPEAKER, isSpeakerTraining: true });
    });

    it('refuses to start before the terms are accepted (409), and checks the body', async () => {
      const response = await exam.start(argentina, 'curso-fundamentos-de-retina-medica');
      expect(response.statusCode).toBe(409);
      expect(problemCode(response)).toBe('training.terms_not_accepted');
      const noBody = await h.api.post(`/api/training/${RETINA}/start`, {}, { token: brazil });
      expect(noBody.statusCode).toBe(400);
      expect(fieldProblems(noBody)).toEqual(['body.startTime: validation.invalid']);
    });

    it('starts with the exam settings on the server clock, never sending the key', async () => {
      const before = h.clock.now().getTime();
      expect((await exam.acceptTerms(brazil, ANTICOAGULATION)).statusCode).toBe(200);
      const response = await exam.start(brazil, ANTICOAGULATION);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/isCorrect/);
      const attempt = (await exam.attempt(brazil, ANTICOAGULATION)).json().attempt;
      expect(attempt).toMatchObject({
        contentId: ANTICOAGULATION,
        totalQuestions: 8,
        minCorrectQuestions: 6,
        examDuration: 15,
        examDurationMode: 'total',
        remainingSeconds: 15 * 60,
        answers: [],
      });
      expect(attempt.questions).toHaveLength(8);
      expect(new Date(attempt.startedAt).getTime()).toBe(before);
      expect(new Date(attempt.deadline).getTime()).toBe(before + 15 * 60_000);
      for (const question of attempt.questions) {
        expect(question.options.length).toBeGreaterThan(1);
        for (const option of question.options)
          expect(Object.keys(option).sort()).toEqual(['text', 'value']);
      }
    });

    it('counts a per-question duration for every question', async () => {
      const attempt = await exam.begin(brazil, RETINA);
      expect(attempt.examDurationMode).toBe('perQuestion');
      expect(attempt.remainingSeconds).toBe(5 * 2 * 60);
    });
  });

  describe('autosave and resume', () => {
    it('resumes the same attempt with the saved answers and the time left', async () => {
      const attempt = await exam.begin(team, CONTRACEPTION);
      const saved = answersFor(attempt, 2).slice(0, 2);
      const save = await exam.save(team, CONTRACEPTION, {
        attemptId: attempt.attemptId,
        answers: saved,
      });
      expect(save.statusCode, save.body).toBe(200);
      expect(save.json()).toMatchObject({ answered: 2, remainingSeconds: 12 * 60 });

      h.clock.advance(125);
      const resumed = await exam.begin(team, CONTRACEPTION);
      expect(resumed).toMatchObject({
        attemptId: attempt.attemptId,
        questions: attempt.questions,
        deadline: attempt.deadline,
        remainingSeconds: 12 * 60 - 125,
      });
      expect(resumed.answers).toEqual(saved);
      const reloaded = (await exam.attempt(team, CONTRACEPTION)).json().attempt;
      expect(reloaded.answers).toEqual(saved);
      expect(reloaded.remainingSeconds).toBe(12 * 60 - 125);

      // A later save replaces the answer of its question only.
      const changed = {
        id: saved[0]!.id,
        selectedOptionValue: answersFor(attempt, 0)[0]!.selectedOptionValue,
      };
      await exam.save(team, CONTRACEPTION, { answers: [changed] });
      expect((await exam.attempt(team, CONTRACEPTION)).json().attempt.answers).toEqual([
        changed,
        saved[1],
      ]);
    });

    it('refuses answers to questions or options that are not in the attempt (400)', async () => {
      const attempt = await exam.begin(team, CONTRACEPTION);
      const [first] = attempt.questions;
      const cases = [
        [{ answers: [{ id: 'curso-outro-q1', selectedOptionValue: 'a' }] }, 'body.answers.0.id'],
        [
          { answers: [{ id: first!.id, selectedOptionValue: 'z' }] },
          'body.answers.0.selectedOptionValue',
        ],
      ] as const;
      for (const [body, field] of cases) {
        const response = await exam.save(team, CONTRACEPTION, body);
        expect(response.statusCode).toBe(400);
        expect(fieldProblems(response)).toEqual([`${field}: validation.invalid`]);
        const finish = await exam.finish(team, CONTRACEPTION, {
          ...body,
          attemptFinishDate: new Date().toISOString(),
        });
        expect(finish.statusCode).toBe(400);
      }
      const twice = await exam.save(team, CONTRACEPTION, {
        answers: [
          { id: first!.id, selectedOptionValue: 'a' },
          { id: first!.id, selectedOptionValue: 'b' },
        ],
      });
      expect(fieldProblems(twice)).toEqual(['body.answers.1.id: validation.invalid']);
      for (const body of [{ answers: 'a' }, { answers: [{ id: first!.id }] }, null, []]) {
        const response = await exam.save(team, CONTRACEPTION, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(problemCode(response)).toBe('request.invalid');
      }
      const stale = await exam.save(team, CONTRACEPTION, {
        attemptId: '00000000-0000-4000-8000-000000000000',
        answers: [],
      });
      expect(stale.statusCode).toBe(409);
      expect(problemCode(stale)).toBe('training.attempt_closed');
    });

    it('answers "no attempt" without an error on a first visit to the exam', async () => {
      expect((await exam.acceptTerms(mexico, MEXICAN_COURSE)).statusCode).toBe(200);
      const response = await exam.attempt(mexico, MEXICAN_COURSE);
      expect(response.statusCode).toBe(200);
      expect(openAttemptResponseSchema.strict().parse(response.json())).toMatchObject({
        attempt: null,
        allowance: { used: 0, left: 3 },
      });
    });

    it('answers 404 when there is no open attempt to save or finish', async () => {
      expect((await exam.acceptTerms(mexico, MEXICAN_COURSE)).statusCode).toBe(200);
      for (const response of [
        await exam.save(mexico, MEXICAN_COURSE, { answers: [] }),
        await exam.finish(mexico, MEXICAN_COURSE, {
          answers: [],
          attemptFinishDate: new Date().toISOString(),
        }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(problemCode(response)).toBe('training.attempt_not_found');
      }
      expect(problemCode(await exam.feedback(mexico, MEXICAN_COURSE))).toBe(
        'training.feedback_not_found',
      );
    });
  });

  describe('grading, feedback and retakes', () => {
    it('fails below the pass mark, shows the wrong answers (not the key), and allows a retake after the wait', async () => {
      const attempt = await exam.begin(brazil, PULMONARY);
      h.clock.advance(90);
      const failed = await exam.finishWith(brazil, attempt, answersFor(attempt, 4));
      expect(failed).toMatchObject({
        isPassed: false,
        correctAnswers: 4,
        totalQuestions: 6,
        minCorrectQuestions: 5,
        timeSpent: 90,
        finishedLate: false,
        showsCorrectAnswers: false,
        correctAnswersShownLater: true,
        allowance: { maxAttempts: 3, used: 1, left: 2, retryWaitMinutes: 1 },
        certificate: null,
      });
      expect(failed.answers.map((answer) => answer.isCorrect)).toEqual([
        true,
        true,
        true,
        true,
        false,
        false,
      ]);
      const wrong = failed.answers[5]!;
      expect(wrong.selectedOptionValue).toBe(answersFor(attempt, 0)[5]!.selectedOptionValue);
      expect(wrong.options.some((option) => 'isCorrect' in option)).toBe(false);
      expect((await exam.feedback(brazil, PULMONARY)).json()).toEqual(failed);

      const early = await exam.start(brazil, PULMONARY);
      expect(early.statusCode).toBe(409);
      expect(problemCode(early)).toBe('training.retry_later');
      h.clock.advance(60);
      const retake = await exam.begin(brazil, PULMONARY);
      expect(retake.attemptId).not.toBe(attempt.attemptId);
      expect(retake.answers).toEqual([]);
      const passed = await exam.finishWith(brazil, retake, answersFor(retake, 5));
      expect(passed).toMatchObject({
        isPassed: true,
        correctAnswers: 5,
        showsCorrectAnswers: true,
      });
      expect(
        passed.answers.every((answer) => answer.options.some((option) => option.isCorrect)),
      ).toBe(true);
      expect(passed.certificate?.title).toBe('Hipertensão pulmonar para clínicos');

      const again = await exam.start(brazil, PULMONARY);
      expect(again.statusCode).toBe(409);
      expect(problemCode(again)).toBe('training.already_passed');
    });

    it('grades a repeated finish once, whatever the second one sends', async () => {
      const attempt = await exam.begin(team, PULMONARY);
      const first = await exam.finishWith(team, attempt, answersFor(attempt, 2));
      const second = await exam.finishWith(team, attempt, answersFor(attempt, 6));
      expect(second).toEqual(first);
      const withoutId = await exam.finish(team, PULMONARY, {
        answers: answersFor(attempt, 6),
        attemptFinishDate: new Date().toISOString(),
      });
      expect(withoutId.json()).toEqual(first);
    });

    it('hides the key when the course does not show the right answers', async () => {
      const stored = (await findExamBank(h.app.database.db, HEMOSTASIS))!;
      await writeExamBank(
        h.app.database.db,
        { contentId: HEMOSTASIS, showCorrectAnswers: false, questions: stored.questions },
        { replace: true },
      );
      const attempt = await exam.begin(team, HEMOSTASIS);
      const result = await exam.finishWith(team, attempt, answersFor(attempt, 1));
      expect(result.showsCorrectAnswers).toBe(false);
      for (const answer of result.answers) {
        for (const option of answer.options) expect(option).not.toHaveProperty('isCorrect');
      }
      expect(result.answers.map((answer) => answer.isCorrect).filter(Boolean)).toHaveLength(1);
    });

    /** The progress record of one course of `token`'s account, as a reload of the list gets it. */
    const progressOf = async (token: string, id: string) => {
      const response = await h.api.get('/api/training/progress', { token });
      const { courses } = trainingProgressListSchema.strict().parse(response.json());
      return courses.find((course) => course.contentId === id);
    };

    it('lists progress: passed, failed, in progress', async () => {
      const doctor = await h.signInNew('br');
      // Passed on the second attempt (4 of 6, then 5 of 6).
      const first = await exam.begin(doctor, PULMONARY);
      await exam.finishWith(doctor, first, answersFor(first, 4));
      h.clock.advance(60);
      const second = await exam.begin(doctor, PULMONARY);
      await exam.finishWith(doctor, second, answersFor(second, 5));
      // Failed (1 of 5).
      const failed = await exam.begin(doctor, RETINA);
      await exam.finishWith(doctor, failed, answersFor(failed, 1));
      // Terms accepted and an attempt open.
      await exam.begin(doctor, ANTICOAGULATION);

      expect(await progressOf(doctor, PULMONARY)).toMatchObject({
        state: 'passed',
        attempts: 2,
        bestCorrectAnswers: 5,
        examInProgress: false,
      });
      expect(await progressOf(doctor, RETINA)).toMatchObject({
        state: 'failed',
        attempts: 1,
        bestCorrectAnswers: 1,
        certificate: null,
      });
      expect(await progressOf(doctor, ANTICOAGULATION)).toMatchObject({
        state: 'in_progress',
        trainingAcceptedTerms: true,
        examInProgress: true,
        attempts: 1,
      });
      expect(await progressOf(doctor, HEMOSTASIS)).toBeUndefined();
    });

    const completeLesson = (token: string, lesson: string) =>
      h.api.post(`/api/training/${ANTICOAGULATION}/lessons/${lesson}/complete`, undefined, {
        token,
      });

    it('marks lessons done, each once however often it is sent', async () => {
      const doctor = await h.signInNew('br');
      const [one, two] = [`${ANTICOAGULATION}-aula-1`, `${ANTICOAGULATION}-aula-2`];
      const first = await completeLesson(doctor, two);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().completedLessons).toEqual([two]);
      const again = await completeLesson(doctor, two);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().completedLessons).toEqual([two]);
      const other = await completeLesson(doctor, one);
      expect(other.json().completedLessons).toEqual(expect.arrayContaining([one, two]));
      expect(other.json().completedLessons).toHaveLength(2);
      expect((await progressOf(doctor, ANTICOAGULATION))?.completedLessons).toHaveLength(2);

      const unknown = await completeLesson(doctor, 'aula-99');
      expect(unknown.statusCode).toBe(404);
      expect(problemCode(unknown)).toBe('training.lesson_not_found');
    });

    it('moves a course to in progress with a lesson done, and keeps the lessons once passed', async () => {
      const doctor = await h.signInNew('br');
      const progress = () => progressOf(doctor, ANTICOAGULATION);
      expect(await progress()).toBeUndefined();

      const lesson = `${ANTICOAGULATION}-aula-1`;
      const done = await completeLesson(doctor, lesson);
      expect(done.statusCode, done.body).toBe(200);
      // What a reload of the course list or screen answers.
      expect(await progress()).toMatchObject({
        state: 'in_progress',
        examInProgress: false,
        completedLessons: [lesson],
      });

      const attempt = await exam.begin(doctor, ANTICOAGULATION);
      expect(await progress()).toMatchObject({ state: 'in_progress', examInProgress: true });
      await exam.finishWith(doctor, attempt, answersFor(attempt, 8));
      expect(await progress()).toMatchObject({
        state: 'passed',
        examInProgress: false,
        completedLessons: [lesson],
      });
    });
  });

  describe('the time limit, on the server clock', () => {
    it('refuses autosave after the deadline and grades what was saved by then', async () => {
      const attempt = await exam.begin(speaker, HEMOSTASIS);
      expect(attempt.remainingSeconds).toBe(6 * 60);
      await exam.save(speaker, HEMOSTASIS, { answers: answersFor(attempt, 6).slice(0, 3) });
      h.clock.advance(6 * 60 + EXAM_GRACE_SECONDS + 1);
      const late = await exam.save(speaker, HEMOSTASIS, { answers: answersFor(attempt, 6) });
      expect(late.statusCode).toBe(409);
      expect(problemCode(late)).toBe('training.time_over');
      // The client's clock and its answers after the deadline are not trusted.
      const result = await exam.finishWith(speaker, attempt, answersFor(attempt, 6));
      expect(result).toMatchObject({
        isPassed: false,
        correctAnswers: 3,
        finishedLate: true,
        timeSpent: 6 * 60,
        finishedAt: attempt.deadline,
      });
    });

    it('grades a finish sent late by more than the grace as at the deadline', async () => {
      const attempt = await exam.begin(speaker, RETINA);
      await exam.save(speaker, RETINA, { answers: answersFor(attempt, 5).slice(0, 4) });
      h.clock.advance(10 * 60 + EXAM_GRACE_SECONDS + 30);
      const result = await exam.finishWith(speaker, attempt, answersFor(attempt, 5));
      expect(result).toMatchObject({ isPassed: true, correctAnswers: 4, finishedLate: true });
      expect(result.timeSpent).toBe(10 * 60);
    });

    it('accepts a finish within the grace, timed at the deadline', async () => {
      const attempt = await exam.begin(speaker, ANTICOAGULATION);
      h.clock.advance(15 * 60 + EXAM_GRACE_SECONDS - 2);
      const result = await exam.finishWith(speaker, attempt, answersFor(attempt, 8));
      expect(result).toMatchObject({ isPassed: true, correctAnswers: 8, finishedLate: false });
      expect(result.timeSpent).toBe(15 * 60);
    });

    it('closes an expired attempt on resume: no attempt, its feedback instead', async () => {
      const attempt = await exam.begin(argentina, 'curso-fundamentos-de-retina-medica');
      await exam.save(argentina, attempt.contentId, {
        answers: answersFor(attempt, 1).slice(0, 1),
      });
      h.clock.advance(11 * 60);
      expect((await exam.attempt(argentina, attempt.contentId)).json()).toMatchObject({
        attempt: null,
        allowance: { used: 1, left: 2 },
      });
      const feedback = (await exam.feedback(argentina, attempt.contentId)).json();
      expect(feedback).toMatchObject({
        attemptId: attempt.attemptId,
        correctAnswers: 1,
        finishedLate: true,
      });
      expect(feedback.answers[0].question).toBe(attempt.questions[0]!.question);
    });
  });

  describe('the exam and the most seen (top10)', () => {
    it('opening an exam again and again (its item read each time) does not make it most seen', async () => {
      const colleague = await h.signIn('medinfo-mx');
      const news = await h.api.get('/api/clusters/news', { token: mexico });
      expect(news.statusCode).toBe(200);
      const read = (news.json() as { clusters: { items: { id: string }[] }[] }).clusters[0]!.items;
      const opened = read.at(-1)!.id;
      // Two Mexican doctors opened one item's page.
      for (const token of [mexico, colleague]) {
        const view = await h.api.post(`/api/contents/${opened}/views`, undefined, { token });
        expect(view.statusCode).toBe(204);
      }
      // One of them opens the exam screen three times (a reload, a lost connection), and sits it.
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await h.api.get(`/api/contents/${MEXICAN_COURSE}`, { token: mexico })).statusCode,
        ).toBe(200);
        expect((await exam.attempt(mexico, MEXICAN_COURSE)).statusCode).toBe(200);
      }
      const attempt = await exam.begin(mexico, MEXICAN_COURSE);
      await exam.finishWith(mexico, attempt, answersFor(attempt, 1));
      expect(
        (await h.api.get(`/api/contents/${MEXICAN_COURSE}`, { token: mexico })).statusCode,
      ).toBe(200);

      const home = await h.api.get('/api/clusters/home?subclusters=top10', { token: mexico });
      const top = (home.json() as { clusters: { id: string; items: { id: string }[] }[] }).clusters
        .find((row) => row.id === 'top10')!
        .items.map((item) => item.id);
      expect(top[0]).toBe(opened);
    });
  });
});
