import { useCallback } from 'react';
import { useTranslation } from './translation.tsx';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldProblem } from '@pulso/contracts/problem';

/**
 * A problem to show on a form field: `field` names a field of the form (`registerNumber`),
 * `message` is a translation key or a provider's own text. Not the contracts' `FieldProblem`,
 * whose `field` is a request path (`body.registerNumber`): `formProblemsOf` turns one into the
 * other.
 */
export type FormFieldProblem = Pick<FieldProblem, 'field' | 'message'>;

/** A problem+json answer's field problems as form field problems (`body.x` → `x`). */
export function formProblemsOf(problems: readonly FieldProblem[]): FormFieldProblem[] {
  return problems.map((problem) => ({
    field: problem.field.replace(/^body\./, ''),
    message: problem.message,
  }));
}

/**
 * Form messages are translation keys (contracts validation.ts, `validation.*`); a provider may
 * also send its own text, which is shown as it is.
 */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return i18n.exists(message) ? t(message) : message;
    },
    [t, i18n],
  );
}

/** The translated message of a field's error, for an input's `error` prop. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const translate = useTranslateMessage();
  return useCallback((error) => translate(error?.message), [translate]);
}

/**
 * Puts problems from a server or provider answer on the form's fields and focuses the first of
 * them in `fields` order (the order of the form); returns the messages of problems that name no
 * field of the form.
 */
export function applyFieldProblems<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  problems: readonly FormFieldProblem[],
  fields: readonly string[],
): string[] {
  const others: string[] = [];
  const named = new Set<string>();
  for (const problem of problems) {
    if (fields.includes(problem.field)) {
      form.setError(problem.field as Path<T>, { type: 'server', message: problem.message });
      named.add(problem.field);
    } else {
      others.push(problem.message);
    }
  }
  focusFirstError(form, named, fields);
  return others;
}

/**
 * Focuses the first field with a problem, in the order of the form (react-hook-form's own focus
 * follows the order in which fields were registered, which need not be the order on screen).
 */
export function focusFirstError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setFocus'>,
  withErrors: { has: (field: string) => boolean },
  fields: readonly string[],
): void {
  const first = fields.find((field) => withErrors.has(field));
  if (first) form.setFocus(first as Path<T>);
}
