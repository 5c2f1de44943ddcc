import { z } from 'zod';
import { contentIdSchema, examDurationModeSchema } from './content.ts';
import { countryCodeSchema } from './value-schemas.ts';
import {
  missingOrInvalid,
  objectError,
  validationMessages as m,
  requestString,
} from './validation.ts';

/**
 * Online courses with timed exams and certificates, and speaker training (spec §3 "Exam
 * attempt", "Answer", "Question", "Exam result", "Training records"; §4 training exam sequence:
 * accept terms, start, finish, then feedback; §7 `training/*` calls).
 *
 * The server owns the truth: it keeps the attempt's start on its own clock, grades, and never
 * sends which option is correct before the attempt is finished (an open attempt's questions have
 * no `isCorrect`). Every call is under `/api` and needs a session, except the public certificate
 * verification.
 */

// ---------------------------------------------------------------------------------------------
// Limits

/** Seconds after the deadline during which autosave and finish still count (network latency). */
export const EXAM_GRACE_SECONDS = 10;
export const QUESTION_ID_MAX_LENGTH = 80;
export const OPTION_VALUE_MAX_LENGTH = 40;
export const MAX_EXAM_QUESTIONS = 500;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isoDateTime = z.iso.datetime({ offset: true, error: m.invalid });

/** A question id: a slug (`curso-anticoagulacion-oral-q3`), unique across courses. */
export const questionIdSchema = requestString(missingOrInvalid)
  .trim()
  .min(1, { error: m.required })
  .max(QUESTION_ID_MAX_LENGTH, { error: m.tooLong })
  .regex(SLUG, { error: m.invalid });

/** An option's value within its question (`a`, `b`, …). */
export const optionValueSchema = requestString(missingOrInvalid)
  .trim()
  .min(1, { error: m.required })
  .max(OPTION_VALUE_MAX_LENGTH, { error: m.tooLong });

// ---------------------------------------------------------------------------------------------
// Questions and answers

