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
import type { CountryCode } from '@pulso/contracts/country';
import { contentItems } from './content.ts';
import { users } from './users.ts';

/** A question with its answer key, as the bank stores it (never sent before a finish). */
export interface BankQuestion {
  id: string;
  question: string;
  options: { text: string; value: string; isCorrect: boolean }[];
}

/** An exam's question bank (spec §3 "Question"), one row per course item. */
export const trainingExams = pgTable('training_exams', {
  contentId: text('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  /** Feedback shows the right option of every question (otherwise only right or wrong). */
  showCorrectAnswers: boolean('show_correct_answers').notNull().default(true),
  questions: jsonb('questions').$type<BankQuestion[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('training_certificates_user_content_key').on(table.userId, table.contentId),
    unique('training_certificates_verification_code_key').on(table.verificationCode),
  ],
);
