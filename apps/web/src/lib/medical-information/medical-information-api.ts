import type {
  medicalInformationCaseListSchema,
  medicalInformationCaseSchema,
  sendMailResponseSchema,
  teamAccessSchema,
  teamCaseListSchema,
  teamCaseSchema,
  ArticleMailRequestInput,
  ChangeCaseStatus,
  MedicalInformationCase,
  MedicalInformationCaseList,
  MedicalInformationRequestInput,
  SendMailResponse,
  TeamAccess,
  TeamCase,
  TeamCaseList,
  TeamCasesQuery,
} from '@pulso/contracts/medical-information';
import { apiUrl, request } from '../http/http-client.ts';

/** Spec §7 postMedicalInformation: stores the request (idempotent on its id) and answers the case. */
export function postMedicalInformation(
  body: MedicalInformationRequestInput,
): Promise<MedicalInformationCase> {
  return request<typeof medicalInformationCaseSchema>(apiUrl('medicalInformation'), {
    method: 'POST',
    body,
  });
}

/** Spec §7 sendMail, after the request: in the background, its failure only logged (§8). */
export function sendArticleMail(body: ArticleMailRequestInput): Promise<SendMailResponse> {
  return request<typeof sendMailResponseSchema>(apiUrl('medicalInformation/sendMail'), {
    method: 'POST',
    body,
    blocking: false,
  });
}

/** The signed-in doctor's cases, newest first. */
export function getMyCases(signal?: AbortSignal): Promise<MedicalInformationCaseList> {
  return request<typeof medicalInformationCaseListSchema>(apiUrl('medicalInformation/cases'), {
    blocking: false,
    signal,
  });
}

/*
 * Team calls: a 403 there means "not on the team", an answer the page shows — not a lost session
 * (the pages send a 401 to the global handler themselves).
 */

export function getTeamAccess(signal?: AbortSignal): Promise<TeamAccess> {
  return request<typeof teamAccessSchema>(apiUrl('medicalInformation/team/access'), {
    blocking: false,
    signal,
    authFailure: 'throw',
  });
}

export function getTeamCases(
  query: Partial<Pick<TeamCasesQuery, 'status' | 'from' | 'assigned'>>,
  signal?: AbortSignal,
): Promise<TeamCaseList> {
  return request<typeof teamCaseListSchema>(apiUrl('medicalInformation/team/cases'), {
    query: { status: query.status, assigned: query.assigned, from: query.from || undefined },
    blocking: false,
    signal,
    authFailure: 'throw',
  });
}

export function getTeamCase(id: string, signal?: AbortSignal): Promise<TeamCase> {
  return request<typeof teamCaseSchema>(
    apiUrl(`medicalInformation/team/cases/${encodeURIComponent(id)}`),
    {
      blocking: false,
      signal,
      authFailure: 'throw',
    },
  );
}

export function changeTeamCaseStatus(id: string, body: ChangeCaseStatus): Promise<TeamCase> {
  return request<typeof teamCaseSchema>(
    apiUrl(`medicalInformation/team/cases/${encodeURIComponent(id)}`),
    {
      method: 'PATCH',
      body,
      authFailure: 'throw',
    },
  );
}

/** Assigns a case to an agent of its country, or to nobody (`null`). */
export function assignTeamCase(id: string, agentId: string | null): Promise<TeamCase> {
  return request<typeof teamCaseSchema>(
    apiUrl(`medicalInformation/team/cases/${encodeURIComponent(id)}/assignee`),
    {
      method: 'PUT',
      body: { agentId },
      authFailure: 'throw',
    },
  );
}
