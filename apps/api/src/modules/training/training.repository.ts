import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  trainingAttempts,
  trainingCertificates,
  trainingEnrolments,
  trainingExams,
  trainingExamVersions,
  type BankQuestion,
  type ExamOverrides,
} from '../../db/schema/training.ts';
import type { Queryable } from '../../platform/db/database.ts';

// ---------------------------------------------------------------------------------------------
// Question banks

export interface ExamBank {
  showCorrectAnswers: boolean;
  questions: BankQuestion[];
  /** The version new attempts record (decision 055). */
  version: number;
  /** The back office's exam settings (null: the item's own). */
  settings: ExamOverrides | null;
  certificateText: string | null;
}

export async function findExamBank(
  db: Queryable,
  contentId: string,
): Promise<ExamBank | undefined> {
  const rows = await db
    .select({
      showCorrectAnswers: trainingExams.showCorrectAnswers,
      questions: trainingExams.questions,
      version: trainingExams.version,
      settings: trainingExams.settings,
      certificateText: trainingExams.certificateText,
    })
    .from(trainingExams)
    .where(eq(trainingExams.contentId, contentId))
    .limit(1);
  return rows[0];
}

/**
 * Stores a bank as its version 1 (seeds, tests); an existing one is kept unless `replace`, which
 * overwrites the current version in place (test rigs only: the back office saves new versions).
 */
export async function writeExamBank(
  db: Queryable,
  bank: { contentId: string; showCorrectAnswers: boolean; questions: BankQuestion[] },
  options: { replace: boolean },
): Promise<void> {
  const insert = db.insert(trainingExams).values(bank);
  await (options.replace
    ? insert.onConflictDoUpdate({
        target: trainingExams.contentId,
        set: {
          showCorrectAnswers: bank.showCorrectAnswers,
          questions: bank.questions,
          updatedAt: sql`now()`,
        },
      })
    : insert.onConflictDoNothing());
  await db
    .insert(trainingExamVersions)
    .values({ ...bank, version: 1 })
    .onConflictDoNothing();
}

export type ExamVersionRecord = typeof trainingExamVersions.$inferSelect;

/**
 * Saves the next version of a course's bank (the back office, decision 055): appended to the
 * versions and made the current one. Run in a transaction that locked the current row.
 */
export async function saveExamVersion(
  db: Queryable,
  version: Omit<typeof trainingExamVersions.$inferInsert, 'createdAt'> & { createdAt: Date },
): Promise<void> {
  await db.insert(trainingExamVersions).values(version);
  await makeExamVersionCurrent(db, version, version.createdAt);
}

/**
 * Makes a bank version the course's current bank (`training_exams`: what new attempts draw from
 * and what the exam's settings and certificate text are read from).
 */
export async function makeExamVersionCurrent(
  db: Queryable,
  version: Pick<
    typeof trainingExamVersions.$inferInsert,
    'contentId' | 'showCorrectAnswers' | 'questions' | 'version' | 'settings' | 'certificateText'
  >,
  at: Date,
): Promise<void> {
  const current = {
    showCorrectAnswers: version.showCorrectAnswers,
    questions: version.questions,
    version: version.version,
    settings: version.settings ?? null,
    certificateText: version.certificateText ?? null,
    updatedAt: at,
  };
  await db
    .insert(trainingExams)
    .values({ contentId: version.contentId, ...current })
    .onConflictDoUpdate({ target: trainingExams.contentId, set: current });
}

/** The current bank of a course, locked for the saving transaction. */
export async function lockExamBank(db: Queryable, contentId: string): Promise<number> {
  const rows = await db
    .select({ version: trainingExams.version })
    .from(trainingExams)
    .where(eq(trainingExams.contentId, contentId))
    .for('update');
  return rows[0]?.version ?? 0;
}

