import { createHmac, timingSafeEqual } from 'node:crypto';
import { gigyaSignatureBaseString } from '@pulso/contracts/identity';

/**
 * The identity contract of ARCHITECTURE.md: UIDSignature = base64(HMAC-SHA1(base64-decoded partner
 * secret, "<timestamp>_<UID>")). The embedded provider signs with it; the product API verifies.
 */
export function signUid(uid: string, timestampSeconds: string, secret: Buffer): string {
  return createHmac('sha1', secret)
    .update(gigyaSignatureBaseString(uid, timestampSeconds))
    .digest('base64');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Constant-time comparison, with a bounded clock skew in both directions. */
export function checkUidSignature(
  payload: { UID: string; UIDSignature: string; signatureTimestamp: string },
  secret: Buffer,
  nowSeconds: number,
  maxSkewSeconds: number,
): SignatureCheck {
  const expected = Buffer.from(signUid(payload.UID, payload.signatureTimestamp, secret), 'base64');
  const given = Buffer.from(payload.UIDSignature, 'base64');
  const same = given.length === expected.length && timingSafeEqual(given, expected);
  if (!same) return 'invalid';
  const timestamp = Number(payload.signatureTimestamp);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > maxSkewSeconds)
    return 'expired';
  return 'valid';
}
