import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * Field problems by dotted path without its `body.` part (`settings.totalQuestions`), each as the
 * translation key of its message.
 */
export type FieldErrors = Record<string, string>;

interface Problem {
  path: string;
  code: string;
  message: string;
}

/**
 * What the message of a problem says: the contract's own key when it is one
 * (`validation.text.characters`), otherwise one of ours by its path and code.
 */
function messageKeyOf({ path, code, message }: Problem, isKey: (key: string) => boolean): string {
  if (isKey(message)) return message;
  const reason = path.endsWith('.options')
    ? 'oneCorrect'
    : path.endsWith('minCorrectQuestions')
      ? 'minCorrect'
      : path.endsWith('endsAt')
        ? 'endsAfter'
        : code === 'duplicate'
          ? 'duplicate'
          : code === 'too_small' || code === 'required'
            ? 'required'
            : 'invalid';
  return `backofficeTraining.fieldErrors.${reason}`;
}

function fieldErrorsOf(problems: Problem[], isKey: (key: string) => boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) errors[problem.path] ??= messageKeyOf(problem, isKey);
  return errors;
}

/** The issues of a client-side check, as the API would name them. */
export function fieldErrorsOfIssues(
  issues: readonly z.core.$ZodIssue[],
  isKey: (key: string) => boolean,
): FieldErrors {
  return fieldErrorsOf(
    issues.map((issue) => ({ ...issue, path: issue.path.join('.') })),
    isKey,
  );
}

/** The field problems of a 400 answer (none for other failures). */
export function fieldErrorsOfError(error: unknown, isKey: (key: string) => boolean): FieldErrors {
  if (!isApiError(error)) return {};
  return fieldErrorsOf(
    error.fieldErrors.map((problem) => ({
      ...problem,
      path: problem.field.replace(/^body\.?/, ''),
    })),
    isKey,
  );
}

/** The messages of the problems of a form: client check first, then the API's 400. */
export function useFieldErrors() {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const isKey = (key: string) => i18n.exists(key);
  return {
    errors,
    message: (path: string) => (errors[path] ? t(errors[path]) : undefined),
    check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
      const checked = schema.safeParse(value);
      setErrors(checked.success ? {} : fieldErrorsOfIssues(checked.error.issues, isKey));
      return checked.success ? checked.data : undefined;
    },
    fromError: (error: unknown) => setErrors(fieldErrorsOfError(error, isKey)),
  };
}
