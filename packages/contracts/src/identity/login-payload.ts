import { z } from 'zod';
import {
  missingOrInvalid,
  objectError,
  requiredText,
  validationMessages as m,
  requestString,
} from '../validation.ts';

export const GIGYA_UID_MAX_LENGTH = 128;
export const GIGYA_SIGNATURE_MAX_LENGTH = 256;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const gigyaUidSchema = requiredText(GIGYA_UID_MAX_LENGTH);

export const gigyaSignatureSchema = requestString(missingOrInvalid)
  .trim()
  .min(1, { error: m.required })
  .max(GIGYA_SIGNATURE_MAX_LENGTH, { error: m.tooLong })
  .regex(BASE64, { error: m.signatureInvalid });

/**
 * Seconds since the Unix epoch, as Gigya sends it: a text of digits (`"1657250427"`). A JSON
 * number is accepted and turned into that text, since the signature is computed over the text.
 */
export const gigyaSignatureTimestampSchema = z.union(
  [
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, { error: m.signatureTimestampInvalid }),
    z
      .number()
      .int({ error: m.signatureTimestampInvalid })
      .nonnegative({ error: m.signatureTimestampInvalid })
      .max(999_999_999_999, { error: m.signatureTimestampInvalid })
      .transform((seconds) => String(seconds)),
  ],
  { error: m.signatureTimestampInvalid },
);

/** Spec §3 "Login payload": the body of `POST /api/users/login`. */
export const gigyaLoginPayloadSchema = z.object(
  {
    UID: gigyaUidSchema,
    UIDSignature: gigyaSignatureSchema,
    signatureTimestamp: gigyaSignatureTimestampSchema,
  },
  objectError,
);
export type GigyaLoginPayload = z.infer<typeof gigyaLoginPayloadSchema>;

/** The text Gigya signs for a UID: `"<timestamp>_<UID>"`. */
export function gigyaSignatureBaseString(uid: string, signatureTimestamp: string): string {
  return `${signatureTimestamp}_${uid}`;
}
