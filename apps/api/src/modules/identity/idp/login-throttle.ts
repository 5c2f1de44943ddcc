import type { CounterStore } from '../../../platform/shared-state/counter-store.ts';
import { tokenHash } from './tokens.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failed logins (docs/decisions/018-login-throttling.md). Nothing here lets one person lock
 * another out:
 * - one account from one address: the 5th failure within 15 minutes locks that pair for 15
 *   minutes (an attacker locks only their own address out);
 * - one account from every address: past 10 failures within an hour, each further attempt from
 *   an address the account has not signed in from waits a delay that doubles from 1 second up
 *   to a minute after the last failure (at most 60 guesses an hour however many addresses try);
 * - an address the account signed in from within 90 days is not slowed down by the others.
 * A password reset starts every pair over. Unknown e-mails count the same, so a refusal tells
 * nothing about whether an account exists.
 */
export const loginThrottleRules = {
  pair: { threshold: 5, windowMs: 15 * MINUTE },
  account: { freeFailures: 10, windowMs: HOUR, firstDelayMs: SECOND, maxDelayMs: MINUTE },
  knownAddressMs: 90 * DAY,
} as const;

export type LoginCheck =
  | { allowed: true }
  | { allowed: false; reason: 'locked' }
  | { allowed: false; reason: 'slowed'; retryAfterMs: number };

/** The wait after the `failures`-th failure of an account (0 while within the free ones). */
export function accountDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = loginThrottleRules.account;
  if (failures <= freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures - 1), maxDelayMs);
}

/** `account` is the login ID's hash (tokens.ts loginIdHash); addresses are kept hashed too. */
export function createLoginThrottle(counters: CounterStore) {
  const rules = loginThrottleRules;
  const keys = (account: string, address: string) => {
    const at = tokenHash(`address:${address}`);
    return {
      generation: `login:generation:${account}`,
      account: `login:failures:${account}`,
      known: `login:known:${account}:${at}`,
      pair: (generation: number) => `login:pair:${account}:${generation}:${at}`,
    };
  };
  async function pairKey(account: string, address: string) {
    const key = keys(account, address);
    return key.pair((await counters.read(key.generation))?.count ?? 0);
  }

  return {
    async check(account: string, address: string): Promise<LoginCheck> {
      const key = keys(account, address);
      const pair = await counters.read(await pairKey(account, address));
      if (pair && pair.count >= rules.pair.threshold) return { allowed: false, reason: 'locked' };
      if (await counters.read(key.known)) return { allowed: true };
      const failures = await counters.read(key.account);
      if (!failures) return { allowed: true };
      const sinceLastFailure = rules.account.windowMs - failures.ttlMs;
      const retryAfterMs = accountDelayMs(failures.count) - sinceLastFailure;
      return retryAfterMs > 0
        ? { allowed: false, reason: 'slowed', retryAfterMs }
        : { allowed: true };
    },

    async failed(account: string, address: string): Promise<void> {
      await counters.hit(await pairKey(account, address), rules.pair.windowMs);
      await counters.hit(keys(account, address).account, rules.account.windowMs);
    },

    /** The pair starts over, and the address is known to the account from now on. */
    async succeeded(account: string, address: string): Promise<void> {
      await counters.remove(await pairKey(account, address));
      await counters.hit(keys(account, address).known, rules.knownAddressMs);
    },

    /** After a password reset: every pair starts over, and so does the account's count. */
    async reset(account: string): Promise<void> {
      const key = keys(account, '');
      await counters.hit(key.generation, rules.knownAddressMs);
      await counters.remove(key.account);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
