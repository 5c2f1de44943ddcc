import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { GigyaErrorCode } from '@pulso/contracts/identity';
import { memoryCounterStore } from '../../../platform/shared-state/counter-store.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { PASSWORD } from '../testing/idp-client.ts';
import { GigyaError } from './gigya-answer.ts';
import { createIdpService } from './idp.service.ts';
import { createLoginThrottle, loginThrottleRules } from './login-throttle.ts';
import { loginIdHash } from './tokens.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-03-02T12:00:00Z');

/** Addresses an attacker rotates through: a new one for each guess. */
const rotating = (n: number) => `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** The throttle alone (docs/decisions/071), on counters whose clock the test drives. */
function throttleOnAClock() {
  let now = START;
  return {
    throttle: createLoginThrottle(
      memoryCounterStore(() => now),
      () => now,
    ),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('failed logins across addresses (decision 071)', () => {
  const account = loginIdHash('victim@pulso.example');

  it('an attacker guessing once a minute from rotating addresses never keeps the owner out', async () => {
    const { throttle, advance } = throttleOnAClock();
    // Two hours of guesses; the owner tries from a new address half a minute after each one,
    // which is when decision 018 made every new address wait for the next minute.
    for (let guess = 0; guess < 120; guess += 1) {
      await throttle.failed(account, rotating(guess));
      advance(30 * SECOND);
      expect(await throttle.check(account, `198.51.100.${(guess % 200) + 1}`)).toEqual({
        allowed: true,
      });
      advance(30 * SECOND);
    }
  });

  it(`past ${loginThrottleRules.account.maxFailures} failures in an hour, new addresses wait for the hour to have room`, async () => {
    const { throttle, advance } = throttleOnAClock();
    await throttle.succeeded(account, '192.0.2.10');
    for (let guess = 0; guess < loginThrottleRules.account.maxFailures; guess += 1)
      await throttle.failed(account, rotating(guess));

    const refused = await throttle.check(account, '198.51.100.1');
    expect(refused).toMatchObject({ allowed: false, reason: 'slowed' });
    const retryAfterMs = refused.allowed ? 0 : 'retryAfterMs' in refused ? refused.retryAfterMs : 0;
    expect(retryAfterMs).toBeGreaterThan(50 * MINUTE);
    expect(retryAfterMs).toBeLessThanOrEqual(70 * MINUTE);
    // The address the owner signed in from is not held back.
    expect(await throttle.check(account, '192.0.2.10')).toEqual({ allowed: true });

    // Once the guesses have left the hour, new addresses are checked again.
    advance(retryAfterMs);
    expect(await throttle.check(account, '198.51.100.1')).toEqual({ allowed: true });
  });

  it('after a password reset, the address it was completed from signs in whatever others do', async () => {
    const { throttle } = throttleOnAClock();
    await throttle.reset(account, '198.51.100.77');
    for (let guess = 0; guess < loginThrottleRules.account.maxFailures + 20; guess += 1)
      await throttle.failed(account, rotating(guess));
    expect(await throttle.check(account, '198.51.100.77')).toEqual({ allowed: true });
    expect(await throttle.check(account, '198.51.100.78')).toMatchObject({ allowed: false });
  });

  it('still locks the one address that failed five times, known or not', async () => {
    const { throttle, advance } = throttleOnAClock();
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.failed(account, '192.0.2.99');
    expect(await throttle.check(account, '192.0.2.99')).toEqual({
      allowed: false,
      reason: 'locked',
    });
    expect(await throttle.check(account, '192.0.2.100')).toEqual({ allowed: true });
    advance(15 * MINUTE);
    expect(await throttle.check(account, '192.0.2.99')).toEqual({ allowed: true });
  });
});

describe('the owner signs in while someone guesses (the provider, on a driven clock)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => t.close());

  /**
   * The provider's service on the test database, with its counters and clock in the test's
   * hands; `guessed` counts failures straight into the same counters, for the many guesses that
   * would each cost a password hash through the service.
   */
  function provider() {
    let now = START;
    const counters = memoryCounterStore(() => now);
    const service = createIdpService({
      db: t.app.database.db,
      outbox: t.app.mailOutbox,
      partnerSecret: t.app.identityProvider.partnerSecret(),
      counters,
      now: () => new Date(now),
    });
    const throttle = createLoginThrottle(counters, () => now);
    return {
      advance: (ms: number) => {
        now += ms;
      },
      guessed: (loginID: string, address: string) => throttle.failed(loginIdHash(loginID), address),
      /** The Gigya error code of the answer (0: signed in). */
      async login(loginID: string, password: string, address: string, country: CountryCode) {
        try {
          await service.login({ loginID, password, address, country });
          return 0;
        } catch (error) {
          if (error instanceof GigyaError) return error.errorCode;
          throw error;
        }
      },
    };
  }

  it('the right password from a new address is accepted half a minute after a guess', async () => {
    const idp = provider();
    // Twenty minutes of one wrong guess a minute, each from another address.
    for (let guess = 0; guess < 19; guess += 1) {
      await idp.guessed('demo.br@pulso.example', rotating(guess));
      idp.advance(MINUTE);
    }
    expect(await idp.login('demo.br@pulso.example', 'Wrong-guess', rotating(19), 'br')).toBe(
      GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD,
    );
    idp.advance(30 * SECOND);
    expect(await idp.login('demo.br@pulso.example', PASSWORD, '198.51.100.200', 'br')).toBe(0);
  });

  it('counts unknown e-mails as existing ones: past the hundred, new addresses wait, then the hour frees them', async () => {
    const idp = provider();
    const ghost = 'nobody.here@pulso.example';
    const { maxFailures } = loginThrottleRules.account;
    for (let guess = 0; guess < maxFailures - 2; guess += 1)
      await idp.guessed(ghost, rotating(guess));
    // The service counts the failures of an e-mail nobody has…
    for (const guess of [maxFailures - 2, maxFailures - 1])
      expect(await idp.login(ghost, `Wrong-${guess}`, rotating(guess), 'pe')).toBe(
        GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD,
      );
    // … and holds it back as it would an account (Gigya's rate-limit answer).
    expect(await idp.login(ghost, PASSWORD, '198.51.100.201', 'pe')).toBe(
      GigyaErrorCode.RATE_LIMIT_HIT,
    );
    idp.advance(HOUR + 10 * MINUTE);
    expect(await idp.login(ghost, PASSWORD, '198.51.100.201', 'pe')).toBe(
      GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD,
    );
  });
});
