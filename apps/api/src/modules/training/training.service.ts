import { newId } from '@pulso/contracts/helpers/id';
import type {
  AcceptTrainingTermsResponse,
  AttemptAllowance,
  ExamAttempt,
  OpenAttemptResponse,
  ExamResult,
  FinishExamRequest,
  SaveAnswersRequest,
  SaveAnswersResponse,
  StartExamRequest,
  TrainingProgress,
  TrainingProgressList,
  HeldTraining,
} from '@pulso/contracts/training';
import type { SessionUser } from '../identity/session/session.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  allowanceOf,
  attemptPolicyOf,
  defaultAttemptPolicy,
  mayShowKey,
  type AttemptPolicy,
} from './attempt-policy.ts';
import {
  certificateView,
  issueCertificate,
  trainingStateOf,
  type CertificateHolder,
} from './certificates.ts';
import { openCourse, type Course, type ItemAccess } from './course.ts';
import {
  deadlineOf,
  examMinutes,
  gradedAt,
  isTimeOver,
  remainingSeconds,
  secondsBetween,
  systemClock,
  type Clock,
} from './exam-timing.ts';
import {
  answerList,
  checkedAnswers,
  drawQuestions,
  grade,
  openQuestion,
  withoutKey,
  type Grade,
} from './grading.ts';
import {
  AlreadyPassedError,
  AttemptClosedError,
  AttemptNotFoundError,
  AttemptsExhaustedError,
  FeedbackNotFoundError,
  LessonNotFoundError,
  RetryLaterError,
  TermsNotAcceptedError,
  TimeOverError,
} from './training.errors.ts';
import {
  acceptTerms,
  completeLesson,
  findAttempt,
  findCertificateOf,
  findEnrolment,
  finishAttempt,
  insertAttempt,
  listAttemptsOf,
  listCertificates,
  listEnrolments,
  listExamBankSummaries,
  lockEnrolment,
  saveAnswers,
  summariseAttempts,
  type AttemptRecord,
  type AttemptSummary,
  type EnrolmentRecord,
} from './training.repository.ts';

export interface TrainingServiceDeps {
  db: Database;
  /** The content module's items, as the user may open them. */
  items: ItemAccess;
  /** The users module's word on who a person is (the name a certificate is issued to). */
  people: { personOf(userId: string): Promise<CertificateHolder | undefined> };
  now?: Clock;
  /** Draws the questions (tests may fix it). */
  random?: () => number;
  /** Attempts per course and the wait after a failed one, unless the course sets its own. */
  attempts?: AttemptPolicy;
}

