/** Problem `code`s (problem+json) of the medical-information calls, which clients switch on. */
export const medicalInformationProblemCodes = {
  /** 409: a request id that another account already used. */
  idTaken: 'medicalInformation.id_taken',
  /** 404: a case that does not exist or that the caller may not see (answered the same). */
  caseNotFound: 'medicalInformation.case_not_found',
  /** 403: a team call without the medical-information role. */
  teamOnly: 'medicalInformation.team_only',
  /** 409: a status change that the case's current status does not allow. */
  statusTransitionInvalid: 'medicalInformation.status_transition_invalid',
  /** 422: an assignee who is not an agent of the case's country. */
  assigneeInvalid: 'medicalInformation.assignee_invalid',
} as const;
export type MedicalInformationProblemCode =
  (typeof medicalInformationProblemCodes)[keyof typeof medicalInformationProblemCodes];
