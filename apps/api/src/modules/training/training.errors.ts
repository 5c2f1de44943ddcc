import { trainingProblemCodes as codes } from '@pulso/contracts/training';
import { AppError, NotFoundError } from '../../errors.ts';

/** The item has no exam (or no question bank yet). */
export class ExamNotFoundError extends NotFoundError {
  constructor() {
    super(codes.examNotFound, 'This item has no exam.');
  }
}

export class AttemptNotFoundError extends NotFoundError {
  constructor() {
    super(codes.attemptNotFound, 'There is no open attempt of this exam.');
  }
}

export class FeedbackNotFoundError extends NotFoundError {
  constructor() {
    super(codes.feedbackNotFound, 'No attempt of this exam has been finished yet.');
  }
}

export class CertificateNotFoundError extends NotFoundError {
  constructor() {
    super(codes.certificateNotFound, 'There is no such certificate.');
  }
}

export class LessonNotFoundError extends NotFoundError {
  constructor() {
    super(codes.lessonNotFound, 'The item has no such lesson.');
  }
}

export class TermsNotAcceptedError extends AppError {
  readonly status = 409;
  readonly code = codes.termsNotAccepted;
  readonly title = 'Accept the exam terms before starting';
}

export class AlreadyPassedError extends AppError {
  readonly status = 409;
  readonly code = codes.alreadyPassed;
  readonly title = 'This exam is already passed';
}

export class TimeOverError extends AppError {
  readonly status = 409;
  readonly code = codes.timeOver;
  readonly title = "The attempt's time is over";
}

/** A write for an attempt that is no longer the open one (a stale tab). */
export class AttemptClosedError extends AppError {
  readonly status = 409;
  readonly code = codes.attemptClosed;
  readonly title = 'This attempt is closed';
}

/** Every attempt the course allows has been used (decision 072). */
export class AttemptsExhaustedError extends AppError {
  readonly status = 409;
  readonly code = codes.attemptsExhausted;
  readonly title = 'Every allowed attempt of this exam has been used';
}

/** Within the waiting time after a failed attempt: `retryAt` says when the next may start. */
export class RetryLaterError extends AppError {
  readonly status = 409;
  readonly code = codes.retryLater;
  readonly title = 'The next attempt of this exam is not open yet';
  override readonly retryAt: Date;
  override readonly retryAfterSeconds: number;

  constructor(retryAt: Date, now: Date) {
    super(`The next attempt may start at ${retryAt.toISOString()}.`);
    this.retryAt = retryAt;
    this.retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  }
}
