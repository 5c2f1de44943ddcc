import { pushProblemCodes as codes } from '@pulso/contracts/push/problem-codes';
import { AppError } from '../../errors.ts';

export class EndpointNotAllowedError extends AppError {
  readonly status = 400;
  readonly code = codes.endpointNotAllowed;
  readonly title = 'The push endpoint is not on an allowed push service';
}

/** The endpoint is another account's device: never moved silently (decision 073). */
export class EndpointTakenError extends AppError {
  readonly status = 409;
  readonly code = codes.endpointTaken;
  readonly title = 'This device receives the notifications of another account';
}

export class NotSubscribedError extends AppError {
  readonly status = 409;
  readonly code = codes.notSubscribed;
  readonly title = 'No device of this account is subscribed to push notifications';
}
