import { tokenHash } from '../../../platform/secrets/token-hash.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountryCode } from '@pulso/contracts/country';
import type { SpecialtyArea } from '@pulso/contracts/labels';
import { headers } from '@pulso/contracts/http';
import type { Queryable } from '../../../platform/db/database.ts';
import type { SessionCache } from './session-cache.ts';
import { SessionInvalidError } from './session-errors.ts';
import {
  deleteSessionsEndedBefore,
  findLiveSession,
  insertSession,
  listSessionsOfUser,
  revokeSessionById,
  revokeSessionsOfUser,
  touchSession,
  type SessionRecord,
} from './session.repository.ts';

/** Who a valid `Authorization: Bearer` token speaks for. */
export interface SessionUser {
  /** The product account's id. */
  id: string;
  /** The identity provider's UID. */
  uid: string;
  country: CountryCode;
  /** Spec §6 (the spec's spelling). */
  canAcessSpeakTraining: boolean;
  /** Roles beyond "signed in" (editor, medical-information, admin when the back office comes). */
  roles: string[];
  /** The profile's content preferences and registration specialty, as of this request. */
  preferences: SpecialtyArea[];
  specialty: string;
  sessionId: string;
}

/** How sessions end besides their absolute lifetime, and the clock that decides it. */
export interface SessionPolicy {
  /** SESSION_IDLE_TIMEOUT: a session unused for this long is no longer live. */
  idleTimeoutMs: number;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; read it only in handlers behind `requireUser`. */
    user: SessionUser;
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    /** The app's kept session look-ups (session-cache.ts). */
    sessionCache: SessionCache;
  }
}

const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters. Anything else is not one of ours (no database look-up). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/**
 * `last_used_at` is written at most once a minute per session (so a session may end up to a
 * minute before its idle timeout, never after).
 */
const TOUCH_INTERVAL_MS = 60_000;
/** Sessions that ended more than this long ago are deleted when the user signs in again. */
const ENDED_SESSION_RETENTION_MS = 30 * 24 * 3_600_000;
const USER_AGENT_MAX_LENGTH = 300;

export interface NewSession {
  token: string;
  expiresAt: Date;
  sessionId: string;
}

/** Opens a session: a random token (returned once, stored only as its hash). */
export async function createSession(
  db: Queryable,
  input: {
    userId: string;
    country: CountryCode;
    ttlMs: number;
    userAgent?: string | undefined;
    now?: Date;
  },
): Promise<NewSession> {
  const now = input.now ?? new Date();
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  await deleteSessionsEndedBefore(
    db,
    input.userId,
    new Date(now.getTime() - ENDED_SESSION_RETENTION_MS),
  );
  const sessionId = await insertSession(db, {
    tokenHash: tokenHash(token),
    userId: input.userId,
    country: input.country,
    createdAt: now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return { token, expiresAt, sessionId };
}

/**
 * The user of a live session token, or undefined (unknown, expired, idle, revoked, malformed).
 * Answered from memory for a few seconds after the database answered (session-cache.ts).
 */
export async function findSessionUser(
  db: Queryable,
  cache: SessionCache,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const now = policy.now();
  const at = now.getTime();
  const hash = tokenHash(token);
  const kept = cache.kept<SessionUser>(hash, at);
  if (
    kept &&
    at < kept.expiresAt &&
    kept.usedAt > at - policy.idleTimeoutMs &&
    at - kept.usedAt <= TOUCH_INTERVAL_MS
  ) {
    return kept.user;
  }
  const startedIn = cache.generation();
  const idleSince = new Date(at - policy.idleTimeoutMs);
  const found = await findLiveSession(db, hash, now, idleSince);
  if (!found) return undefined;
  let usedAt = found.lastUsedAt?.getTime();
  if (usedAt === undefined || at - usedAt > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.sessionId, now);
    usedAt = at;
  }
  const user: SessionUser = {
    id: found.userId,
    uid: found.uid,
    country: found.country,
    canAcessSpeakTraining: found.canAccessSpeakerTraining,
    roles: found.roles,
    preferences: found.preferences,
    specialty: found.specialty,
    sessionId: found.sessionId,
  };
  cache.keep(hash, { user, readAt: at, expiresAt: found.expiresAt.getTime(), usedAt }, startedIn);
  return user;
}

export function revokeSession(
  db: Queryable,
  cache: SessionCache,
  sessionId: string,
  now = new Date(),
): Promise<void> {
  return cache.changing(() => revokeSessionById(db, sessionId, now));
}

/** Revokes every session of a user (account deletion, for instance); answers how many. */
export function revokeAllSessions(
  db: Queryable,
  cache: SessionCache,
  userId: string,
  now = new Date(),
): Promise<number> {
  return cache.changing(() => revokeSessionsOfUser(db, userId, now));
}

/** Every session of a user, newest first (for the data export). */
export function listUserSessions(db: Queryable, userId: string): Promise<SessionRecord[]> {
  return listSessionsOfUser(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Requests

const pending = Symbol('sessionUserPending');
const settled = Symbol('sessionUser');
type WithSession = FastifyRequest & {
  [pending]?: Promise<SessionUser | undefined>;
  [settled]?: SessionUser;
};

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[headers.authorization];
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1];
}

/**
 * The signed-in user of a request, looked up once per request (the country hook asks first,
 * `requireUser` reuses the answer). Undefined without a live session.
 */
export function resolveRequestUser(request: FastifyRequest): Promise<SessionUser | undefined> {
  const self = request as WithSession;
  self[pending] ??= (async () => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const user = await findSessionUser(
      request.server.database.db,
      request.server.sessionCache,
      token,
      request.server.sessionPolicy,
    );
    if (user) self[settled] = user;
    return user;
  })();
  return self[pending];
}

/** Declares `request.user` (see `requireUser`), the app's session policy and look-up cache. */
export function decorateRequestUser(
  app: FastifyInstance,
  policy: SessionPolicy,
  cache: SessionCache,
): void {
  app.decorate('sessionPolicy', policy);
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', {
    getter(this: WithSession) {
      const user = this[settled];
      if (!user) throw new Error('request.user is only known behind requireUser');
      return user;
    },
  });
}

/**
 * preHandler of protected routes: a live session (`Authorization: Bearer`) sets `request.user`;
 * otherwise 401 `auth.session_invalid`.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await resolveRequestUser(request);
  if (!user) {
    throw new SessionInvalidError(
      bearerToken(request)
        ? 'The session has expired or was ended; sign in again.'
        : 'Sign in: send the session token as Authorization: Bearer.',
    );
  }
}
