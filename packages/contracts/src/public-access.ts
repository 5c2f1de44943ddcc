import { z } from 'zod';
import {
  accessTokenSchema,
  contentIdSchema,
  contentTitleSchema,
  thumbnailSchema,
} from './content.ts';
import { objectError, optionalText, requiredText, validationMessages as m } from './validation.ts';

/**
 * Public access to one content item through a signed link (spec §3 "Terms acceptance", §6, §7
 * `public/acceptTerms`, `public/userAccess`; decision 010). `public/contents/{id}` answers the
 * content item of content.ts.
 */

/** Spec §9: a name is at most 100 characters. */
export const ACCEPT_TERMS_NAME_MAX_LENGTH = 100;
export const REGISTER_NUMBER_MAX_LENGTH = 50;

const registerNumber = requiredText(REGISTER_NUMBER_MAX_LENGTH);

/** Spec §3 "Terms acceptance", body of `POST public/acceptTerms`. */
export const acceptTermsBodySchema = z.object(
  {
    contentId: contentIdSchema,
    name: requiredText(ACCEPT_TERMS_NAME_MAX_LENGTH),
    registerNumber,
    /** The product account's id, when a signed-in user accepts. */
    userId: z.uuid({ error: m.invalid }).optional(),
  },
  objectError,
);
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;

/**
 * Spec §7 `GET public/userAccess?contentId=&token=&registerNumber=`. Without `registerNumber` the
 * answer's `accepted` says whether anybody accepted the terms through this token.
 */
export const userAccessQuerySchema = z.object(
  {
    contentId: contentIdSchema,
    token: accessTokenSchema,
    registerNumber: optionalText(REGISTER_NUMBER_MAX_LENGTH),
  },
  objectError,
);
export type UserAccessQuery = z.infer<typeof userAccessQuerySchema>;

/** The answer of `GET public/userAccess`: what the link opens, until when, and whether accepted. */
export const userAccessResponseSchema = z.object({
  contentId: contentIdSchema,
  title: contentTitleSchema,
  thumbnail: thumbnailSchema.nullable(),
  /** When the token stops working. */
  expiresAt: z.iso.datetime({ offset: true }),
  accepted: z.boolean(),
});
export type UserAccessResponse = z.infer<typeof userAccessResponseSchema>;

/** The answer of `POST public/acceptTerms?token=`. */
export const acceptTermsResponseSchema = z.object({
  contentId: contentIdSchema,
  accepted: z.literal(true),
});
export type AcceptTermsResponse = z.infer<typeof acceptTermsResponseSchema>;

/**
 * Problem `code`s of the public token calls (`public/userAccess`, `public/acceptTerms`,
 * `public/contents/{id}`); each names the page the web shows. A malformed token is a plain 400
 * `request.invalid` naming `query.token`; an item that is gone, 404 `content.not_found`.
 */
export const publicAccessProblemCodes = {
  /** 403: forged, bad signature, wrong audience or claims. */
  tokenInvalid: 'token-invalid',
  /** 410: past its expiry. */
  tokenExpired: 'token-expired',
  /** 403: a token for another item. */
  tokenOtherContent: 'token-other-content',
  /** 403: a token for another country's site. */
  tokenOtherCountry: 'token-other-country',
  /** 403: the item opens only after the terms were accepted through this token. */
  termsNotAccepted: 'terms-not-accepted',
} as const;
export type PublicAccessProblemCode =
  (typeof publicAccessProblemCodes)[keyof typeof publicAccessProblemCodes];
