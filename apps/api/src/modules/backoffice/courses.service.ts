import { randomBytes } from 'node:crypto';
import type {
  BackofficeCourse,
  BackofficeCourseList,
  CourseExam,
  CourseQuestion,
  CourseSettings,
} from '@pulso/contracts/backoffice/courses';
import { validationMessages } from '@pulso/contracts/validation';
import type { CountryScope } from '../../platform/db/country-scope.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  listScopedItems,
  lockItem,
  type ScopedItemRecord as CourseRow,
} from '../content/catalogue.repository.ts';
import { sanitiseHtml } from '../content/sanitise-html.ts';
import { defaultAttemptPolicy, type AttemptPolicy } from '../training/attempt-policy.ts';
import {
  findExamBank,
  listExamBankSummaries,
  listExamVersions,
  type ExamBank,
} from '../training/training.repository.ts';
import { allows, scopeOf, type Action } from './ability.ts';
import {
  BackofficeForbiddenError,
  BackofficeNotFoundError,
  ContentInvalidError,
  LifecycleConflictError,
} from './backoffice.errors.ts';
import { listVersionEditors } from './backoffice.repository.ts';
import {
  approveVersion,
  findNewestVersion,
  insertPendingVersion,
  listPendingVersions,
  type BankQuestion,
  type ExamOverrides,
} from './bank-versions.repository.ts';
import { editorsOf, editorsView, requireFourEyes } from './four-eyes.ts';
import type { Staff } from './contents.service.ts';
import { recordStaffAction, type StaffPeople } from './staff-audit.ts';

export interface CoursesServiceDeps {
  db: Database;
  people: StaffPeople;
  now: () => Date;
  /** The server's attempts per course and wait (`TRAINING_EXAM_*`), shown beside a course's own. */
  attemptDefaults?: AttemptPolicy;
}

const COURSE_CLUSTER = 'to_training';
const VALUES = 'abcdefgh';

/** The courses in the scope, by title (`id`: that course only). */
const findCourses = (db: Queryable, scope: CountryScope, id?: string): Promise<CourseRow[]> =>
  listScopedItems(db, scope, { mainCluster: COURSE_CLUSTER, id });

/** The settings in force: the bank's (back office) or else the item's own exam fields. */
function settingsOf(course: CourseRow, bank: ExamBank | undefined): CourseSettings | null {
  const fields = { ...course.document, ...bank?.settings };
  if (!fields.examDuration || !fields.examDurationMode || !fields.totalQuestions) return null;
  return {
    examDuration: fields.examDuration,
    examDurationMode: fields.examDurationMode,
    totalQuestions: fields.totalQuestions,
    minCorrectQuestions: fields.minCorrectQuestions ?? 0,
    examTerms: fields.examTerms,
    examInstructions: fields.examInstructions,
    certificateText: bank?.certificateText ?? null,
    showCorrectAnswers: bank?.showCorrectAnswers ?? true,
    maxAttempts: bank?.settings?.maxAttempts ?? null,
    retryWaitHours: bank?.settings?.retryWaitHours ?? null,
  };
}

const editable = (question: BankQuestion) => ({
  id: question.id,
  question: question.question,
  options: question.options.map(({ text, isCorrect }) => ({ text, isCorrect })),
});

/** The edited questions as the bank stores them: ids kept or given, option values a, b, … */
function bankQuestions(questions: readonly CourseQuestion[]): BankQuestion[] {
  const stored = questions.map((question) => ({
    id: question.id ?? `q-${randomBytes(5).toString('hex')}`,
    question: question.question,
    options: question.options.map((option, index) => ({
      text: option.text,
      value: VALUES[index]!,
      isCorrect: option.isCorrect,
    })),
  }));
  const seen = new Set<string>();
  const repeated = stored.flatMap(({ id }, index) => {
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [
      {
        field: `body.questions.${index}.id`,
        code: 'duplicate',
        message: validationMessages.questionIdRepeated,
      },
    ];
  });
  if (repeated.length) throw new ContentInvalidError('Two questions have the same id.', repeated);
  return stored;
}

