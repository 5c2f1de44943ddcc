import { z } from 'zod';
import { requestString, requiredText, validationMessages as m } from '../validation.ts';
import { countryCodes } from '../country.ts';
import { examDurationModeSchema } from '../content/content-item.ts';

const countrySchema = z.enum(countryCodes);

/** An option of a question as the back office edits it: its text and whether it is the answer. */
export const courseOptionSchema = z.object({
  text: requiredText(500),
  isCorrect: z.boolean(),
});

/** A question of the bank; `id` kept from the version it was edited from (new ones get one). */
export const courseQuestionSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,120}$/)
    .optional(),
  question: requiredText(2000),
  options: z
    .array(courseOptionSchema)
    .min(2)
    .max(8)
    .refine((options) => options.filter((option) => option.isCorrect).length === 1, {
      error: m.oneCorrectOption,
    }),
});
export type CourseQuestion = z.infer<typeof courseQuestionSchema>;

/** The most attempts, and the longest wait between them (30 days), a course may set. */
export const MAX_ATTEMPTS_LIMIT = 20;
export const RETRY_WAIT_HOURS_LIMIT = 720;

/** The exam's settings (spec §3 exam fields) and the certificate's own text. */
export const courseSettingsSchema = z
  .object({
    examDuration: z.number().int().min(1).max(600),
    examDurationMode: examDurationModeSchema,
    totalQuestions: z.number().int().min(1).max(200),
    minCorrectQuestions: z.number().int().min(0).max(200),
    examTerms: requestString().max(20_000, { error: m.tooLong }).nullable(),
    examInstructions: requestString().max(20_000, { error: m.tooLong }).nullable(),
    /** Printed on the certificate under the course's title (null: nothing more). */
    certificateText: requestString().trim().max(1_000, { error: m.tooLong }).nullable(),
    /**
     * Feedback shows the right option of every question (otherwise only right or wrong), once
     * the doctor passed or used the last attempt (decision 072).
     */
    showCorrectAnswers: z.boolean(),
    /** Attempts a doctor may start (decision 072); null or absent: the server's default. */
    maxAttempts: z.number().int().min(1).max(MAX_ATTEMPTS_LIMIT).nullable().optional(),
    /** Hours to wait after a failed attempt; null or absent: the server's default. */
    retryWaitHours: z.number().int().min(0).max(RETRY_WAIT_HOURS_LIMIT).nullable().optional(),
  })
  .refine((settings) => settings.minCorrectQuestions <= settings.totalQuestions, {
    path: ['minCorrectQuestions'],
    error: m.minCorrectTooMany,
  });
export type CourseSettings = z.infer<typeof courseSettingsSchema>;

/** `PUT /api/backoffice/courses/{id}`: the whole exam; a change makes the next bank version. */
export const courseExamSchema = z.object({
  questions: z.array(courseQuestionSchema).min(1).max(500),
  settings: courseSettingsSchema,
});
export type CourseExam = z.infer<typeof courseExamSchema>;

export const courseIdParamsSchema = z.object({ id: requestString().trim().min(1).max(80) });
/** `POST …/courses/{id}/versions/{version}/approve`. */
export const courseVersionParamsSchema = courseIdParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(1_000_000),
});

export const courseVersionSchema = z.object({
  version: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  questions: z.number().int(),
  /** Exam attempts that showed this version's questions. */
  attempts: z.number().int(),
  /**
   * `pending` until a reviewer who did not save it approves it (decision 074); doctors' exams
   * show only approved versions. A pending version older than a newer save is never approved.
   */
  status: z.enum(['pending', 'approved']),
  /** Who approved it (null: pending, or approved before reviews, as the seed's). */
  approvedBy: z.string().nullable(),
});

export const backofficeCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  countries: z.array(countrySchema),
  language: z.enum(['es', 'pt-br']),
  /** The bank version new attempts show (0: the course has no approved bank yet). */
  version: z.number().int(),
  /**
   * The newest version saved and waiting for a reviewer (decision 074), with who saved it and
   * whether the asker did (four eyes: they may not approve it); null when none waits.
   */
  pending: z
    .object({
      version: z.number().int(),
      editors: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
      editedByYou: z.boolean(),
    })
    .nullable(),
  /** Whether the staff member's role may approve a pending version (four eyes aside). */
  canApprove: z.boolean(),
  /** The newest version's exam (the pending one if any, else the approved one). */
  settings: courseSettingsSchema.nullable(),
  questions: z.array(courseQuestionSchema.required({ id: true })),
  versions: z.array(courseVersionSchema),
  /** The server's attempts and wait, which a course's null settings follow (decision 072). */
  attemptDefaults: z.object({
    maxAttempts: z.number().int().positive(),
    retryWaitHours: z.number().nonnegative(),
  }),
  /** Whether the staff member may edit it (reviewers read only). */
  canEdit: z.boolean(),
});
export type BackofficeCourse = z.infer<typeof backofficeCourseSchema>;

export const backofficeCourseListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      countries: z.array(countrySchema),
      version: z.number().int(),
      /** A saved version waiting for approval (decision 074), if any. */
      pendingVersion: z.number().int().nullable(),
      questions: z.number().int(),
      updatedAt: z.string().nullable(),
    }),
  ),
});
export type BackofficeCourseList = z.infer<typeof backofficeCourseListSchema>;
