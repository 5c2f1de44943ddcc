/**
 * Stable problem `code`s of the users API and of sign-in (problem+json, STYLE.md "Errors"): the
 * server's errors are built with them and clients switch on them. No zod here: the web app's
 * sign-in code reads them without loading it.
 */
export const usersProblemCodes = {
  /** 404: the UID or session has no product account (then: registration auto-complete). */
  notRegistered: 'users.not_registered',
  /** 403: spec §1, §2, an account registered with a dental council (CRO). */
  dentistUnsupported: 'users.dentist_unsupported',
  /** 403: a registration names an identity account the caller has not proved to own. */
  uidNotOwned: 'users.uid_not_owned',
  /** 409: the UID already has a product account. */
  alreadyRegistered: 'users.already_registered',
  /** `POST users` (409): another account holds the CRM; the field error says so. */
  licenceTaken: 'users.licence_taken',
  /** 409: another account (product or identity provider) uses the e-mail address. */
  emailTaken: 'users.email_taken',
  /** 400: a deletion or an e-mail change confirmed with a wrong password. */
  passwordIncorrect: 'users.password_incorrect',
  /** 400: a deletion or an e-mail change without the password. */
  passwordRequired: 'users.password_required',
  /** 400: an e-mail change link unknown, used, replaced or expired. */
  emailChangeInvalid: 'users.email_change_invalid',
  /** 503: no public site for the account's country, so no confirmation link. */
  emailChangeUnavailable: 'users.email_change_unavailable',
} as const;
export type UsersProblemCode = (typeof usersProblemCodes)[keyof typeof usersProblemCodes];

/** Problem `code`s of authentication: login signatures, sessions, keys and tokens. */
export const authProblemCodes = {
  /** 401: the login payload's UIDSignature is not the provider's signature of its UID. */
  signatureInvalid: 'auth.signature_invalid',
  /** 401: a genuine signature outside the allowed clock skew. */
  signatureExpired: 'auth.signature_expired',
  /** 401: a signature already exchanged for a session. */
  signatureReplayed: 'auth.signature_replayed',
  /** 401: a protected call without a valid session (missing, unknown, expired or revoked). */
  sessionInvalid: 'auth.session_invalid',
  /** 401: a missing or wrong API key. */
  apiKeyInvalid: 'auth.api_key_invalid',
  /** 401: a missing or wrong metrics token. */
  metricsTokenInvalid: 'auth.metrics_token_invalid',
  /** 401: missing or wrong basic-auth credentials (authenticator service). */
  basicInvalid: 'auth.basic_invalid',
} as const;
export type AuthProblemCode = (typeof authProblemCodes)[keyof typeof authProblemCodes];