const overridesOf = (settings: CourseSettings): ExamOverrides => ({
  examDuration: settings.examDuration,
  examDurationMode: settings.examDurationMode,
  totalQuestions: settings.totalQuestions,
  minCorrectQuestions: settings.minCorrectQuestions,
  examTerms: settings.examTerms === null ? null : sanitiseHtml(settings.examTerms),
  examInstructions:
    settings.examInstructions === null ? null : sanitiseHtml(settings.examInstructions),
  // Left out when null (the server's default), so that a bank saved before them compares equal.
  ...(typeof settings.maxAttempts === 'number' ? { maxAttempts: settings.maxAttempts } : {}),
  ...(typeof settings.retryWaitHours === 'number'
    ? { retryWaitHours: settings.retryWaitHours }
    : {}),
});

/** JSON with keys sorted (jsonb reorders them): equal texts, equal values. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The trail's step that writes a bank version (its `after.version`): the four-eyes rule's. */
const bankSteps = { entityType: 'course', actions: ['save-exam'] } as const;

/**
 * Courses in the back office (decision 055): a course is a `to_training` item of the staff's
 * countries; its exam (questions, settings, certificate text) is saved as a new bank version
 * each time it changes, and new attempts record the version they drew from. A saved version is
 * pending until a reviewer of the course's country who did not save it approves it (decision
 * 074); until then doctors' exams keep the approved one. Editors and admins edit, reviewers and
 * admins approve; another country's course is 404.
 */
