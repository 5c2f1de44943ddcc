import { backofficeProblemCodes as codes } from '@pulso/contracts/backoffice/problem-codes';
import type { CountryCode } from '@pulso/contracts/country';
import type { FieldProblem } from '@pulso/contracts/problem';
import { validationMessages } from '@pulso/contracts/validation';
import { AppError, NotFoundError } from '../../errors.ts';
import type { CatalogueEntryError } from '../content/catalogue-store.ts';

/** Signed in, but no staff role allows this (a doctor on any back-office call). */
export class BackofficeForbiddenError extends AppError {
  readonly status = 403;
  readonly code = codes.forbidden;
  readonly title = 'Your role does not allow this';
}

/** Unknown id, or an item of countries the staff member does not work for: never told apart. */
export class BackofficeNotFoundError extends NotFoundError {
  constructor() {
    super(codes.notFound, 'There is no such item.');
  }
}

/** The action does not apply to the version's state (submit an approved one, approve a draft). */
export class LifecycleConflictError extends AppError {
  readonly status = 409;
  readonly code = codes.wrongState;
  readonly title = 'The item is not in a state that allows this';
}

export class ContentInvalidError extends AppError {
  readonly status = 400;
  readonly code = codes.contentInvalid;
  readonly title = 'The content has invalid fields';
}

/** A version sent for review (or approved) whose episodes, lessons or body lack their file or text. */
export class ContentIncompleteError extends AppError {
  readonly status = 400;
  readonly code = codes.contentIncomplete;
  readonly title = 'The content lacks files or text doctors would play or read';

  constructor(missing: readonly FieldProblem[]) {
    super(`Missing: ${missing.map((problem) => problem.field).join(', ')}.`, [...missing]);
  }
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
  readonly code = codes.ownAdmin;
  readonly title = 'You cannot remove your own admin role';
}

/**
 * Four eyes (decision 068): the staff member wrote or edited the version they try to approve.
 * Their role may approve; this version needs another reviewer.
 */
export class FourEyesError extends AppError {
  readonly status = 403;
  readonly code = codes.fourEyes;
  readonly title = 'You wrote or edited this version: another reviewer must approve it';
}

/** Grants that make one account editor and reviewer of a country, sent without a reason. */
export class DualRoleReasonRequiredError extends AppError {
  readonly status = 400;
  readonly code = codes.dualRoleReasonRequired;
  readonly title = 'Holding editor and reviewer of one country needs a reason';

  constructor(countries: readonly CountryCode[]) {
    const which = countries.join(', ');
    super(`The grants make the account editor and reviewer of ${which}: say why in reason.`, [
      {
        field: 'body.reason',
        code: 'required',
        message: validationMessages.required,
      },
    ]);
  }
}
