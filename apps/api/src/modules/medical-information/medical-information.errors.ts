import { medicalInformationProblemCodes } from '@pulso/contracts/medical-information';
import { AppError, NotFoundError } from '../../errors.ts';

/** A request id that another account already used (an id is a client's, never shared). */
export class RequestIdTakenError extends AppError {
  readonly status = 409;
  readonly code = medicalInformationProblemCodes.idTaken;
  readonly title = 'This request id belongs to another request';
}

/** A case that does not exist, or that the caller may not see (both answer the same). */
export class CaseNotFoundError extends NotFoundError {
  constructor() {
    super(medicalInformationProblemCodes.caseNotFound);
  }
}

/** A team endpoint called by someone without the medical-information role. */
export class TeamOnlyError extends AppError {
  readonly status = 403;
  readonly code = medicalInformationProblemCodes.teamOnly;
  readonly title = 'Only the medical-information team may do this';
}

/** A status change that the case's current status does not allow. */
export class StatusTransitionError extends AppError {
  readonly status = 409;
  readonly code = medicalInformationProblemCodes.statusTransitionInvalid;
  readonly title = 'The case cannot change to this status from its current one';
}

/** An assignee who is not a medical-information agent of the case's country. */
export class AssigneeInvalidError extends AppError {
  readonly status = 422;
  readonly code = medicalInformationProblemCodes.assigneeInvalid;
  readonly title = "The assignee must be a medical-information agent of the case's country";
}
