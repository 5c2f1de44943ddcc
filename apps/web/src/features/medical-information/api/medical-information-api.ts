import {
  medicalInformationCaseListSchema,
  medicalInformationCaseSchema,
  sendMailResponseSchema,
  teamAccessSchema,
  teamCaseListSchema,
  teamCaseSchema,
  type ArticleMailRequestInput,
  type ChangeCaseStatus,
  type MedicalInformationCase,
  type MedicalInformationCaseList,
  type MedicalInformationRequestInput,
  type SendMailResponse,
  type TeamAccess,
  type TeamCase,
  type TeamCaseList,
  type TeamCasesQuery,
} from '@pulso/contracts/medical-information';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/** Spec §7 postMedicalInformation: stores the request (idempotent on its id) and answers the case. */
export function postMedicalInformation(
  body: MedicalInformationRequestInput,
): Promise<MedicalInformationCase> {
  return request(apiUrl('medicalInformation'), {
    schema: medicalInformationCaseSchema,
    method: 'POST',
    body,
  });
}

/** Spec §7 sendMail, after the request: in the background, its failure only logged (§8). */
export function sendArticleMail(body: ArticleMailRequestInput): Promise<SendMailResponse> {
  return request(apiUrl('medicalInformation/sendMail'), {
    schema: sendMailResponseSchema,
    method: 'POST',
    body,
    blocking: false,
  });
}

/** The signed-in doctor's cases, newest first. */
export function getMyCases(signal?: AbortSignal): Promise<MedicalInformationCaseList> {
  return request(apiUrl('medicalInformation/cases'), {
    schema: medicalInformationCaseListSchema,
    blocking: false,
    signal,
  });
}

/*
 * Team calls: a 403 there means "not on the team", an answer the page shows — not a lost session
 * (the pages send a 401 to the global handler themselves).
 */

export function getTeamAccess(signal?: AbortSignal): Promise<TeamAccess> {
  return request(apiUrl('medicalInformation/team/access'), {
    schema: teamAccessSchema,
    blocking: false,
    signal,
    authFailure: 'throw',
  });
}

export function getTeamCases(
  query: Partial<Pick<TeamCasesQuery, 'status' | 'from' | 'assigned'>>,
  signal?: AbortSignal,
): Promise<TeamCaseList> {
  return request(apiUrl('medicalInformation/team/cases'), {
    schema: teamCaseListSchema,
    query: { status: query.status, assigned: query.assigned, from: query.from || undefined },
    blocking: false,
    signal,
    authFailure: 'throw',
  });
}

export function getTeamCase(id: string, signal?: AbortSignal): Promise<TeamCase> {
  return request(apiUrl(`medicalInformation/team/cases/${encodeURIComponent(id)}`), {
    schema: teamCaseSchema,
    blocking: false,
    signal,
    authFailure: 'throw',
  });
}

export function changeTeamCaseStatus(id: string, body: ChangeCaseStatus): Promise<TeamCase> {
  return request(apiUrl(`medicalInformation/team/cases/${encodeURIComponent(id)}`), {
    schema: teamCaseSchema,
    method: 'PATCH',
    body,
    authFailure: 'throw',
  });
}

/** Assigns a case to an agent of its country, or to nobody (`null`). */
export function assignTeamCase(id: string, agentId: string | null): Promise<TeamCase> {
  return request(apiUrl(`medicalInformation/team/cases/${encodeURIComponent(id)}/assignee`), {
    schema: teamCaseSchema,
    method: 'PUT',
    body: { agentId },
    authFailure: 'throw',
  });
}
