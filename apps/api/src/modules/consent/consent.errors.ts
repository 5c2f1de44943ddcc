import { consentProblemCodes as codes } from '@pulso/contracts/consent/problem-codes';
import { AppError } from '../../errors.ts';

export class TextVersionUnknownError extends AppError {
  readonly status = 422;
  readonly code = codes.textVersionUnknown;
  readonly title = 'The text version is not one of a banner text this server served';
}
