import type { ExamDurationMode } from '@pulso/contracts/content';
import { EXAM_GRACE_SECONDS } from '@pulso/contracts/training';

/** A clock: the service reads the time through it, so that tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const MINUTE_MS = 60_000;

/** The exam's time in minutes: `examDuration` for all, or for each of `totalQuestions`. */
export function examMinutes(duration: number, mode: ExamDurationMode, questions: number): number {
  return mode === 'perQuestion' ? duration * questions : duration;
}

export const deadlineOf = (startedAt: Date, minutes: number): Date =>
  new Date(startedAt.getTime() + minutes * MINUTE_MS);

/** Whole seconds left until the deadline (0 once it passed). */
export function remainingSeconds(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** Past the deadline and its grace: nothing sent now counts. */
export const isTimeOver = (deadline: Date, now: Date): boolean =>
  now.getTime() > deadline.getTime() + EXAM_GRACE_SECONDS * 1000;

/** When an attempt finished at `now` is graded as submitted: never after its deadline. */
export const gradedAt = (deadline: Date, now: Date): Date =>
  now.getTime() > deadline.getTime() ? deadline : now;

/** Whole seconds from the start to the graded finish. */
export const secondsBetween = (from: Date, to: Date): number =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