/** An option as an open attempt shows it: no `isCorrect`. */
export const questionOptionSchema = z.object({ text: z.string(), value: optionValueSchema });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** Spec §3 "Question" of an open attempt (without `isCorrect`). */
export const examQuestionSchema = z.object({
  id: questionIdSchema,
  question: z.string(),
  options: z.array(questionOptionSchema),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** Spec §3 "Answer": the question's id and the chosen option's value. */
export const answerSchema = z.object(
  { id: questionIdSchema, selectedOptionValue: optionValueSchema },
  objectError,
);
export type Answer = z.infer<typeof answerSchema>;

/** The answers given so far: at most one per question (a repeated id is refused). */
export const answersSchema = z
  .array(answerSchema, { error: missingOrInvalid })
  .max(MAX_EXAM_QUESTIONS, { error: m.tooLong })
  .superRefine((answers, ctx) => {
    const seen = new Set<string>();
    answers.forEach((answer, index) => {
      if (seen.has(answer.id))
        ctx.addIssue({ code: 'custom', message: m.invalid, path: [index, 'id'] });
      seen.add(answer.id);
    });
  });

// ---------------------------------------------------------------------------------------------
// POST training/:id/accept-terms (no body)

export const acceptTrainingTermsResponseSchema = z.object({
  trainingAcceptedTerms: z.literal(true),
  acceptedAt: isoDateTime,
});
export type AcceptTrainingTermsResponse = z.infer<typeof acceptTrainingTermsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST training/:id/start, GET training/:id/attempt

/** Spec §7 `POST training/{id}/start` body. The client's time is recorded, never trusted. */
export const startExamRequestSchema = z.object({ startTime: isoDateTime }, objectError);
export type StartExamRequest = z.infer<typeof startExamRequestSchema>;

/**
 * The open attempt (start answers it; starting again while it is open resumes it, with the same
 * questions and deadline). `deadline` = `startedAt` + `examDuration` minutes (`total`) or
 * `examDuration` × `totalQuestions` minutes (`perQuestion`). `remainingSeconds` is counted on the
 * server's clock at `serverTime`; a client counts down from it.
 */
export const examAttemptSchema = z.object({
  attemptId: z.uuid(),
  contentId: contentIdSchema,
  questions: z.array(examQuestionSchema),
  /** The answers autosaved so far. */
  answers: z.array(answerSchema),
  startedAt: isoDateTime,
  deadline: isoDateTime,
  remainingSeconds: z.number().int().nonnegative(),
  serverTime: isoDateTime,
  examDurationMode: examDurationModeSchema,
  /** Minutes, as `examDurationMode` says. */
  examDuration: z.number().int().positive(),
  totalQuestions: z.number().int().positive(),
  minCorrectQuestions: z.number().int().nonnegative(),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/**
 * How many attempts of a course's exam the doctor may still start, and when the next may start
 * (decision 072). The limit and the waiting time are the course's (back office) or else the
 * server's defaults (`TRAINING_EXAM_MAX_ATTEMPTS`, `TRAINING_EXAM_RETRY_WAIT`). A start beyond
 * the limit is 409 `training.attempts_exhausted`; within the waiting time 409
 * `training.retry_later` with `retryAt`. A passed course is never retaken
 * (`training.already_passed`), whatever is left.
 */
export const attemptAllowanceSchema = z.object({
  /** Attempts a doctor may start in this course. */
  maxAttempts: z.number().int().positive(),
  /** Attempts started so far (an open one and those whose time ran out included). */
  used: z.number().int().nonnegative(),
  /** Attempts still to start: `maxAttempts` − `used`, never below 0. */
  left: z.number().int().nonnegative(),
  /** Minutes to wait after a failed attempt before the next one may start. */
  retryWaitMinutes: z.number().int().nonnegative(),
  /**
   * While the doctor waits after a failed attempt: when the next one may start (server clock).
   * Null when one may start now, or none is left, or an attempt is open.
   */
  nextAttemptAt: isoDateTime.nullable(),
});
export type AttemptAllowance = z.infer<typeof attemptAllowanceSchema>;

/**
 * `GET training/{id}/attempt`: the open attempt to resume, or `null` when there is none (a first
 * visit, or after the attempt was finished or its time ran out), with the attempts left. Not an
 * error: the exam screen asks on every visit.
 */
export const openAttemptResponseSchema = z.object({
  attempt: examAttemptSchema.nullable(),
  allowance: attemptAllowanceSchema,
});
export type OpenAttemptResponse = z.infer<typeof openAttemptResponseSchema>;

// ---------------------------------------------------------------------------------------------
// PUT training/:id/answers (autosave)

/**
 * The answers so far (all of them, or only the changed ones: each replaces the saved answer of
 * its question). `attemptId`, when given, must be the open attempt's (a stale tab gets 409).
 */
export const saveAnswersRequestSchema = z.object(
  { attemptId: z.uuid({ error: m.invalid }).optional(), answers: answersSchema },
  objectError,
);
export type SaveAnswersRequest = z.infer<typeof saveAnswersRequestSchema>;

export const saveAnswersResponseSchema = z.object({
  savedAt: isoDateTime,
  remainingSeconds: z.number().int().nonnegative(),
  /** How many questions have a saved answer. */
  answered: z.number().int().nonnegative(),
});
export type SaveAnswersResponse = z.infer<typeof saveAnswersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST training/:id/finish, GET training/:id/feedback

/**
 * Spec §7 `POST training/{id}/finish` body. `attemptFinishDate` is recorded, never trusted: after
 * the deadline (plus `EXAM_GRACE_SECONDS`) the answers sent are ignored and the attempt is graded
 * with those autosaved by the deadline. `attemptId` (recommended) makes a repeated finish of an
 * older attempt answer that attempt's result.
 */
export const finishExamRequestSchema = z.object(
  {
    attemptId: z.uuid({ error: m.invalid }).optional(),
    answers: answersSchema,
    attemptFinishDate: isoDateTime,
  },
  objectError,
);
export type FinishExamRequest = z.infer<typeof finishExamRequestSchema>;

/**
 * An option after the attempt: `isCorrect` only when the right answers may be shown (the course
 * shows them, and the attempt passed or no attempt is left; decision 072).
 */
export const gradedOptionSchema = questionOptionSchema.extend({
  isCorrect: z.boolean().optional(),
});
export type GradedOption = z.infer<typeof gradedOptionSchema>;

/** One question of a finished attempt: what was chosen (null: unanswered) and whether it was right. */
export const gradedAnswerSchema = z.object({
  id: questionIdSchema,
  question: z.string(),
  options: z.array(gradedOptionSchema),
  selectedOptionValue: optionValueSchema.nullable(),
  isCorrect: z.boolean(),
});
export type GradedAnswer = z.infer<typeof gradedAnswerSchema>;

/** A training certificate (spec §3: title, finishedDate, certificate = the PDF's URL). */
export const certificateSchema = z.object({
  id: z.uuid(),
  contentId: contentIdSchema,
  title: z.string(),
  finishedDate: isoDateTime,
  /** `/api/training/certificates/{id}/pdf` (needs the session). */
  certificate: z.string(),
  verificationCode: z.string(),
  isSpeakerTraining: z.boolean(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * Spec §3 "Exam result" (finish answers it; feedback answers the last finished attempt's).
 * `timeSpent` is seconds on the server's clock, at most the exam's duration.
 */
export const examResultSchema = z.object({
  attemptId: z.uuid(),
  contentId: contentIdSchema,
  isPassed: z.boolean(),
  correctAnswers: z.number().int().nonnegative(),
  totalQuestions: z.number().int().nonnegative(),
  minCorrectQuestions: z.number().int().nonnegative(),
  timeSpent: z.number().int().nonnegative(),
  answers: z.array(gradedAnswerSchema),
  startedAt: isoDateTime,
  /** When it was graded as submitted: the finish, or the deadline when that came first. */
  finishedAt: isoDateTime,
  /** The deadline passed before the finish: answers after it were ignored. */
  finishedLate: z.boolean(),
  /**
   * Whether `options[].isCorrect` is sent: the course shows the right answers, and this attempt
   * passed or no attempt is left (decision 072). Otherwise only each answer's own `isCorrect`
   * (whether the doctor's choice was right) is sent.
   */
  showsCorrectAnswers: z.boolean(),
  /**
   * The right answers are withheld now but will be shown after a pass or the last allowed
   * attempt (false when shown already, or when the course never shows them).
   */
  correctAnswersShownLater: z.boolean(),
  /** The attempts left after this one, and when the next may start. */
  allowance: attemptAllowanceSchema,
  /** The certificate this course earned (issued once, at the first pass), or null. */
  certificate: certificateSchema.nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

// ---------------------------------------------------------------------------------------------
// GET training/progress, lessons

export const trainingStates = ['not_started', 'in_progress', 'failed', 'passed'] as const;
export const trainingStateSchema = z.enum(trainingStates);
export type TrainingState = z.infer<typeof trainingStateSchema>;

/**
 * The user's record of one course. `not_started`: terms maybe accepted, no lesson done and no
 * attempt yet; `in_progress`: a lesson is done or an attempt is open (`examInProgress`);
 * `failed`: the last attempt failed (a retake is allowed while `allowance.left` > 0, from
 * `allowance.nextAttemptAt`); `passed`: a certificate was earned (never retaken).
 */
export const trainingProgressSchema = z.object({
  contentId: contentIdSchema,
  state: trainingStateSchema,
  trainingAcceptedTerms: z.boolean(),
  /** An exam attempt is open (to resume). */
  examInProgress: z.boolean(),
  attempts: z.number().int().nonnegative(),
  /**
   * The lessons done (`POST training/:id/lessons/:lessonId/complete`, which the course screen
   * sends when a video or audio lesson plays to its end, or a text or PDF lesson is opened).
   */
  completedLessons: z.array(contentIdSchema),
  /** The best score so far, or null before any finished attempt. */
  bestCorrectAnswers: z.number().int().nonnegative().nullable(),
  /** The attempts left and when the next may start (decision 072). */
  allowance: attemptAllowanceSchema,
  certificate: certificateSchema.nullable(),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

/** `GET training/progress`: the courses the user has a record of (absent = not started). */
export const trainingProgressListSchema = z.object({ courses: z.array(trainingProgressSchema) });
export type TrainingProgressList = z.infer<typeof trainingProgressListSchema>;

/** One exam attempt as the data export gives it: the answers given and the grade. */
export const heldAttemptSchema = z.object({
  attemptId: z.uuid(),
  contentId: contentIdSchema,
  startedAt: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedLate: z.boolean(),
  /** Question id → the option chosen. */
  answers: z.record(z.string(), z.string()),
  totalQuestions: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative().nullable(),
  isPassed: z.boolean().nullable(),
});

/** The user's training records (data export): course progress, every attempt, certificates. */
export const heldTrainingSchema = z.object({
  courses: z.array(trainingProgressSchema),
  attempts: z.array(heldAttemptSchema),
  certificates: z.array(certificateSchema),
});
export type HeldTraining = z.infer<typeof heldTrainingSchema>;

export const lessonParamsSchema = z.object(
  { id: contentIdSchema, lessonId: contentIdSchema },
  objectError,
);
export type LessonParams = z.infer<typeof lessonParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Certificates

/** Spec §7 `GET training/certificates`, newest first. */
export const certificateListSchema = z.object({ certificates: z.array(certificateSchema) });
export type CertificateList = z.infer<typeof certificateListSchema>;

export const certificateIdParamsSchema = z.object(
  { id: z.uuid({ error: m.invalid }) },
  objectError,
);

/**
 * A verification code: 12 characters of an alphabet without look-alikes (no 0/O, 1/I/L, U),
 * in groups of four (`K7QD-M2XP-9HRT`). Read case-insensitively, with or without the hyphens.
 */
export const VERIFICATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const verificationCodeSchema = requestString(missingOrInvalid)
  .trim()
  .toUpperCase()
  .transform((value) => value.replaceAll('-', ''))
  .pipe(z.string().regex(/^[2-9A-HJKMNP-TV-Z]{12}$/, { error: m.invalid }))
  .transform((value) => `${value.slice(0, 4)}-${value.slice(4, 8)}-${value.slice(8)}`);

export const verificationCodeParamsSchema = z.object({ code: verificationCodeSchema }, objectError);

export { certificateFileName, certificateVerificationPath } from './certificate-links.ts';

/** `GET public/certificates/:code` (no session): a valid certificate's public facts, or 404. */
export const certificateVerificationSchema = z.object({
  valid: z.literal(true),
  verificationCode: z.string(),
  /** The doctor's full name as printed. */
  name: z.string(),
  title: z.string(),
  finishedDate: isoDateTime,
  country: countryCodeSchema,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

// ---------------------------------------------------------------------------------------------
// Problem codes

export const trainingProblemCodes = {
  /** 404: the item has no exam (or no question bank). */
  examNotFound: 'training.exam_not_found',
  /** 409: start before accepting the terms. */
  termsNotAccepted: 'training.terms_not_accepted',
  /** 409: start (or accept) after passing: the certificate is issued, there is no retake. */
  alreadyPassed: 'training.already_passed',
  /** 409: start when every allowed attempt has been used (decision 072). */
  attemptsExhausted: 'training.attempts_exhausted',
  /**
   * 409: start within the waiting time after a failed attempt; the problem's `retryAt` says when
   * the next attempt may start (and `Retry-After` in how many seconds).
   */
  retryLater: 'training.retry_later',
  /** 404: no open attempt (autosave, finish with nothing to finish; GET attempt answers null). */
  attemptNotFound: 'training.attempt_not_found',
  /** 409: autosave of an attempt whose time is over (plus grace), or of another attempt. */
  timeOver: 'training.time_over',
  attemptClosed: 'training.attempt_closed',
  /** 404: no finished attempt yet. */
  feedbackNotFound: 'training.feedback_not_found',
  certificateNotFound: 'training.certificate_not_found',
  /** 404: the item has no such lesson. */
  lessonNotFound: 'training.lesson_not_found',
} as const;
export type TrainingProblemCode = (typeof trainingProblemCodes)[keyof typeof trainingProblemCodes];

/**
 * Field problem codes of a 400 on answers (field `body.answers.N.id` or
 * `body.answers.N.selectedOptionValue`, message `validation.invalid`).
 */
export const answerProblemCodes = {
  questionNotInAttempt: 'question_not_in_attempt',
  optionUnknown: 'option_unknown',
} as const;
