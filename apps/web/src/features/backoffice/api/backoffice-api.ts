import {
  auditListSchema,
  backofficeContentListSchema,
  backofficeContentSchema,
  backofficeMeSchema,
  type ApproveContent,
  type AuditEntry,
  type BackofficeContent,
  type BackofficeMe,
  type ContentDraft,
  type ContentStatus,
} from '@pulso/contracts/backoffice';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/*
 * Back-office calls answer 403 to a role that may not do something: a result the screens show
 * ("no access"), not a lost session, so they opt out of the global 401/403 handler.
 */
const own = { authFailure: 'throw' } as const;
const contentUrl = (id: string, step = '') =>
  apiUrl(`backoffice/contents/${encodeURIComponent(id)}${step ? `/${step}` : ''}`);

export function getMe(signal?: AbortSignal): Promise<BackofficeMe> {
  return request(apiUrl('backoffice/me'), {
    schema: backofficeMeSchema,
    blocking: false,
    signal,
    ...own,
  });
}

export async function listContents(
  query: { status?: ContentStatus | undefined },
  signal?: AbortSignal,
): Promise<BackofficeContent[]> {
  const { items } = await request(apiUrl('backoffice/contents'), {
    schema: backofficeContentListSchema,
    query,
    blocking: false,
    signal,
    ...own,
  });
  return items;
}

export function getContent(id: string, signal?: AbortSignal): Promise<BackofficeContent> {
  return request(contentUrl(id), {
    schema: backofficeContentSchema,
    blocking: false,
    signal,
    ...own,
  });
}

export function createContent(body: ContentDraft): Promise<BackofficeContent> {
  return request(apiUrl('backoffice/contents'), {
    schema: backofficeContentSchema,
    method: 'POST',
    body,
    ...own,
  });
}

export function updateContent(id: string, body: ContentDraft): Promise<BackofficeContent> {
  return request(contentUrl(id), { schema: backofficeContentSchema, method: 'PUT', body, ...own });
}

export function submitContent(id: string): Promise<BackofficeContent> {
  return request(contentUrl(id, 'submit'), {
    schema: backofficeContentSchema,
    method: 'POST',
    body: {},
    ...own,
  });
}

export function approveContent(id: string, body: ApproveContent): Promise<BackofficeContent> {
  return request(contentUrl(id, 'approve'), {
    schema: backofficeContentSchema,
    method: 'POST',
    body,
    ...own,
  });
}

export function withdrawContent(id: string): Promise<BackofficeContent> {
  return request(contentUrl(id, 'withdraw'), {
    schema: backofficeContentSchema,
    method: 'POST',
    body: {},
    ...own,
  });
}

export async function getAudit(entityId: string, signal?: AbortSignal): Promise<AuditEntry[]> {
  const { items } = await request(apiUrl('backoffice/audit'), {
    schema: auditListSchema,
    query: { entityId },
    blocking: false,
    signal,
    ...own,
  });
  return items;
}

/** The trail as CSV text (the export needs the session's headers, so it is fetched, not linked). */
export async function getAuditCsv(entityId: string): Promise<string> {
  const body = await request(apiUrl('backoffice/audit.csv'), { query: { entityId }, ...own });
  return typeof body === 'string' ? body : '';
}
