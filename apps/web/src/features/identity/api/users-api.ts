import type { GigyaLoginPayload } from '@pulso/contracts/identity';
import {
  registrationResponseSchema,
  type RegistrationRequestInput,
  type RegistrationResponse,
} from '@pulso/contracts/registration';
import {
  checkCrmResponseSchema,
  confirmEmailChangeResponseSchema,
  loginResponseSchema,
  verifyEmailResponseSchema,
  type CheckCrmResponse,
  type ConfirmEmailChangeResponse,
  type LoginResponse,
} from '@pulso/contracts/users';
import { forgotEmailResponseSchema, type ForgotEmailResponse } from '@pulso/contracts/forgot-email';
import { apiUrl, request } from '../../../lib/http/http-client.ts';

/*
 * The product API calls of sign-in and registration (spec §7). None of them goes through the
 * global 401/403 handler: here such an answer is a result (a refused signature, a dentist's
 * account), not a lost session.
 */

/** Spec §4 token exchange: `POST users/login` with the identity provider's login payload. */
export function exchangeLogin(payload: GigyaLoginPayload): Promise<LoginResponse> {
  return request(apiUrl('users/login'), {
    schema: loginResponseSchema,
    method: 'POST',
    body: payload,
    authFailure: 'throw',
  });
}

/** Spec §7 `POST users`: saves the product account. */
export function saveRegistration(body: RegistrationRequestInput): Promise<RegistrationResponse> {
  return request(apiUrl('users'), {
    schema: registrationResponseSchema,
    method: 'POST',
    body,
    authFailure: 'throw',
  });
}

/** Spec §7 `GET users/verify?email=`: true when the e-mail is free to register. */
export async function isEmailFree(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await request(apiUrl('users/verify'), {
    schema: verifyEmailResponseSchema,
    query: { email },
    blocking: false,
    authFailure: 'throw',
    signal,
  });
  return answer.valid;
}

/** Spec §7 `GET public/veeva/checkCRM` (UF optional). */
export function checkCrm(
  query: { registerUf?: string | undefined; registerNumber: string },
  signal?: AbortSignal,
): Promise<CheckCrmResponse> {
  return request(apiUrl('public/veeva/checkCRM'), {
    schema: checkCrmResponseSchema,
    query,
    blocking: false,
    authFailure: 'throw',
    signal,
  });
}

/** Brazil's "Esqueceu o e-mail?": a masked hint of the account's e-mail, or the support contact. */
export function findForgottenEmail(body: {
  registerUf: string;
  registerNumber: string;
}): Promise<ForgotEmailResponse> {
  return request(apiUrl('public/forgot-email'), {
    schema: forgotEmailResponseSchema,
    method: 'POST',
    body,
    authFailure: 'throw',
  });
}

/** Revokes the product session on the server (spec §4 logout). */
export async function revokeSession(): Promise<void> {
  await request(apiUrl('users/logout'), { method: 'POST', authFailure: 'throw', blocking: false });
}

/**
 * Follows the link mailed to a new e-mail (`/signin?emailToken=`): the e-mail changes and every
 * session of the account ends.
 */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return request(apiUrl('users/email/confirm'), {
    schema: confirmEmailChangeResponseSchema,
    method: 'POST',
    body: { token },
    authFailure: 'throw',
  });
}
