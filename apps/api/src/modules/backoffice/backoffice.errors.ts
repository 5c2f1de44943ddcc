import type { FieldProblem } from '@pulso/contracts/problem';
import { AppError, NotFoundError } from '../../errors.ts';
import type { CatalogueEntryError } from '../content/catalogue-store.ts';

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

/**
 * The catalogue's refusal of an item as a 400 naming the request's fields: `fieldOf` gives the
 * field of an item's path as the client sent it (`title` → `body.title`), or nothing for a part
 * the server filled in (still a 400, without a field for it).
 */
export function contentInvalid(
  error: CatalogueEntryError,
  fieldOf: (path: string) => string | undefined,
): ContentInvalidError {
  const problems: FieldProblem[] = [];
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field) problems.push({ field, code: issue.code, message: issue.message });
  }
  return new ContentInvalidError(error.message, problems);
}

/** The top field of an item's path: `content.url` → `content`. */
export const topField = (path: string): string => path.split('.')[0] ?? '';

/** An admin removing their own admin grant (another admin must do it). */
export class OwnAdminError extends AppError {
  readonly status = 409;
  readonly code = 'backoffice.own_admin';
  readonly title = 'You cannot remove your own admin role';
}
