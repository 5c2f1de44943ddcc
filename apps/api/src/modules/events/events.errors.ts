import { eventsProblemCodes as codes } from '@pulso/contracts/events/problem-codes';
import { AppError, NotFoundError } from '../../errors.ts';

/** Unknown, or another country's (never told apart). */
export class EventNotFoundError extends NotFoundError {
  constructor() {
    super(codes.notFound, 'There is no such event.');
  }
}

export class EventFullError extends AppError {
  readonly status = 409;
  readonly code = codes.full;
  readonly title = 'The event is full';
}

export class EventPastError extends AppError {
  readonly status = 409;
  readonly code = codes.past;
  readonly title = 'The event has ended';
}

export class EventCancelledError extends AppError {
  readonly status = 409;
  readonly code = codes.cancelled;
  readonly title = 'The event is cancelled';
}

export class EventNotRegisteredError extends AppError {
  readonly status = 403;
  readonly code = codes.notRegistered;
  readonly title = 'Register for the event first';
}

export class EventOutsideWindowError extends AppError {
  readonly status = 409;
  readonly code = codes.outsideWindow;
  readonly title = 'The event is not open now';
}

export class EventNotJoinedError extends AppError {
  readonly status = 409;
  readonly code = codes.notJoined;
  readonly title = 'Join the event before sending heartbeats';
}

export class ZoomWebhookSignatureError extends AppError {
  readonly status = 401;
  readonly code = codes.webhookSignatureInvalid;
  readonly title = 'The webhook signature does not match';
}

export class ZoomWebhookNotConfiguredError extends NotFoundError {
  constructor() {
    super(codes.webhookNotConfigured, 'ZOOM_WEBHOOK_SECRET is not set.');
  }
}