/** A course's versions, newest first, with how many attempts showed each. */
export async function listExamVersions(
  db: Queryable,
  contentId: string,
): Promise<(ExamVersionRecord & { attempts: number })[]> {
  const attempts = db
    .select({
      version: trainingAttempts.bankVersion,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(trainingAttempts)
    .where(eq(trainingAttempts.contentId, contentId))
    .groupBy(trainingAttempts.bankVersion)
    .as('attempts');
  const rows = await db
    .select({ version: trainingExamVersions, attempts: attempts.count })
    .from(trainingExamVersions)
    .leftJoin(attempts, eq(attempts.version, trainingExamVersions.version))
    .where(eq(trainingExamVersions.contentId, contentId))
    .orderBy(desc(trainingExamVersions.version));
  return rows.map((row) => ({ ...row.version, attempts: row.attempts ?? 0 }));
}

/** The current bank of each of these courses (version, question count, back-office settings). */
export async function listExamBankSummaries(
  db: Queryable,
  contentIds: readonly string[],
): Promise<
  {
    contentId: string;
    version: number;
    questions: number;
    updatedAt: Date;
    settings: ExamOverrides | null;
  }[]
> {
  if (!contentIds.length) return [];
  return db
    .select({
      contentId: trainingExams.contentId,
      version: trainingExams.version,
      questions: sql<number>`jsonb_array_length(${trainingExams.questions})::int`,
      updatedAt: trainingExams.updatedAt,
      settings: trainingExams.settings,
    })
    .from(trainingExams)
    .where(inArray(trainingExams.contentId, [...contentIds]));
}

// ---------------------------------------------------------------------------------------------
// Enrolments

export interface EnrolmentRecord {
  contentId: string;
  termsAcceptedAt: Date | null;
  completedLessons: string[];
}

const enrolmentColumns = {
  contentId: trainingEnrolments.contentId,
  termsAcceptedAt: trainingEnrolments.termsAcceptedAt,
  completedLessons: trainingEnrolments.completedLessons,
};

export async function findEnrolment(
  db: Queryable,
  userId: string,
  contentId: string,
): Promise<EnrolmentRecord | undefined> {
  const rows = await db
    .select(enrolmentColumns)
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.userId, userId), eq(trainingEnrolments.contentId, contentId)))
    .limit(1);
  return rows[0];
}

export function listEnrolments(db: Queryable, userId: string): Promise<EnrolmentRecord[]> {
  return db
    .select(enrolmentColumns)
    .from(trainingEnrolments)
    .where(eq(trainingEnrolments.userId, userId));
}

/**
 * Locks the user's enrolment in a course for the transaction: starts of one doctor's exam are
 * counted against the limit one at a time (decision 072).
 */
export async function lockEnrolment(
  db: Queryable,
  userId: string,
  contentId: string,
): Promise<void> {
  await db
    .select({ userId: trainingEnrolments.userId })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.userId, userId), eq(trainingEnrolments.contentId, contentId)))
    .for('update');
}

/** Records the acceptance once (the first time is kept); answers when the terms were accepted. */
export async function acceptTerms(
  db: Queryable,
  userId: string,
  contentId: string,
  at: Date,
): Promise<Date> {
  const rows = await db
    .insert(trainingEnrolments)
    .values({ userId, contentId, termsAcceptedAt: at })
    .onConflictDoUpdate({
      target: [trainingEnrolments.userId, trainingEnrolments.contentId],
      set: { termsAcceptedAt: sql`coalesce(${trainingEnrolments.termsAcceptedAt}, ${at})` },
    })
    .returning({ termsAcceptedAt: trainingEnrolments.termsAcceptedAt });
  return rows[0]?.termsAcceptedAt ?? at;
}

/** Adds a lesson to the completed ones (once). */
export async function completeLesson(
  db: Queryable,
  userId: string,
  contentId: string,
  lessonId: string,
): Promise<void> {
  await db
    .insert(trainingEnrolments)
    .values({ userId, contentId, completedLessons: [lessonId] })
    .onConflictDoUpdate({
      target: [trainingEnrolments.userId, trainingEnrolments.contentId],
      set: {
        completedLessons: sql`CASE WHEN ${lessonId} = ANY(${trainingEnrolments.completedLessons})
          THEN ${trainingEnrolments.completedLessons}
          ELSE array_append(${trainingEnrolments.completedLessons}, ${lessonId}::text) END`,
      },
    });
}

// ---------------------------------------------------------------------------------------------
// Attempts

export type AttemptRecord = typeof trainingAttempts.$inferSelect;
export type NewAttempt = Pick<
  typeof trainingAttempts.$inferInsert,
  | 'id'
  | 'userId'
  | 'contentId'
  | 'questions'
  | 'bankVersion'
  | 'startedAt'
  | 'deadline'
  | 'minCorrectQuestions'
  | 'clientStartTime'
>;

const ofUserAndContent = (userId: string, contentId: string) =>
  and(eq(trainingAttempts.userId, userId), eq(trainingAttempts.contentId, contentId));

/** Inserts an attempt unless one is already open (the partial unique index); answers if it did. */
export async function insertAttempt(db: Queryable, attempt: NewAttempt): Promise<boolean> {
  const rows = await db
    .insert(trainingAttempts)
    .values(attempt)
    .onConflictDoNothing()
    .returning({ id: trainingAttempts.id });
  return rows.length > 0;
}

/** The user's attempt of a course that `which` picks: the open one, one by id, the last finished. */
export async function findAttempt(
  db: Queryable,
  userId: string,
  contentId: string,
  which: 'open' | 'lastFinished' | { id: string },
): Promise<AttemptRecord | undefined> {
  const picked =
    which === 'open'
      ? isNull(trainingAttempts.finishedAt)
      : which === 'lastFinished'
        ? isNotNull(trainingAttempts.finishedAt)
        : eq(trainingAttempts.id, which.id);
  const rows = await db
    .select()
    .from(trainingAttempts)
    .where(and(ofUserAndContent(userId, contentId), picked))
    .orderBy(desc(trainingAttempts.finishedAt))
    .limit(1);
  return rows[0];
}

