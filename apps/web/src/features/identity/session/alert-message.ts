import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isIdentityError } from '../adapters/identity-adapter.ts';
import { identityErrorKey } from '../identity-errors.ts';

/**
 * The text that follows a spec §8 alert: the server's own message for a problem answer, the
 * provider's error translated by its code, or the generic message.
 */
export function alertMessageOf(
  error: unknown,
  t: TFunction,
  errorMessage: (error: unknown) => string,
): string {
  if (isApiError(error) && error.problem) return error.problem.detail ?? error.problem.title;
  if (isIdentityError(error)) return t(identityErrorKey(error.errorCode));
  return errorMessage(error);
}

/** `alertMessageOf` in the current language. */
export function useAlertMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback((error: unknown) => alertMessageOf(error, t, errorMessage), [t, errorMessage]);
}
