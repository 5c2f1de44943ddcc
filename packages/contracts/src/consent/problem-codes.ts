// No zod here: web code on any page may import these codes without loading zod (decision 023).

/** Problem `code`s (problem+json) of the `/api/consents*` calls, which clients switch on. */
export const consentProblemCodes = {
  /**
   * 422: a banner choice whose `textVersion` is not the version of a banner text this server
   * served (in any language, under the choice's `policyRevision`): the choice cannot be tied to
   * a text shown, so it is not recorded (docs/decisions/070).
   */
  textVersionUnknown: 'consent.text_version_unknown',
} as const;
export type ConsentProblemCode = (typeof consentProblemCodes)[keyof typeof consentProblemCodes];
