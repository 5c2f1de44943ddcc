import type { ExamDurationMode } from '@pulso/contracts/content';
import type { StoredContentItem } from '../../db/schema/content.ts';
import type { ExamOverrides } from '../../db/schema/training.ts';
import type { SessionUser } from '../identity/session/session.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { ExamNotFoundError } from './training.errors.ts';
import { findExamBank, type ExamBank } from './training.repository.ts';

export interface ExamSettings {
  /** Minutes, counted as `mode` says. */
  duration: number;
  mode: ExamDurationMode;
  totalQuestions: number;
  minCorrectQuestions: number;
}

/** A course (or speaker-training item) with an exam, as the signed-in user may open it. */
export interface Course {
  item: StoredContentItem;
  isSpeakerTraining: boolean;
  exam: ExamSettings;
  bank: ExamBank;
}

function examSettingsOf(
  item: StoredContentItem,
  overrides: ExamOverrides | null | undefined,
): ExamSettings | undefined {
  const { examDuration, examDurationMode, totalQuestions, minCorrectQuestions } = {
    ...item,
    ...overrides,
  };
  if (!examDuration || !examDurationMode || !totalQuestions || minCorrectQuestions === null)
    return undefined;
  return { duration: examDuration, mode: examDurationMode, totalQuestions, minCorrectQuestions };
}

/** A content item as the signed-in user may open it. */
export interface OpenedItem {
  document: StoredContentItem;
  isSpeakerTraining: boolean;
}

/**
 * What training asks of the content module (its service, handed in by the composition root):
 * the item as the user may open it, 404 `content.not_found` (other country or unknown) or 403
 * `content.speaker_training_required`.
 */
export interface ItemAccess {
  open(user: SessionUser, id: string): Promise<OpenedItem>;
}

/**
 * The course the user may take the exam of: 404 `content.not_found` (unknown, other country),
 * 403 `content.speaker_training_required`, 404 `training.exam_not_found` (no exam or no bank).
 */
export async function openCourse(
  db: Queryable,
  items: ItemAccess,
  user: SessionUser,
  id: string,
): Promise<Course> {
  const { document: item, isSpeakerTraining } = await items.open(user, id);
  const bank = await findExamBank(db, id);
  const exam = examSettingsOf(item, bank?.settings);
  if (!exam || !bank?.questions.length) throw new ExamNotFoundError();
  // A bank smaller than the exam asks all of its questions, and no more can be needed to pass.
  const totalQuestions = Math.min(exam.totalQuestions, bank.questions.length);
  return {
    item,
    isSpeakerTraining,
    exam: {
      ...exam,
      totalQuestions,
      minCorrectQuestions: Math.min(exam.minCorrectQuestions, totalQuestions),
    },
    bank,
  };
}
