import type { Subcluster } from '@pulso/contracts/content';
import { useAccessToken } from '../../../lib/session.ts';

/**
 * Query keys of the content data. Answers depend on the user (`isSaved`, preferences, speaker
 * training), so each key carries the session token: a new sign-in never sees the previous user's.
 */
export const contentKeys = {
  all: (token: string | null) => ['content', token] as const,
  cluster: (token: string | null, id: string, subclusters: readonly Subcluster[] = []) =>
    ['content', token, 'cluster', id, subclusters.join(',')] as const,
  item: (token: string | null, id: string) => ['content', token, 'item', id] as const,
  saved: (token: string | null) => ['content', token, 'saved'] as const,
  search: (token: string | null, q: string) => ['content', token, 'search', q] as const,
};

/** The token the keys of this session carry. */
export const useContentSession = useAccessToken;
