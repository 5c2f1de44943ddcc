import { AppError, NotFoundError } from '../../errors.ts';

/** Signed in, but no staff role allows this (a doctor on any back-office call). */
export class BackofficeForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'backoffice.forbidden';
  readonly title = 'Your role does not allow this';
}

/** Unknown id, or an item of countries the staff member does not work for: never told apart. */
export class BackofficeNotFoundError extends NotFoundError {
  constructor() {
    super('backoffice.not_found', 'There is no such item.');
  }
}

/** The action does not apply to the version's state (submit an approved one, approve a draft). */
export class LifecycleConflictError extends AppError {
  readonly status = 409;
  readonly code = 'backoffice.wrong_state';
  readonly title = 'The item is not in a state that allows this';
}

export class ContentInvalidError extends AppError {
  readonly status = 400;
  readonly code = 'backoffice.content_invalid';
  readonly title = 'The content has invalid fields';
}

/** An admin removing their own admin grant (another admin must do it). */
export class OwnAdminError extends AppError {
  readonly status = 409;
  readonly code = 'backoffice.own_admin';
  readonly title = 'You cannot remove your own admin role';
}
