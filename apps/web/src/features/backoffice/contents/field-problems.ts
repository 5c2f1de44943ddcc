import type { FieldProblem } from '@pulso/contracts/problem';
import { formProblemsOf, type FormFieldProblem } from '../../../lib/forms.ts';

/** Validation codes of the API's 400 as the app's messages (its own text when it is a key). */
const messageOfCode: Record<string, string> = {
  too_small: 'validation.required',
  too_big: 'validation.tooLong',
};

/**
 * The API's field problems as form problems: `body.title` → `title`, and a message the form can
 * translate (the contracts' keys as they are, Zod's own English text by its code).
 */
export function backofficeFieldProblems(
  problems: readonly FieldProblem[],
  isKey: (message: string) => boolean,
): FormFieldProblem[] {
  return formProblemsOf(
    problems.map((problem) => ({
      ...problem,
      message: isKey(problem.message)
        ? problem.message
        : (messageOfCode[problem.code] ?? 'validation.invalid'),
    })),
  );
}
