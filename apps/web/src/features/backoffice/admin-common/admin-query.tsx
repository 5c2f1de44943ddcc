import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { backofficeProblemCodes as codes } from '@pulso/contracts/backoffice/problem-codes';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { handleAuthFailure } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The back-office calls opt out of the global 401/403 handler (a 403 is "your role does not
 * allow this", an answer the page shows); an expired session still signs out.
 */
export function useSignOutOn401(error: unknown): void {
  useEffect(() => {
    if (isApiError(error) && error.status === 401) handleAuthFailure();
  }, [error]);
}

const knownCodes: Partial<Record<string, string>> = {
  [codes.forbidden]: 'backofficeAdmin.common.forbidden',
  [codes.notFound]: 'backofficeAdmin.common.notFound',
  [codes.ownAdmin]: 'backofficeAdmin.staff.ownAdmin',
  [codes.dualRoleReasonRequired]: 'backofficeAdmin.staff.dualRole.required',
  [codes.fourEyes]: 'backoffice.fourEyes.text',
};

/** What went wrong with a back-office call, as a translated line (by the problem's code). */
export function useAdminErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const key = isApiError(error) ? knownCodes[error.code] : undefined;
    return t(key ?? 'backofficeAdmin.common.failed');
  };
}

/**
 * Loading, refused (403), missing (404, when `notFound` says what to show) or failed states of a
 * back-office read; `children` once it answered. `errorTitle` heads a failure (with its retry).
 */
export function AdminQuery<T>({
  query,
  children,
  errorTitle,
  notFound,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  errorTitle?: string;
  notFound?: string;
}) {
  const { t } = useTranslation();
  useSignOutOn401(query.error);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 403)
      return (
        <Alert color="yellow" title={t('backofficeAdmin.common.forbiddenTitle')}>
          {t('backofficeAdmin.common.forbidden')}
        </Alert>
      );
    if (notFound && isApiError(query.error) && query.error.status === 404)
      return (
        <Alert color="yellow" role="alert" title={errorTitle}>
          {notFound}
        </Alert>
      );
    return <QueryError query={query} title={errorTitle} />;
  }
  return <>{children(query.data)}</>;
}
