import type { CountryCode } from '@pulso/contracts/country';
import { GigyaErrorCode } from '@pulso/contracts/identity';
import { validationMessages } from '@pulso/contracts/validation';
import type { Database } from '../../../platform/db/database.ts';
import type { MailOutbox } from '../../../platform/mail/mail-outbox.ts';
import { GigyaError } from './gigya-answer.ts';
import { HOUR, idpRules, refuseCommonPassword } from './idp-rules.ts';
import { deleteSessionsOf } from './idp-sessions.repository.ts';
import { findAccountByEmail, findAccountByUid, setPassword } from './idp.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password-hash.ts';
import {
  claimPasswordReset,
  countPasswordResetsSince,
  insertPasswordReset,
  voidPasswordResets,
} from './password-resets.repository.ts';
import { resetLink } from './reset-link.ts';
import { passwordResetMail } from './reset-mail.ts';
import { loginIdHash, newToken, normaliseLoginId, tokenHash } from './tokens.ts';

/** Why a reset request sent no mail (for the log only: the caller answers the same). */
export type ResetRequestOutcome = 'sent' | 'no-account' | 'no-site' | 'limited';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PasswordResetDeps {
  db: Database;
  outbox: MailOutbox;
  /** Told after a password reset is stored (IdentityProvider.onPasswordChanged). */
  passwordChanged?: ((uid: string) => Promise<void>) | undefined;
  /** The failed-login counters a reset clears. */
  throttle: LoginThrottle;
  now: () => Date;
}

/** accounts.resetPassword, both forms: the reset link mailed, then the new password set. */
export function createPasswordReset({
  db,
  outbox,
  passwordChanged,
  throttle,
  now,
}: PasswordResetDeps) {
  return {
    /**
     * accounts.resetPassword with `loginID`: when the e-mail has an account, a reset link (random,
     * stored hashed, single use, valid for an hour) to the site of the account's country
     * (`siteOf`, platform/public-url.ts) is created and its mail queued in the same transaction.
     * Not refused for a locked or slowed account: that is the way out of a lock-out. The caller
     * answers the same whatever happened, and this takes at least `resetMinimumMs` either way.
     */
    async requestPasswordReset(input: {
      loginID: string;
      siteOf: (country: CountryCode) => string | undefined;
    }): Promise<ResetRequestOutcome> {
      const started = Date.now();
      try {
        const account = await findAccountByEmail(db, normaliseLoginId(input.loginID));
        if (!account) return 'no-account';
        const site = input.siteOf(account.country);
        if (!site) return 'no-site';
        const at = now();
        const recent = await countPasswordResetsSince(
          db,
          account.uid,
          new Date(at.getTime() - HOUR),
        );
        if (recent >= idpRules.resetMailsPerHour) return 'limited';
        const token = newToken();
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, {
            tokenHash: tokenHash(token),
            uid: account.uid,
            expiresAt: new Date(at.getTime() + idpRules.resetTokenTtlMs),
            at,
          });
          await outbox.enqueueMail(
            tx,
            passwordResetMail({
              country: account.country,
              to: account.email,
              firstName: account.firstName,
              link: resetLink(site, token),
            }),
          );
        });
        return 'sent';
      } finally {
        const left = idpRules.resetMinimumMs - (Date.now() - started);
        if (left > 0) await sleep(left);
      }
    },

    /**
     * accounts.resetPassword with `passwordResetToken` and `newPassword`, through the key of the
     * account's country (another country's key finds no such link), from a client address: sets
     * the password, uses up every link of the account, ends its provider sessions and lifts a
     * lock-out, the address becoming one the account knows (decision 071); then tells the
     * password-change listeners (the product ends its sessions) before answering.
     */
    async resetPassword(input: {
      passwordResetToken: string;
      newPassword: string;
      country: CountryCode;
      address: string;
    }): Promise<void> {
      refuseCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const uid = await claimPasswordReset(tx, {
          tokenHash: tokenHash(input.passwordResetToken),
          at,
        });
        const account = uid ? await findAccountByUid(tx, uid) : undefined;
        // Rolled back when refused: the link stays usable through its own country's key.
        if (!account || account.country !== input.country) {
          throw new GigyaError(
            GigyaErrorCode.INVALID_PARAMETER_VALUE,
            'passwordResetToken: unknown, already used or expired',
            {
              validationErrors: [
                {
                  errorCode: GigyaErrorCode.INVALID_PARAMETER_VALUE,
                  fieldName: 'passwordResetToken',
                  message: validationMessages.invalid,
                },
              ],
            },
          );
        }
        await setPassword(tx, account.uid, passwordHash, at);
        await voidPasswordResets(tx, account.uid, at);
        await deleteSessionsOf(tx, account.uid);
        return { uid: account.uid, email: account.email };
      });
      await throttle.reset(loginIdHash(changed.email), input.address);
      await passwordChanged?.(changed.uid);
    },
  };
}