/** Spec §4 training exam sequence: accept terms, start, (autosave), finish, then feedback. */
export function createTrainingService({
  db,
  items,
  people,
  now = systemClock,
  random,
  attempts: defaults = defaultAttemptPolicy,
}: TrainingServiceDeps) {
  const courseOf = (user: SessionUser, id: string) => openCourse(db, items, user, id);
  const policyOf = (course: Course) => attemptPolicyOf(course.bank.settings, defaults);

  /** The user's attempts of the course so far, and what they leave at `at`. */
  async function tally(
    tx: Queryable,
    user: SessionUser,
    course: Course,
    at: Date,
  ): Promise<{ summary: AttemptSummary | undefined; allowance: AttemptAllowance }> {
    const [summary] = await summariseAttempts(tx, user.id, course.item.id);
    return { summary, allowance: allowanceOf(policyOf(course), summary, at) };
  }

  function attemptView(course: Course, attempt: AttemptRecord, at: Date): ExamAttempt {
    return {
      attemptId: attempt.id,
      contentId: attempt.contentId,
      questions: attempt.questions.map(openQuestion),
      answers: answerList(attempt.questions, attempt.answers),
      startedAt: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      remainingSeconds: remainingSeconds(attempt.deadline, at),
      serverTime: at.toISOString(),
      examDurationMode: course.exam.mode,
      examDuration: course.exam.duration,
      totalQuestions: attempt.questions.length,
      minCorrectQuestions: attempt.minCorrectQuestions,
    };
  }

  /**
   * A finished attempt's result; `graded` when the caller has just graded these answers. Which
   * option is right is left out unless it may be shown now (decision 072): only after a pass or
   * when no attempt is left.
   */
  async function resultView(
    user: SessionUser,
    course: Course,
    attempt: AttemptRecord,
    graded: Grade = grade(attempt.questions, attempt.answers, true),
  ): Promise<ExamResult> {
    const [certificate, { summary, allowance }] = await Promise.all([
      findCertificateOf(db, user.id, course.item.id),
      tally(db, user, course, now()),
    ]);
    const shows = course.bank.showCorrectAnswers;
    const showsKey = mayShowKey(
      shows,
      attempt.isPassed === true || certificate !== undefined,
      allowance,
      summary,
    );
    const finishedAt = attempt.finishedAt ?? attempt.deadline;
    return {
      attemptId: attempt.id,
      contentId: attempt.contentId,
      isPassed: attempt.isPassed ?? false,
      correctAnswers: attempt.correctAnswers ?? graded.correctAnswers,
      totalQuestions: attempt.questions.length,
      minCorrectQuestions: attempt.minCorrectQuestions,
      timeSpent: secondsBetween(attempt.startedAt, finishedAt),
      answers: showsKey ? graded.answers : withoutKey(graded.answers),
      startedAt: attempt.startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      finishedLate: attempt.finishedLate,
      showsCorrectAnswers: showsKey,
      correctAnswersShownLater: shows && !showsKey,
      allowance,
      certificate: certificate ? certificateView(certificate) : null,
    };
  }

  /**
   * Grades an open attempt as submitted now, with `sent` answers merged over the saved ones —
   * unless its time is over: then only what was saved counts, as at the deadline. One finish
   * wins; a concurrent one answers the winner's result. A pass issues the certificate once.
   * The answers are graded once: the same grading is stored and answered.
   */
  async function close(
    user: SessionUser,
    course: Course,
    attempt: AttemptRecord,
    sent?: { answers: Record<string, string>; clientFinishDate: Date },
  ): Promise<ExamResult> {
    const at = now();
    const late = isTimeOver(attempt.deadline, at);
    const answers = sent && !late ? { ...attempt.answers, ...sent.answers } : attempt.answers;
    const graded = grade(attempt.questions, answers, true);
    const { correctAnswers } = graded;
    const isPassed = correctAnswers >= attempt.minCorrectQuestions;
    // Asked before the transaction (PGlite has one connection: no query beside an open one).
    const holder = isPassed ? await people.personOf(user.id) : undefined;
    const finished = await db.transaction(async (tx) => {
      const row = await finishAttempt(tx, attempt.id, {
        answers,
        finishedAt: gradedAt(attempt.deadline, at),
        clientFinishDate: sent?.clientFinishDate ?? null,
        finishedLate: late,
        correctAnswers,
        isPassed,
      });
      if (row?.isPassed) await issueCertificate(tx, user, course, row, holder);
      return row;
    });
    if (finished) return resultView(user, course, finished, graded);
    // Another finish won: its answers, graded as it stored them.
    const winner = (await findAttempt(db, user.id, course.item.id, { id: attempt.id })) ?? attempt;
    return resultView(user, course, winner);
  }

  /** The open attempt, unless its time is over: then it is graded as at its deadline. */
  async function liveAttempt(
    user: SessionUser,
    course: Course,
  ): Promise<{ open?: AttemptRecord; expired: boolean }> {
    const open = await findAttempt(db, user.id, course.item.id, 'open');
    if (open && isTimeOver(open.deadline, now())) {
      await close(user, course, open);
      return { expired: true };
    }
    return open ? { open, expired: false } : { expired: false };
  }

  return {
    async acceptTerms(user: SessionUser, id: string): Promise<AcceptTrainingTermsResponse> {
      await courseOf(user, id);
      const acceptedAt = await acceptTerms(db, user.id, id, now());
      return { trainingAcceptedTerms: true, acceptedAt: acceptedAt.toISOString() };
    },

    /**
     * The open attempt (resumed as it is), or a new one with the bank's questions drawn: refused
     * once passed, when no attempt is left, or within the wait after a failed one (decision 072).
     */
    async start(user: SessionUser, id: string, body: StartExamRequest): Promise<ExamAttempt> {
      const course = await courseOf(user, id);
      const enrolment = await findEnrolment(db, user.id, id);
      if (!enrolment?.termsAcceptedAt) throw new TermsNotAcceptedError();
      const { open } = await liveAttempt(user, course);
      if (open) return attemptView(course, open, now());
      const startedAt = now();
      const questions = drawQuestions(course.bank.questions, course.exam.totalQuestions, random);
      const minutes = examMinutes(course.exam.duration, course.exam.mode, questions.length);
      // Counted and inserted under the enrolment's lock: concurrent starts never pass the limit.
      await db.transaction(async (tx) => {
        await lockEnrolment(tx, user.id, id);
        if (await findCertificateOf(tx, user.id, id)) throw new AlreadyPassedError();
        const { summary, allowance } = await tally(tx, user, course, startedAt);
        if (summary?.open) return; // another start won: resumed below
        if (allowance.left === 0) throw new AttemptsExhaustedError();
        if (allowance.nextAttemptAt)
          throw new RetryLaterError(new Date(allowance.nextAttemptAt), startedAt);
        await insertAttempt(tx, {
          bankVersion: course.bank.version,
          id: newId(),
          userId: user.id,
          contentId: id,
          questions,
          startedAt,
          deadline: deadlineOf(startedAt, minutes),
          minCorrectQuestions: course.exam.minCorrectQuestions,
          clientStartTime: new Date(body.startTime),
        });
      });
      // Two starts at once: one inserted, and both answer that one.
      const attempt = await findAttempt(db, user.id, id, 'open');
      if (!attempt) throw new AttemptNotFoundError();
      return attemptView(course, attempt, now());
    },

    /** The open attempt to resume, or null when there is none (not an error); the attempts left. */
    async attempt(user: SessionUser, id: string): Promise<OpenAttemptResponse> {
      const course = await courseOf(user, id);
      const { open } = await liveAttempt(user, course);
      const at = now();
      const { allowance } = await tally(db, user, course, at);
      return { attempt: open ? attemptView(course, open, at) : null, allowance };
    },

    async saveAnswers(
      user: SessionUser,
      id: string,
      body: SaveAnswersRequest,
    ): Promise<SaveAnswersResponse> {
      const course = await courseOf(user, id);
      const { open, expired } = await liveAttempt(user, course);
      if (expired) throw new TimeOverError();
      if (!open) throw new AttemptNotFoundError();
      if (body.attemptId !== undefined && body.attemptId !== open.id)
        throw new AttemptClosedError();
      const answers = { ...open.answers, ...checkedAnswers(open.questions, body.answers) };
      const at = now();
      if (!(await saveAnswers(db, open.id, answers, at))) throw new AttemptClosedError();
      return {
        savedAt: at.toISOString(),
        remainingSeconds: remainingSeconds(open.deadline, at),
        answered: Object.keys(answers).length,
      };
    },

    /** Grades the attempt; a repeated finish answers the same result. */
    async finish(user: SessionUser, id: string, body: FinishExamRequest): Promise<ExamResult> {
      const course = await courseOf(user, id);
      const attempt =
        body.attemptId === undefined
          ? ((await findAttempt(db, user.id, id, 'open')) ??
            (await findAttempt(db, user.id, id, 'lastFinished')))
          : await findAttempt(db, user.id, id, { id: body.attemptId });
      if (!attempt) throw new AttemptNotFoundError();
      if (attempt.finishedAt) return resultView(user, course, attempt);
      const answers = checkedAnswers(attempt.questions, body.answers);
      return close(user, course, attempt, {
        answers,
        clientFinishDate: new Date(body.attemptFinishDate),
      });
    },

    /**
     * The last finished attempt, graded: each answer right or wrong, and the right options once
     * they may be shown (decision 072).
     */
    async feedback(user: SessionUser, id: string): Promise<ExamResult> {
      const course = await courseOf(user, id);
      await liveAttempt(user, course);
      const attempt = await findAttempt(db, user.id, id, 'lastFinished');
      if (!attempt) throw new FeedbackNotFoundError();
      return resultView(user, course, attempt);
    },

    /** Marks a lesson (or episode) of an item done; answers the course's progress. */
    async completeLesson(
      user: SessionUser,
      id: string,
      lessonId: string,
    ): Promise<TrainingProgress> {
      const { document: item } = await items.open(user, id);
      const parts = [
        ...item.lessons,
        ...item.episodes,
        ...item.seasons.flatMap((season) => season.episodes),
      ];
      if (!parts.some((part) => part.id === lessonId)) throw new LessonNotFoundError();
      await completeLesson(db, user.id, id, lessonId);
      const progress = await progressOf(db, user.id, { defaults, at: now() }, id);
      return progress[0]!;
    },

    /** For `contents/{id}`: the terms accepted, and the certificate's PDF once passed. */
    stateOf(userId: string, contentId: string) {
      return trainingStateOf(db, userId, contentId);
    },

    async progress(user: SessionUser): Promise<TrainingProgressList> {
      return { courses: await progressOf(db, user.id, { defaults, at: now() }) };
    },

    /** Everything training keeps about the user, for the account's data export. */
    async heldAbout(userId: string): Promise<HeldTraining> {
      const iso = (date: Date | null) => (date ? date.toISOString() : null);
      const [courses, attempts, certificates] = await Promise.all([
        progressOf(db, userId, { defaults, at: now() }),
        listAttemptsOf(db, userId),
        listCertificates(db, userId),
      ]);
      return {
        courses,
        attempts: attempts.map((attempt) => ({
          attemptId: attempt.id,
          contentId: attempt.contentId,
          startedAt: attempt.startedAt.toISOString(),
          deadline: attempt.deadline.toISOString(),
          finishedAt: iso(attempt.finishedAt),
          finishedLate: attempt.finishedLate,
          answers: attempt.answers,
          totalQuestions: attempt.questions.length,
          correctAnswers: attempt.correctAnswers,
          isPassed: attempt.isPassed,
        })),
        certificates: certificates.map(certificateView),
      };
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;

function stateOf(summary: AttemptSummary | undefined, passed: boolean, lessonsDone: number) {
  if (passed) return 'passed' as const;
  if (summary?.open) return 'in_progress' as const;
  if (summary?.lastFinishedPassed === false) return 'failed' as const;
  return lessonsDone > 0 ? ('in_progress' as const) : ('not_started' as const);
}

/**
 * The user's record of each course (or of one), from enrolments, attempts and certificates, with
 * the attempts left at `at` under each course's policy.
 */
async function progressOf(
  db: Queryable,
  userId: string,
  { defaults, at }: { defaults: AttemptPolicy; at: Date },
  contentId?: string,
): Promise<TrainingProgress[]> {
  const [enrolments, summaries, certificates] = await Promise.all([
    contentId === undefined
      ? listEnrolments(db, userId)
      : findEnrolment(db, userId, contentId).then((found) => (found ? [found] : [])),
    summariseAttempts(db, userId, contentId),
    listCertificates(db, userId),
  ]);
  const enrolmentOf = new Map(enrolments.map((e): [string, EnrolmentRecord] => [e.contentId, e]));
  const summaryOf = new Map(summaries.map((s) => [s.contentId, s]));
  const certificateOf = new Map(certificates.map((c) => [c.contentId, c]));
  const ids = new Set([...enrolmentOf.keys(), ...summaryOf.keys()]);
  if (contentId !== undefined) ids.add(contentId);
  const settingsOf = new Map(
    (await listExamBankSummaries(db, [...ids])).map((bank) => [bank.contentId, bank.settings]),
  );
  return [...ids].sort().map((id) => {
    const summary = summaryOf.get(id);
    const certificate = certificateOf.get(id);
    const completedLessons = enrolmentOf.get(id)?.completedLessons ?? [];
    return {
      contentId: id,
      state: stateOf(summary, certificate !== undefined, completedLessons.length),
      trainingAcceptedTerms: Boolean(enrolmentOf.get(id)?.termsAcceptedAt),
      examInProgress: (summary?.open ?? 0) > 0,
      attempts: summary?.attempts ?? 0,
      completedLessons,
      bestCorrectAnswers: summary?.bestCorrectAnswers ?? null,
      allowance: allowanceOf(attemptPolicyOf(settingsOf.get(id), defaults), summary, at),
      certificate: certificate ? certificateView(certificate) : null,
    };
  });
}
