import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type {
  ApproveContent,
  BackofficeContent,
  ContentDraft,
  ContentStatus,
} from '@pulso/contracts/backoffice';
import { isApiError } from '../../../lib/http/api-error.ts';
import { handleAuthFailure, useAccessToken } from '../../../lib/session.ts';
import {
  approveContent,
  createContent,
  getAudit,
  getContent,
  getMe,
  listContents,
  submitContent,
  updateContent,
  withdrawContent,
} from './backoffice-api.ts';

/** Every cache entry of the back office sits under this key, per session token. */
export const backofficeKeys = {
  all: ['backoffice'] as const,
  me: (token: string | null) => ['backoffice', token, 'me'] as const,
  contents: (token: string | null) => ['backoffice', token, 'contents'] as const,
  list: (token: string | null, status: ContentStatus | undefined) =>
    ['backoffice', token, 'contents', 'list', status ?? 'all'] as const,
  content: (token: string | null, id: string) =>
    ['backoffice', token, 'contents', 'item', id] as const,
  audit: (token: string | null, id: string) => ['backoffice', token, 'audit', id] as const,
};

/** The back-office calls opt out of the global 401/403 handler; an expired session still signs out. */
function useSignOutOn401<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  const { error } = query;
  useEffect(() => {
    if (isApiError(error) && error.status === 401) handleAuthFailure();
  }, [error]);
  return query;
}

/** A 403: the role may not do this (a doctor, or staff of another area). */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
/** A 404: no such item, or one of a country the staff member does not work for. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * A back-office read under the session's token (`key` gets it), signing out on a 401; a 403 or
 * 404 is the caller's to show.
 */
function useBackofficeQuery<T>(
  key: (token: string | null) => readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  staleTime = 0,
) {
  const token = useAccessToken();
  return useSignOutOn401(
    useQuery({
      queryKey: key(token),
      queryFn: ({ signal }) => read(signal),
      enabled: token !== null,
      staleTime,
    }),
  );
}

export const useBackofficeMe = () => useBackofficeQuery(backofficeKeys.me, getMe, 60_000);

export const useContentList = (status: ContentStatus | undefined) =>
  useBackofficeQuery(
    (token) => backofficeKeys.list(token, status),
    (signal) => listContents({ status }, signal),
  );

export const useContent = (id: string) =>
  useBackofficeQuery(
    (token) => backofficeKeys.content(token, id),
    (signal) => getContent(id, signal),
  );

export const useAudit = (id: string) =>
  useBackofficeQuery(
    (token) => backofficeKeys.audit(token, id),
    (signal) => getAudit(id, signal),
  );

/** After a staff action on an entity (an account, a staff grant, a listing): its trail is read again. */
export function useAuditChanged() {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  return (id: string) =>
    queryClient.invalidateQueries({ queryKey: backofficeKeys.audit(token, id) });
}

/** The item changed: its lists, its page and its trail are read again. */
function useStoreChanged() {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  return (item: BackofficeContent) => {
    queryClient.setQueryData(backofficeKeys.content(token, item.id), item);
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.contents(token) });
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.audit(token, item.id) });
  };
}

export function useSaveContent(id: string | undefined) {
  const changed = useStoreChanged();
  return useMutation({
    mutationFn: (draft: ContentDraft) => (id ? updateContent(id, draft) : createContent(draft)),
    onSuccess: changed,
  });
}

export type ContentStep = 'submit' | 'withdraw';
export function useContentStep(id: string) {
  const changed = useStoreChanged();
  return useMutation({
    mutationFn: (step: ContentStep) =>
      step === 'submit' ? submitContent(id) : withdrawContent(id),
    onSuccess: changed,
  });
}

export function useApproveContent(id: string) {
  const changed = useStoreChanged();
  return useMutation({
    mutationFn: (body: ApproveContent) => approveContent(id, body),
    onSuccess: changed,
  });
}
