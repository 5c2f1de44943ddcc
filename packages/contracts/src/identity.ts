/**
 * The Gigya-style identity contract (spec §3 "Login payload", §4 Session and Registration,
 * ARCHITECTURE.md "Identity").
 *
 * 1. What the product API trusts: `UID`, `UIDSignature`, `signatureTimestamp`, where
 *    `UIDSignature = base64(HMAC-SHA1(base64-decoded partner secret, "<timestamp>_<UID>"))`.
 * 2. The part of the accounts REST API that the portal uses, as the embedded provider
 *    (`/idp/accounts.<method>`) and SAP Customer Data Cloud both speak it: Gigya's parameter
 *    names, sent as JSON or as form fields (so every boolean and number may arrive as text, and
 *    `profile` may arrive as a JSON text), answered with HTTP 200 and an `errorCode` (0 on
 *    success).
 */

export * from './identity/login-payload.ts';
export * from './identity/password-policy.ts';
export * from './identity/gigya-errors.ts';
export * from './identity/accounts-requests.ts';
export * from './identity/accounts-answers.ts';
export * from './identity/problem-codes.ts';
