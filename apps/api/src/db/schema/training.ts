import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExamDurationMode } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import { contentItems } from './content.ts';
import { users } from './users.ts';

/** A question with its answer key, as the bank stores it (never sent before a finish). */
export interface BankQuestion {
  id: string;
  question: string;
  options: { text: string; value: string; isCorrect: boolean }[];
}

/**
 * Exam settings set in the back office (decision 055); they override the item's exam fields.
 * Terms and instructions are sanitised HTML.
 */
export interface ExamOverrides {
  examDuration: number;
  examDurationMode: ExamDurationMode;
  totalQuestions: number;
  minCorrectQuestions: number;
  examTerms: string | null;
  examInstructions: string | null;
  /** Attempts a doctor may start (decision 072); absent: `TRAINING_EXAM_MAX_ATTEMPTS`. */
  maxAttempts?: number;
  /** Hours to wait after a failed attempt (decision 072); absent: `TRAINING_EXAM_RETRY_WAIT`. */
  retryWaitHours?: number;
}

/**
 * An exam's question bank (spec §3 "Question"), one row per course item: the current version of
 * `training_exam_versions` (decision 055), the one new attempts draw from.
 */
export const trainingExams = pgTable('training_exams', {
  contentId: text('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  /** Feedback shows the right option of every question (otherwise only right or wrong). */
  showCorrectAnswers: boolean('show_correct_answers').notNull().default(true),
  questions: jsonb('questions').$type<BankQuestion[]>().notNull(),
  version: integer('version').notNull().default(1),
  /** Null: the item's own exam fields hold. */
  settings: jsonb('settings').$type<ExamOverrides>(),
  certificateText: text('certificate_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every version of a bank as it was saved (never changed): what an attempt's version showed. */
export const trainingExamVersions = pgTable(
  'training_exam_versions',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    showCorrectAnswers: boolean('show_correct_answers').notNull(),
    questions: jsonb('questions').$type<BankQuestion[]>().notNull(),
    settings: jsonb('settings').$type<ExamOverrides>(),
    certificateText: text('certificate_text'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A version saved in the back office is `pending` until a reviewer who did not save it
     * approves it (decision 074): only then is it copied into `training_exams`, which doctors'
     * exams draw from. Seeded and earlier versions are approved.
     */
    status: text('status').$type<'pending' | 'approved'>().notNull().default('approved'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.version] })],
);

/** Spec §3 "Training records": terms accepted, lessons done, per user and course. */
export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    completedLessons: text('completed_lessons').array().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.userId, table.contentId] })],
);

/**
 * Exam attempts (spec §3 "Exam attempt", §4 start then finish). `questions` is the attempt's own
 * copy of the questions drawn, with the key; `answers` maps a question id to the chosen value.
 * The server's `startedAt` and `deadline` are the truth; the client's times are kept as sent. At
 * most one open (unfinished) attempt per user and course.
 */
export const trainingAttempts = pgTable(
  'training_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<BankQuestion[]>().notNull(),
    /** The bank version the questions were drawn from (decision 055). */
    bankVersion: integer('bank_version').notNull().default(1),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    minCorrectQuestions: integer('min_correct_questions').notNull(),
    clientStartTime: timestamp('client_start_time', { withTimezone: true }),
    answersSavedAt: timestamp('answers_saved_at', { withTimezone: true }),
    /** When it was graded as submitted (the finish, or the deadline when that came first). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    clientFinishDate: timestamp('client_finish_date', { withTimezone: true }),
    finishedLate: boolean('finished_late').notNull().default(false),
    correctAnswers: integer('correct_answers'),
    isPassed: boolean('is_passed'),
  },
  (table) => [
    uniqueIndex('training_attempts_one_open_idx')
      .on(table.userId, table.contentId)
      .where(sql`${table.finishedAt} IS NULL`),
    index('training_attempts_user_content_idx').on(
      table.userId,
      table.contentId,
      table.startedAt.desc(),
    ),
  ],
);

/**
 * Certificates: one per user and course (the unique key makes concurrent passing finishes issue
 * one), with what is printed kept as it was at issue time.
 */
export const trainingCertificates = pgTable(
  'training_certificates',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    verificationCode: text('verification_code').notNull(),
    holderName: text('holder_name').notNull(),
    title: text('title').notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    cfApprovalCode: text('cf_approval_code'),
    isSpeakerTraining: boolean('is_speaker_training').notNull().default(false),
    /** The bank's certificate text at issue time. */
    certificateText: text('certificate_text'),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('training_certificates_user_content_key').on(table.userId, table.contentId),
    unique('training_certificates_verification_code_key').on(table.verificationCode),
  ],
);