export function createBackofficeCoursesService({
  db,
  people,
  now,
  attemptDefaults = defaultAttemptPolicy,
}: CoursesServiceDeps) {
  const scope = (staff: Staff, action: Action) => scopeOf(staff.ability, action, 'Course');

  async function courseOf(tx: Queryable, staff: Staff, id: string): Promise<CourseRow> {
    const [course] = await findCourses(tx, scope(staff, 'read'), id);
    if (!course) throw new BackofficeNotFoundError();
    return course;
  }

  async function view(staff: Staff, course: CourseRow): Promise<BackofficeCourse> {
    const [bank, versions, entries] = await Promise.all([
      findExamBank(db, course.id),
      listExamVersions(db, course.id),
      listVersionEditors(db, [course.id], bankSteps),
    ]);
    // The editor shows the newest version saved: a pending one is edited on, not the approved.
    const newest = versions[0];
    const pending = newest?.status === 'pending' ? newest : undefined;
    const shown: ExamBank | undefined = pending
      ? {
          showCorrectAnswers: pending.showCorrectAnswers,
          questions: pending.questions,
          version: pending.version,
          settings: pending.settings,
          certificateText: pending.certificateText,
        }
      : bank;
    return {
      id: course.id,
      title: course.title,
      countries: course.countries,
      language: course.language,
      version: bank?.version ?? 0,
      pending: pending
        ? {
            version: pending.version,
            ...editorsView(editorsOf(entries, course.id, pending.version), staff.user.id),
          }
        : null,
      canApprove: allows(staff.ability, 'approve', 'Course', course),
      settings: settingsOf(course, shown),
      questions: (shown?.questions ?? []).map(editable),
      versions: versions.map((version) => ({
        version: version.version,
        at: version.createdAt.toISOString(),
        actor: version.createdByName,
        questions: version.questions.length,
        attempts: version.attempts,
        status: version.status,
        approvedBy: version.approvedByName,
      })),
      canEdit: allows(staff.ability, 'update', 'Course', course),
      attemptDefaults: {
        maxAttempts: attemptDefaults.maxAttempts,
        retryWaitHours: attemptDefaults.retryWaitMs / 3_600_000,
      },
    };
  }

  return {
    async list(staff: Staff): Promise<BackofficeCourseList> {
      const courses = await findCourses(db, scope(staff, 'read'));
      const ids = courses.map((course) => course.id);
      const [summaries, pending] = await Promise.all([
        listExamBankSummaries(db, ids),
        listPendingVersions(db, ids),
      ]);
      const banks = new Map(summaries.map((bank) => [bank.contentId, bank]));
      return {
        items: courses.map((course) => {
          const bank = banks.get(course.id);
          return {
            id: course.id,
            title: course.title,
            countries: course.countries,
            version: bank?.version ?? 0,
            pendingVersion: pending.get(course.id) ?? null,
            questions: bank?.questions ?? 0,
            updatedAt: bank?.updatedAt.toISOString() ?? null,
          };
        }),
      };
    },

    async get(staff: Staff, id: string): Promise<BackofficeCourse> {
      return view(staff, await courseOf(db, staff, id));
    },

    /**
     * Saves the exam as the next bank version, pending a reviewer's approval (decision 074);
     * nothing changes when it is the same as the newest version saved.
     */
    async save(staff: Staff, id: string, exam: CourseExam): Promise<BackofficeCourse> {
      const at = now();
      const course = await db.transaction(async (tx) => {
        const found = await courseOf(tx, staff, id);
        if (!allows(staff.ability, 'update', 'Course', found)) throw new BackofficeForbiddenError();
        // The course's item is locked for a step on its bank versions (save, approve): two saves
        // never take the same number, and an approval never interleaves with a save (decision 074).
        await lockItem(tx, id);
        const bank = await findNewestVersion(tx, id);
        const current = bank?.version ?? 0;
        const next = {
          showCorrectAnswers: exam.settings.showCorrectAnswers,
          questions: bankQuestions(exam.questions),
          settings: overridesOf(exam.settings),
          certificateText: exam.settings.certificateText || null,
        };
        const before = bank && {
          version: bank.version,
          showCorrectAnswers: bank.showCorrectAnswers,
          questions: bank.questions,
          settings: bank.settings,
          certificateText: bank.certificateText,
        };
        if (before && canonical({ ...before, version: 0 }) === canonical({ ...next, version: 0 }))
          return found;
        const person = await people.personOf(staff.user.id, tx);
        await insertPendingVersion(tx, {
          contentId: id,
          version: current + 1,
          ...next,
          createdBy: staff.user.id,
          createdByName: person?.name ?? staff.user.uid,
          createdAt: at,
        });
        await recordStaffAction(tx, people, staff, {
          entityType: 'course',
          entityId: id,
          action: 'save-exam',
          countries: found.countries,
          at,
          before: before ?? null,
          after: { version: current + 1, ...next },
        });
        return found;
      });
      return view(staff, course);
    },

    /**
     * Approves the newest saved version (decision 074): doctors' new attempts draw from it, and
     * its settings and certificate text hold. Whoever saved it never approves it (four eyes,
     * decision 068: 403 `backoffice.four_eyes`).
     */
    async approve(staff: Staff, id: string, version: number): Promise<BackofficeCourse> {
      const at = now();
      const course = await db.transaction(async (tx) => {
        const found = await courseOf(tx, staff, id);
        if (!allows(staff.ability, 'approve', 'Course', found))
          throw new BackofficeForbiddenError();
        await lockItem(tx, id);
        const newest = await findNewestVersion(tx, id);
        if (!newest || newest.version < version) throw new BackofficeNotFoundError();
        if (newest.version !== version || newest.status !== 'pending')
          throw new LifecycleConflictError(
            'Only the newest saved version, while pending, is approved.',
          );
        requireFourEyes(
          editorsOf(await listVersionEditors(tx, [id], bankSteps), id, version),
          staff.user.id,
          `version ${version}`,
        );
        const previous = (await findExamBank(tx, id))?.version ?? 0;
        const person = await people.personOf(staff.user.id, tx);
        await approveVersion(tx, newest, {
          id: staff.user.id,
          name: person?.name ?? staff.user.uid,
          at,
        });
        await recordStaffAction(tx, people, staff, {
          entityType: 'course',
          entityId: id,
          action: 'approve-exam',
          countries: found.countries,
          at,
          before: { version: previous },
          after: { version },
        });
        return found;
      });
      return view(staff, course);
    },
  };
}

export type BackofficeCoursesService = ReturnType<typeof createBackofficeCoursesService>;
