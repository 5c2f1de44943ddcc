import { AppError } from '../../errors.ts';

/** The external licence registry did not answer, or answered something unreadable. */
export class LicenceRegistryUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'licences.registry_unavailable';
  readonly title = 'The licence registry is not available; try again later';
}
