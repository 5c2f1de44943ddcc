import type { z } from 'zod';
import { isApiError } from '../../../lib/http/api-error.ts';

/** Field problems by dotted path without its `body.` part (`settings.totalQuestions`). */
export type FieldErrors = Record<string, string>;

/** What the message of a path says: `oneCorrect`, `minCorrect`, `required` or `invalid`. */
function reasonOf(path: string, code: string): string {
  if (path.endsWith('.options')) return 'oneCorrect';
  if (path.endsWith('minCorrectQuestions')) return 'minCorrect';
  if (path.endsWith('endsAt')) return 'endsAfter';
  return code === 'too_small' || code === 'required' ? 'required' : 'invalid';
}

/** The issues of a client-side check, as the API would name them. */
export function fieldErrorsOfIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    errors[path] ??= reasonOf(path, issue.code);
  }
  return errors;
}

/** The field problems of a 400 answer (none for other failures). */
export function fieldErrorsOfError(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const problem of error.fieldErrors) {
    const path = problem.field.replace(/^body\.?/, '');
    errors[path] ??= reasonOf(path, problem.code);
  }
  return errors;
}
