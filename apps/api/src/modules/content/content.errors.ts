import { contentProblemCodes } from '@pulso/contracts/content';
import {
  publicAccessProblemCodes,
  type PublicAccessProblemCode,
} from '@pulso/contracts/public-access';
import { AppError, NotFoundError } from '../../errors.ts';

/** Unknown id, or an item the requesting country may not see: the two are never told apart. */
export class ContentNotFoundError extends NotFoundError {
  constructor() {
    super(contentProblemCodes.contentNotFound, 'There is no such content item.');
  }
}

export class ClusterNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(contentProblemCodes.clusterNotFound, `There is no cluster "${id}".`);
  }
}

export class SpeakerTrainingRequiredError extends AppError {
  readonly status = 403;
  readonly code = contentProblemCodes.speakerTrainingRequired;
  readonly title = 'This item belongs to the speaker-training area';
}

const publicAccessFailures: Record<PublicAccessProblemCode, { status: number; title: string }> = {
  [publicAccessProblemCodes.tokenInvalid]: {
    status: 403,
    title: 'The link is not valid (it was not issued by Pulso or was changed)',
  },
  [publicAccessProblemCodes.tokenExpired]: { status: 410, title: 'The link has expired' },
  [publicAccessProblemCodes.tokenOtherContent]: {
    status: 403,
    title: 'The link opens another content item',
  },
  [publicAccessProblemCodes.tokenOtherCountry]: {
    status: 403,
    title: "The link belongs to another country's site",
  },
  [publicAccessProblemCodes.termsNotAccepted]: {
    status: 403,
    title: 'The terms have not been accepted through this link',
  },
};

/**
 * A public token link that does not open the item. 403 (410 when expired), never 401: the web
 * client's global 401 handler must not sign anybody out of a public page.
 */
export class PublicAccessError extends AppError {
  readonly status: number;
  readonly title: string;

  constructor(readonly code: PublicAccessProblemCode) {
    const { status, title } = publicAccessFailures[code];
    super(title);
    this.status = status;
    this.title = title;
  }
}
