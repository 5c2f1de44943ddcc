import { userProfile } from '../../../testing/fixtures.ts';
import type { UserProfile } from '@pulso/contracts/users';

/** Answers of the embedded provider (`/idp/accounts.*`), as Gigya writes them. */
export function gigyaOk(extra: Record<string, unknown> = {}) {
  return Response.json({
    callId: 'call-1',
    errorCode: 0,
    statusCode: 200,
    statusReason: 'OK',
    time: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
}

export function gigyaError(errorCode: number, extra: Record<string, unknown> = {}) {
  return Response.json({
    callId: 'call-1',
    errorCode,
    statusCode: Math.floor(errorCode / 1000),
    errorMessage: String(errorCode),
    time: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
}

export const signedLogin = {
  UID: 'uid-77',
  UIDSignature: 'c2lnbmF0dXJl',
  signatureTimestamp: '1767225600',
};

/** A successful accounts.login / accounts.register answer. */
export function gigyaAccount(
  profile: { firstName?: string; lastName?: string; email?: string } = {},
  login = signedLogin,
) {
  return gigyaOk({
    ...login,
    profile,
    isActive: true,
    isRegistered: true,
    isVerified: true,
    created: '2026-01-01T00:00:00.000Z',
    sessionInfo: { cookieName: 'glt_key', cookieValue: 'login-token-1' },
  });
}

/** A successful `POST /api/users/login` answer. */
export function loginResponse(overrides: Partial<UserProfile> = {}) {
  const profile = userProfile({ uid: signedLogin.UID, ...overrides });
  return Response.json({
    token: 'session-token-1',
    expiresAt: '2026-01-01T12:00:00.000Z',
    userId: profile.id,
    profile,
  });
}
