import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/api-error.ts';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry:
          options.retry === false
            ? false
            : (failureCount, error) =>
                failureCount < 2 &&
                !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
