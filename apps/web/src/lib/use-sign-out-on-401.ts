import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from './http/api-error.ts';
import { handleAuthFailure } from './session.ts';

/**
 * For queries that opt out of the global 401/403 handler (a 403 is an answer their page shows:
 * the role may not): an expired session (401) still signs out.
 */
export function useSignOutOn401(query: Pick<UseQueryResult<unknown>, 'error'>): void {
  const { error } = query;
  useEffect(() => {
    if (isApiError(error) && error.status === 401) handleAuthFailure();
  }, [error]);
}
