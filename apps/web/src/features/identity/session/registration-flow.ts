import { alerts } from '@pulso/contracts/alerts';
import type { CountryCode } from '@pulso/contracts/country';
import type { GigyaLoginPayload } from '@pulso/contracts/identity';
import { usersProblemCodes } from '@pulso/contracts/users/problem-codes';
import { registrationRequestFrom, type RegistrationForm } from '@pulso/contracts/registration';
import { storageKeys } from '../../../config/storage-keys.ts';
import { pushAnalyticsEvent } from '../../../lib/analytics.ts';
import { formProblemsOf, type FormFieldProblem } from '../../../lib/forms.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import type { RegistrationPrefill } from '../screen-sets.ts';
import {
  clientIdentityErrors,
  isIdentityError,
  type IdentityAdapter,
  type IdentityError,
  type IdentityLogin,
} from '../adapters/identity-adapter.ts';
import { saveRegistration } from '../api/users-api.ts';
import { exchange, type SessionOutcome } from './sign-in-flow.ts';

export type RegistrationOutcome =
  | SessionOutcome
  | { kind: 'fieldErrors'; errors: FormFieldProblem[] }
  /** Spec §8 "CANNOT CREATE ACCOUNT" with the server's messages (keys or text). */
  | { kind: 'cannotCreate'; messages: string[]; error?: unknown }
  /** The provider refused for a reason of its own (rate limit, lock-out, …). */
  | { kind: 'identityError'; error: IdentityError };

export const EMAIL_IN_USE_KEY = 'identity.errors.emailInUse';

/** The provider's field names (`profile.firstName`) as form fields (`firstName`). */
function formFieldOfIdentityField(field: string): string {
  return field.replace(/^profile\./, '');
}

/**
 * Saves the product account (spec §7 `POST users`) for an identity account whose ownership the
 * login payload proves, then — spec §4 — fires the registered event and signs in.
 */
export async function saveProductAccount(
  adapter: IdentityAdapter,
  country: CountryCode,
  form: RegistrationForm,
  login: IdentityLogin,
): Promise<RegistrationOutcome> {
  let answer;
  try {
    answer = await saveRegistration(registrationRequestFrom(country, form, login.payload));
  } catch (error) {
    if (isApiError(error) && error.code === usersProblemCodes.emailTaken) {
      return { kind: 'fieldErrors', errors: [{ field: 'email', message: EMAIL_IN_USE_KEY }] };
    }
    if (isApiError(error) && error.code === usersProblemCodes.alreadyRegistered) {
      // The product account exists already (e.g. a second click): sign in with it.
      return exchange(login, adapter);
    }
    if (isApiError(error) && error.fieldErrors.length > 0) {
      return { kind: 'fieldErrors', errors: formProblemsOf(error.fieldErrors) };
    }
    return { kind: 'cannotCreate', messages: [], error };
  }
  if (!answer.hasRegistred) return { kind: 'cannotCreate', messages: answer.messages ?? [] };
  pushAnalyticsEvent('registered', { country });
  return exchange(login, adapter);
}

/**
 * Spec §4 registration: a registration token, the identity account (finalize on), the token
 * cleared, then the product account. An e-mail already in use with the provider may be this
 * user's own identity account from an earlier attempt that stopped half-way: a login with the
 * same e-mail and password proves it, and the registration continues from there.
 */
export async function registerAccount(
  adapter: IdentityAdapter,
  country: CountryCode,
  form: RegistrationForm,
): Promise<RegistrationOutcome> {
  let regToken: string;
  try {
    regToken = await adapter.initRegistration();
  } catch (error) {
    return { kind: 'alert', titleKey: alerts.initGigyaRegister.key, error };
  }
  localStorage.setItem(storageKeys.regToken, regToken);

  let login: IdentityLogin;
  try {
    login = await adapter.register({
      regToken,
      email: form.email,
      password: form.password,
      firstName: form.firstName,
      lastName: form.lastName,
    });
  } catch (error) {
    if (!isIdentityError(error)) throw error;
    if (error.errorCode === clientIdentityErrors.missingSignature) {
      return { kind: 'alert', titleKey: alerts.gigyaLoginData.key, error };
    }
    if (error.isEmailInUse) {
      try {
        login = await adapter.login(form.email, form.password);
      } catch {
        return { kind: 'fieldErrors', errors: [{ field: 'email', message: EMAIL_IN_USE_KEY }] };
      }
    } else if (error.fieldErrors.length > 0) {
      return {
        kind: 'fieldErrors',
        errors: error.fieldErrors.map((problem) => ({
          field: formFieldOfIdentityField(problem.fieldName),
          message: problem.message,
        })),
      };
    } else {
      return { kind: 'identityError', error };
    }
  }
  localStorage.removeItem(storageKeys.regToken);
  return saveProductAccount(adapter, country, form, login);
}

/**
 * Registration auto-complete (spec §4): the identity account exists, only the product account is
 * made. A fresh signature is asked for (the form may have taken longer than the allowed clock
 * skew); the one of the login that found no account is the fallback.
 */
export async function completeRegistration(
  adapter: IdentityAdapter,
  country: CountryCode,
  form: RegistrationForm,
  prefill: RegistrationPrefill,
): Promise<RegistrationOutcome> {
  let login: IdentityLogin;
  try {
    login = await adapter.refreshLogin();
  } catch {
    const payload: GigyaLoginPayload | undefined = prefill.login;
    if (!payload) {
      return {
        kind: 'alert',
        titleKey: alerts.gigyaLoginData.key,
        error: new Error(alerts.gigyaLoginData.original),
      };
    }
    login = { payload, profile: prefill, provider: 'site' };
  }
  return saveProductAccount(adapter, country, form, login);
}
