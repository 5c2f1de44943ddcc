import { useCallback } from 'react';
import { useTranslation } from '../translation.tsx';
import { isApiError } from './api-error.ts';

/**
 * A translated message for a failed call, chosen by the problem's stable code
 * (`errors.codes.<code>`), never by its message text; unknown codes get the generic message.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const key = isApiError(error) ? `errors.codes.${error.code}` : undefined;
      return key && i18n.exists(key) ? t(key) : t('errors.codes.generic');
    },
    [t, i18n],
  );
}
