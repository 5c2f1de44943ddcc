import type { CounterStore } from '../../../platform/shared-state/counter-store.ts';
import { tokenHash } from './tokens.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failed logins (docs/decisions/071-per-account-limits-and-lock-out.md, which replaces the
 * account-wide delay of decision 018). Nothing here lets a guesser within ASVS's bound keep the
 * owner out:
 * - one account from one address: the 5th failure within 15 minutes locks that pair for 15
 *   minutes (an attacker locks only their own address out);
 * - one account from every address: at most `maxFailures` failures in an hour. Below that, an
 *   address is never held back by other addresses' failures: the right password is accepted at
 *   once. Past it, addresses the account does not know wait until the hour has room again
 *   (Retry-After); that is the bound on guesses however many addresses an attacker has;
 * - an address the account signed in from within 90 days, or completed a password reset from
 *   (the mailbox proved), is not held back by the others.
 * A password reset starts every pair over and empties the hour. Unknown e-mails count the same,
 * so a refusal tells nothing about whether an account exists.
 */
export const loginThrottleRules = {
  pair: { threshold: 5, windowMs: 15 * MINUTE },
  /** ASVS 4.0.3 2.2.1: no more than 100 failed attempts per hour on one account. */
  account: { maxFailures: 100, windowMs: HOUR, bucketMs: 10 * MINUTE },
  knownAddressMs: 90 * DAY,
} as const;

export type LoginCheck =
  | { allowed: true }
  | { allowed: false; reason: 'locked' }
  | { allowed: false; reason: 'slowed'; retryAfterMs: number };

/**
 * The hour of an account's failures as 10-minute buckets: at `at`, the buckets counted are the
 * one `at` falls in and the six before it (so the count covers the last 60 to 70 minutes: it
 * never counts less than the last hour). Each bucket leaves the count 70 minutes after it began.
 */
function hourBuckets(at: number): number[] {
  const { windowMs, bucketMs } = loginThrottleRules.account;
  const current = Math.floor(at / bucketMs);
  const count = windowMs / bucketMs + 1;
  return Array.from({ length: count }, (_, index) => current - count + 1 + index);
}

/** `account` is the login ID's hash (tokens.ts loginIdHash); addresses are kept hashed too. */
export function createLoginThrottle(counters: CounterStore, now: () => number = Date.now) {
  const rules = loginThrottleRules;
  const bucketLifeMs = rules.account.windowMs + rules.account.bucketMs;
  const keys = (account: string, address: string) => {
    const at = tokenHash(`address:${address}`);
    return {
      generation: `login:generation:${account}`,
      failures: (bucket: number) => `login:failures:${account}:${bucket}`,
      known: `login:known:${account}:${at}`,
      pair: (generation: number) => `login:pair:${account}:${generation}:${at}`,
    };
  };
  async function pairKey(account: string, address: string) {
    const key = keys(account, address);
    return key.pair((await counters.read(key.generation))?.count ?? 0);
  }

  /** How long until the failures of the last hour are fewer than the bound (0: they are). */
  async function waitForRoom(account: string): Promise<number> {
    const key = keys(account, '');
    const at = now();
    const buckets = hourBuckets(at);
    const counts = await Promise.all(
      buckets.map(async (bucket) => (await counters.read(key.failures(bucket)))?.count ?? 0),
    );
    let failures = counts.reduce((sum, count) => sum + count, 0);
    if (failures < rules.account.maxFailures) return 0;
    // The oldest buckets leave first: wait until enough of them have gone.
    for (const [index, bucket] of buckets.entries()) {
      failures -= counts[index] ?? 0;
      if (failures < rules.account.maxFailures)
        return bucket * rules.account.bucketMs + bucketLifeMs - at;
    }
    return rules.account.windowMs;
  }

  return {
    async check(account: string, address: string): Promise<LoginCheck> {
      const key = keys(account, address);
      const pair = await counters.read(await pairKey(account, address));
      if (pair && pair.count >= rules.pair.threshold) return { allowed: false, reason: 'locked' };
      if (await counters.read(key.known)) return { allowed: true };
      const retryAfterMs = await waitForRoom(account);
      return retryAfterMs > 0
        ? { allowed: false, reason: 'slowed', retryAfterMs }
        : { allowed: true };
    },

    async failed(account: string, address: string): Promise<void> {
      await counters.hit(await pairKey(account, address), rules.pair.windowMs);
      const bucket = Math.floor(now() / rules.account.bucketMs);
      await counters.hit(keys(account, address).failures(bucket), bucketLifeMs);
    },

    /** The pair starts over, and the address is known to the account from now on. */
    async succeeded(account: string, address: string): Promise<void> {
      await counters.remove(await pairKey(account, address));
      await counters.hit(keys(account, address).known, rules.knownAddressMs);
    },

    /**
     * After a password reset, completed from `address` (the link mailed to the account proved
     * its owner there): every pair starts over, the hour is emptied, and the address is known.
     */
    async reset(account: string, address: string): Promise<void> {
      const key = keys(account, address);
      await counters.hit(key.generation, rules.knownAddressMs);
      await Promise.all(hourBuckets(now()).map((bucket) => counters.remove(key.failures(bucket))));
      await counters.hit(key.known, rules.knownAddressMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
