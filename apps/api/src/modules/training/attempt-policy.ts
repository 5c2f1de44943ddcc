import type { AttemptAllowance } from '@pulso/contracts/training';
import type { ExamOverrides } from '../../db/schema/training.ts';
import type { AttemptSummary } from './training.repository.ts';

/** How many attempts a course's exam allows, and the wait after a failed one (decision 072). */
export interface AttemptPolicy {
  maxAttempts: number;
  retryWaitMs: number;
}

const HOUR_MS = 3_600_000;

/** The server's defaults when no configuration is given (`TRAINING_EXAM_*`). */
export const defaultAttemptPolicy: AttemptPolicy = { maxAttempts: 3, retryWaitMs: 24 * HOUR_MS };

/** A course's own limit and wait (back office), or else the server's. */
export function attemptPolicyOf(
  settings: Pick<ExamOverrides, 'maxAttempts' | 'retryWaitHours'> | null | undefined,
  defaults: AttemptPolicy,
): AttemptPolicy {
  const hours = settings?.retryWaitHours;
  return {
    maxAttempts: settings?.maxAttempts ?? defaults.maxAttempts,
    retryWaitMs: typeof hours === 'number' ? hours * HOUR_MS : defaults.retryWaitMs,
  };
}

/**
 * The attempts left of a doctor's course at `now`: every attempt started counts (an open one,
 * one whose time ran out); after a failed one the next opens `retryWaitMs` after it was graded.
 */
export function allowanceOf(
  policy: AttemptPolicy,
  summary: AttemptSummary | undefined,
  now: Date,
): AttemptAllowance {
  const used = summary?.attempts ?? 0;
  const left = Math.max(0, policy.maxAttempts - used);
  const waitsAfter =
    summary && !summary.open && summary.lastFinishedPassed === false
      ? summary.lastFinishedAt
      : null;
  const opensAt = waitsAfter ? new Date(waitsAfter.getTime() + policy.retryWaitMs) : null;
  return {
    maxAttempts: policy.maxAttempts,
    used,
    left,
    retryWaitMinutes: Math.round(policy.retryWaitMs / 60_000),
    nextAttemptAt: left > 0 && opensAt && opensAt > now ? opensAt.toISOString() : null,
  };
}

/**
 * Whether a finished attempt's feedback may show which option is right: the course shows right
 * answers, and the doctor passed, or has no attempt left and none open (decision 072).
 */
export function mayShowKey(
  showCorrectAnswers: boolean,
  passed: boolean,
  allowance: AttemptAllowance,
  summary: AttemptSummary | undefined,
): boolean {
  if (!showCorrectAnswers) return false;
  return passed || (allowance.left === 0 && !summary?.open);
}
