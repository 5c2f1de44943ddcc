import { contentItemSchema, type ContentItem } from '@pulso/contracts/content';
import {
  acceptTermsResponseSchema,
  publicAccessProblemCodes,
  userAccessResponseSchema,
  type AcceptTermsBody,
  type AcceptTermsResponse,
  type PublicAccessProblemCode,
  type UserAccessResponse,
} from '@pulso/contracts/public-access';
import { isApiError } from '../../../lib/http/api-error.ts';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/*
 * Public one-item access by token (spec §2, §6, §7). No session is involved: a 401 or 403 here is
 * an answer about the link, so the global logout handler must not run (`authFailure: 'throw'`).
 * The page shows its own states, so nothing blocks the interface.
 */
const options = { authFailure: 'throw', blocking: false } as const;

/** `GET public/userAccess`: checks the token and tells what it opens and whether it was accepted. */
export function getUserAccess(
  query: { contentId: string; token: string; registerNumber?: string | undefined },
  signal?: AbortSignal,
): Promise<UserAccessResponse> {
  return request(apiUrl('public/userAccess'), {
    schema: userAccessResponseSchema,
    ...options,
    query,
    signal,
  });
}

/** `POST public/acceptTerms?token=`: the reader's name and register number accept the terms. */
export function acceptTerms(token: string, body: AcceptTermsBody): Promise<AcceptTermsResponse> {
  return request(apiUrl('public/acceptTerms'), {
    schema: acceptTermsResponseSchema,
    ...options,
    method: 'POST',
    query: { token },
    body,
  });
}

/** `GET public/contents/{id}?token=`: the item, once the terms were accepted through the token. */
export function getPublicContent(
  id: string,
  token: string,
  signal?: AbortSignal,
): Promise<ContentItem> {
  return request(apiUrl(`public/contents/${encodeURIComponent(id)}`), {
    schema: contentItemSchema,
    ...options,
    query: { token },
    signal,
  });
}

/** The page shown for a failed public call; `undefined` for failures to retry (network, 5xx). */
export type PublicAccessProblem = PublicAccessProblemCode | 'not-found';

const knownCodes = new Set<string>(Object.values(publicAccessProblemCodes));

/**
 * The problem's stable `code` names the page; a malformed token (a 400 naming `query.token`) is
 * an invalid link, an item that is gone (404) a missing one. Other 400s are about the form.
 */
export function publicAccessProblemOf(error: unknown): PublicAccessProblem | undefined {
  if (!isApiError(error)) return undefined;
  if (knownCodes.has(error.code)) return error.code as PublicAccessProblemCode;
  if (error.status === 400 && error.fieldErrors.some((problem) => problem.field === 'query.token'))
    return 'token-invalid';
  if (error.status === 410) return 'token-expired';
  if (error.status === 404) return 'not-found';
  return undefined;
}
