import { and, desc, eq, inArray } from 'drizzle-orm';
import { trainingExamVersions } from '../../db/schema/training.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { makeExamVersionCurrent } from '../training/training.repository.ts';

export type BankVersionRow = typeof trainingExamVersions.$inferSelect;
export type { BankQuestion, ExamOverrides } from '../../db/schema/training.ts';

/** The newest version saved (pending or approved), whatever doctors see now. */
export async function findNewestVersion(
  db: Queryable,
  contentId: string,
): Promise<BankVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingExamVersions)
    .where(eq(trainingExamVersions.contentId, contentId))
    .orderBy(desc(trainingExamVersions.version))
    .limit(1);
  return row;
}

/** The newest version of each course that waits for approval (its newest, and pending). */
export async function listPendingVersions(
  db: Queryable,
  contentIds: readonly string[],
): Promise<Map<string, number>> {
  if (!contentIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([trainingExamVersions.contentId], {
      contentId: trainingExamVersions.contentId,
      version: trainingExamVersions.version,
      status: trainingExamVersions.status,
    })
    .from(trainingExamVersions)
    .where(inArray(trainingExamVersions.contentId, [...contentIds]))
    .orderBy(trainingExamVersions.contentId, desc(trainingExamVersions.version));
  return new Map(
    rows.filter((row) => row.status === 'pending').map((row) => [row.contentId, row.version]),
  );
}

/** A version saved in the back office: pending, so no doctor's exam draws from it yet. */
export async function insertPendingVersion(
  db: Queryable,
  version: Omit<typeof trainingExamVersions.$inferInsert, 'status'> & { createdAt: Date },
): Promise<void> {
  await db.insert(trainingExamVersions).values({ ...version, status: 'pending' });
}

/**
 * Approves a pending version and makes it the course's current bank (`training_exams`, what new
 * attempts draw from and what the exam's settings and certificate text are read from).
 */
export async function approveVersion(
  db: Queryable,
  version: BankVersionRow,
  approver: { id: string; name: string; at: Date },
): Promise<void> {
  await db
    .update(trainingExamVersions)
    .set({
      status: 'approved',
      approvedBy: approver.id,
      approvedByName: approver.name,
      approvedAt: approver.at,
    })
    .where(
      and(
        eq(trainingExamVersions.contentId, version.contentId),
        eq(trainingExamVersions.version, version.version),
      ),
    );
  await makeExamVersionCurrent(db, version, approver.at);
}