/** Saves the answers of a still open attempt; false when it was finished meanwhile. */
export async function saveAnswers(
  db: Queryable,
  attemptId: string,
  answers: Record<string, string>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(trainingAttempts)
    .set({ answers, answersSavedAt: at })
    .where(and(eq(trainingAttempts.id, attemptId), isNull(trainingAttempts.finishedAt)))
    .returning({ id: trainingAttempts.id });
  return rows.length > 0;
}

export interface AttemptFinish {
  answers: Record<string, string>;
  finishedAt: Date;
  clientFinishDate: Date | null;
  finishedLate: boolean;
  correctAnswers: number;
  isPassed: boolean;
}

/**
 * Finishes an open attempt. Only one finish wins (the row is updated while still open); the
 * others get undefined and read the winner's result.
 */
export async function finishAttempt(
  db: Queryable,
  attemptId: string,
  finish: AttemptFinish,
): Promise<AttemptRecord | undefined> {
  const rows = await db
    .update(trainingAttempts)
    .set(finish)
    .where(and(eq(trainingAttempts.id, attemptId), isNull(trainingAttempts.finishedAt)))
    .returning();
  return rows[0];
}

export interface AttemptSummary {
  contentId: string;
  attempts: number;
  open: number;
  lastFinishedPassed: boolean | null;
  /** When the last finished attempt was graded (the wait before the next runs from it). */
  lastFinishedAt: Date | null;
  bestCorrectAnswers: number | null;
}

/**
 * Per course: attempts, whether one is open, the best score, how and when the last finished one
 * went.
 */
export async function summariseAttempts(
  db: Queryable,
  userId: string,
  contentId?: string,
): Promise<AttemptSummary[]> {
  return db
    .select({
      contentId: trainingAttempts.contentId,
      attempts: sql<number>`count(*)::int`,
      open: sql<number>`count(*) FILTER (WHERE ${trainingAttempts.finishedAt} IS NULL)::int`,
      lastFinishedPassed: sql<boolean | null>`(array_agg(${trainingAttempts.isPassed}
        ORDER BY ${trainingAttempts.finishedAt} DESC NULLS LAST))[1]`,
      lastFinishedAt: sql<Date | null>`max(${trainingAttempts.finishedAt})`.mapWith(
        trainingAttempts.finishedAt,
      ),
      bestCorrectAnswers: sql<number | null>`max(${trainingAttempts.correctAnswers})::int`,
    })
    .from(trainingAttempts)
    .where(
      contentId === undefined
        ? eq(trainingAttempts.userId, userId)
        : ofUserAndContent(userId, contentId),
    )
    .groupBy(trainingAttempts.contentId);
}

// ---------------------------------------------------------------------------------------------
// Certificates

export type CertificateRecord = typeof trainingCertificates.$inferSelect;
export type NewCertificate = Omit<CertificateRecord, 'issuedAt'>;

/** Issues the certificate unless the user already has this course's (the unique key). */
export async function insertCertificate(db: Queryable, certificate: NewCertificate): Promise<void> {
  await db
    .insert(trainingCertificates)
    .values(certificate)
    .onConflictDoNothing({
      target: [trainingCertificates.userId, trainingCertificates.contentId],
    });
}

export async function findCertificateOf(
  db: Queryable,
  userId: string,
  contentId: string,
): Promise<CertificateRecord | undefined> {
  const rows = await db
    .select()
    .from(trainingCertificates)
    .where(
      and(eq(trainingCertificates.userId, userId), eq(trainingCertificates.contentId, contentId)),
    )
    .limit(1);
  return rows[0];
}

export async function findCertificate(
  db: Queryable,
  where: { id: string; userId: string } | { verificationCode: string },
): Promise<CertificateRecord | undefined> {
  const condition =
    'id' in where
      ? and(eq(trainingCertificates.id, where.id), eq(trainingCertificates.userId, where.userId))
      : eq(trainingCertificates.verificationCode, where.verificationCode);
  const rows = await db.select().from(trainingCertificates).where(condition).limit(1);
  return rows[0];
}

/** Every attempt of the user, newest first (the data export). */
export function listAttemptsOf(db: Queryable, userId: string): Promise<AttemptRecord[]> {
  return db
    .select()
    .from(trainingAttempts)
    .where(eq(trainingAttempts.userId, userId))
    .orderBy(desc(trainingAttempts.startedAt));
}

export function listCertificates(db: Queryable, userId: string): Promise<CertificateRecord[]> {
  return db
    .select()
    .from(trainingCertificates)
    .where(eq(trainingCertificates.userId, userId))
    .orderBy(desc(trainingCertificates.finishedAt));
}
