import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AccountRateLimitedError } from '../errors.ts';

/** The kinds of writes counted per account, each with its own limit (config `accountLimits`). */
export type AccountLimitKind = keyof Config['accountLimits'];

type AccountLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A `preHandler` that counts the signed-in account's calls of the route it is set on (per
     * account and route, whatever the client address), in the scopes that registered it
     * (registerAccountLimits). Set it on routes behind `requireUser`.
     */
    accountLimit(kind: AccountLimitKind): AccountLimitHook;
  }
}

/** Accounts × routes a process remembers without Redis; the oldest go first. */
const MEMORY_KEYS = 100_000;

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/**
 * Per-account limits (docs/decisions/071): the per-address limit of a scope does not hold back
 * one account calling from rotating addresses. Counted by @fastify/rate-limit's store of the
 * scope (registerRateLimit before this): Redis when REDIS_URL is set, shared by every process,
 * otherwise this process's memory. Past the limit: 429 `request.account_rate_limited` with
 * Retry-After. The count comes before the route's work, so a refused or failed write counts too.
 */
export function registerAccountLimits(scope: FastifyInstance, limits: Config['accountLimits']) {
  const hooks = new Map<AccountLimitKind, AccountLimitHook>();
  for (const kind of Object.keys(limits) as AccountLimitKind[]) {
    const { max, windowMs } = limits[kind];
    const options = {
      max,
      timeWindow: windowMs,
      cache: MEMORY_KEYS,
      keyGenerator: (request: FastifyRequest) =>
        `account:${kind}:${request.routeOptions.method}:${request.routeOptions.url}:${request.user.id}`,
    };
    const limiter = scope.createRateLimit(options);
    hooks.set(kind, async (request, reply) => {
      const result = await limiter(request);
      // `isAllowed` is only true for allow-listed keys; a counted key is refused once exceeded.
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AccountRateLimitedError(
        `This account may do this ${max} times in ${minutes(windowMs)} minutes; retry in ${result.ttlInSeconds} s.`,
      );
    });
  }
  scope.decorate('accountLimit', (kind: AccountLimitKind) => {
    const hook = hooks.get(kind);
    if (!hook) throw new Error(`No account limit named ${kind}`);
    return hook;
  });
}
