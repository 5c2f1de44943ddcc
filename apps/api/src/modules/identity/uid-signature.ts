import type { GigyaLoginPayload } from '@pulso/contracts/identity';
import { checkUidSignature } from './provider/gigya-signature.ts';
import { SignatureExpiredError, SignatureInvalidError } from './identity.errors.ts';

/**
 * Checks that a UID signature is the identity provider's, within the clock skew: 401
 * `auth.signature_invalid` or `auth.signature_expired` otherwise.
 */
export function assertSignature(
  payload: GigyaLoginPayload,
  secret: Buffer,
  now: Date,
  maxSkewSeconds: number,
): void {
  const result = checkUidSignature(
    payload,
    secret,
    Math.floor(now.getTime() / 1000),
    maxSkewSeconds,
  );
  if (result === 'invalid') {
    throw new SignatureInvalidError('The UIDSignature does not match the UID and timestamp.');
  }
  if (result === 'expired') {
    throw new SignatureExpiredError(
      `The signatureTimestamp is more than ${maxSkewSeconds} seconds away from the server clock.`,
    );
  }
}
