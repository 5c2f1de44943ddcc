import type { ContentItem } from '@pulso/contracts/content';
import type {
  AttemptAllowance,
  Certificate,
  ExamAttempt,
  ExamQuestion,
  ExamResult,
  GradedAnswer,
  TrainingProgress,
} from '@pulso/contracts/training';
import { card, episode, item } from '../../../testing/content-fixtures.ts';

/** Training answers for the web tests (they pass the contracts' response schemas). */

export const ATTEMPT_ID = '0b6c5f1e-8f7a-4d2b-9a51-3c2d1e0f9a8b';
export const CERTIFICATE_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export function question(n: number): ExamQuestion {
  return {
    id: `curso-q${n}`,
    question: `¿Pregunta número ${n}?`,
    options: [
      { text: `Opción A de ${n}`, value: 'a' },
      { text: `Opción B de ${n}`, value: 'b' },
      { text: `Opción C de ${n}`, value: 'c' },
    ],
  };
}

/** A course with three lessons and an exam of 3 questions (2 to pass) in 20 minutes. */
export function course(overrides: Partial<ContentItem> = {}): ContentItem {
  return item('curso', {
    title: 'Curso de anticoagulación',
    mainCluster: 'to_training',
    content: null,
    lessons: [
      episode('leccion-1', { title: 'Lección uno', position: 0 }),
      episode('leccion-2', { title: 'Lección dos', position: 1 }),
      episode('leccion-3', { title: 'Lección tres', position: 2 }),
    ],
    examTerms: '<p>Sus respuestas se registran para emitir el certificado.</p>',
    examInstructions: '<p>Lea cada pregunta con atención.</p>',
    examDuration: 20,
    examDurationMode: 'total',
    totalQuestions: 3,
    minCorrectQuestions: 2,
    trainingAcceptedTerms: true,
    ...overrides,
  });
}

export const courseCard = (id: string, title: string) =>
  card(id, { title, mainCluster: 'to_training' });

export function attempt(overrides: Partial<ExamAttempt> = {}): ExamAttempt {
  return {
    attemptId: ATTEMPT_ID,
    contentId: 'curso',
    questions: [question(1), question(2), question(3)],
    answers: [],
    startedAt: '2026-05-04T10:00:00.000Z',
    deadline: '2026-05-04T10:20:00.000Z',
    remainingSeconds: 1200,
    serverTime: '2026-05-04T10:00:00.000Z',
    examDurationMode: 'total',
    examDuration: 20,
    totalQuestions: 3,
    minCorrectQuestions: 2,
    ...overrides,
  };
}

export function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: CERTIFICATE_ID,
    contentId: 'curso',
    title: 'Curso de anticoagulación',
    finishedDate: '2026-05-04T10:12:00.000Z',
    certificate: `/api/training/certificates/${CERTIFICATE_ID}/pdf`,
    verificationCode: 'K7QD-M2XP-9HRT',
    isSpeakerTraining: false,
    ...overrides,
  };
}

/** Question n graded: chose `chosen` (null: unanswered); the right option is `a`. */
export function graded(n: number, chosen: string | null): GradedAnswer {
  const base = question(n);
  return {
    ...base,
    options: base.options.map((option) => ({ ...option, isCorrect: option.value === 'a' })),
    selectedOptionValue: chosen,
    isCorrect: chosen === 'a',
  };
}

/** Attempts of a course: 3 allowed, a day apart; none used yet. */
export function allowance(overrides: Partial<AttemptAllowance> = {}): AttemptAllowance {
  const used = overrides.used ?? 0;
  return {
    maxAttempts: 3,
    used,
    left: Math.max(0, (overrides.maxAttempts ?? 3) - used),
    retryWaitMinutes: 24 * 60,
    nextAttemptAt: null,
    ...overrides,
  };
}

/** Question n graded without the key (a failed attempt with attempts left): no `isCorrect` option. */
export function gradedWithoutKey(n: number, chosen: string | null): GradedAnswer {
  const answer = graded(n, chosen);
  return { ...answer, options: answer.options.map(({ text, value }) => ({ text, value })) };
}

/**
 * A finished attempt, passed with 2 right. By default the key is shown, as the server sends it
 * after a pass (the first of three attempts) or after a failed last attempt (the third of three);
 * `overrides` say otherwise.
 */
export function result(answers: GradedAnswer[], overrides: Partial<ExamResult> = {}): ExamResult {
  const correct = answers.filter((answer) => answer.isCorrect).length;
  const isPassed = correct >= 2;
  return {
    attemptId: ATTEMPT_ID,
    contentId: 'curso',
    isPassed,
    correctAnswers: correct,
    totalQuestions: answers.length,
    minCorrectQuestions: 2,
    timeSpent: 425,
    answers,
    startedAt: '2026-05-04T10:00:00.000Z',
    finishedAt: '2026-05-04T10:07:05.000Z',
    finishedLate: false,
    showsCorrectAnswers: true,
    correctAnswersShownLater: false,
    allowance: allowance({ used: isPassed ? 1 : 3 }),
    certificate: isPassed ? certificate() : null,
    ...overrides,
  };
}

export function progress(overrides: Partial<TrainingProgress> = {}): TrainingProgress {
  return {
    contentId: 'curso',
    state: 'not_started',
    trainingAcceptedTerms: false,
    examInProgress: false,
    attempts: 0,
    completedLessons: [],
    bestCorrectAnswers: null,
    allowance: allowance(),
    certificate: null,
    ...overrides,
  };
}
