/**
 * Problem `code`s (problem+json) of the product API's dealings with the identity provider. The
 * provider's own answers carry Gigya's numeric codes instead (`GigyaErrorCode`).
 */
export const identityProblemCodes = {
  /** 503: no identity provider is configured in this server. */
  unavailable: 'identity.unavailable',
  /** 502: SAP CDC did not answer, or answered an error the product cannot act on. */
  providerFailed: 'identity.provider_failed',
  /** 404: no identity account has the UID. */
  accountNotFound: 'identity.account_not_found',
} as const;
export type IdentityProblemCode = (typeof identityProblemCodes)[keyof typeof identityProblemCodes];
