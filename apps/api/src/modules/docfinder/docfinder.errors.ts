import { docfinderProblemCodes } from '@pulso/contracts/docfinder/problem-codes';
import { AppError } from '../../errors.ts';

/** 403: only Brazilian doctors with a CRM on their account can list. */
export class NotEligibleError extends AppError {
  readonly status = 403;
  readonly code = docfinderProblemCodes.notEligible;
  readonly title = 'Only Brazilian doctors with a CRM can be listed';
}

/** 403: dentists (CRO) cannot list. */
export class DentistNotListableError extends AppError {
  readonly status = 403;
  readonly code = docfinderProblemCodes.dentist;
  readonly title = 'Dentists cannot be listed in the doctor finder';
}

/** 409: an office call without a listing. */
export class NotListedError extends AppError {
  readonly status = 409;
  readonly code = docfinderProblemCodes.notListed;
  readonly title = 'Opt in to the doctor finder first';
}

/** 409: too many offices. */
export class TooManyOfficesError extends AppError {
  readonly status = 409;
  readonly code = docfinderProblemCodes.tooManyOffices;
  readonly title = 'The listing has as many offices as it may';
}

/** 422: a well-formed CEP whose municipality neither the directory nor the CEP service knows. */
export class CepUnknownError extends AppError {
  readonly status = 422;
  readonly code = docfinderProblemCodes.cepUnknown;
  readonly title = 'This CEP’s municipality is not known';
}
