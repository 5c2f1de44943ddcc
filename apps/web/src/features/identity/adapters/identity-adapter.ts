import {
  GigyaErrorCode,
  gigyaLoginAnswerSchema,
  type GigyaErrorFields,
  type GigyaLoginPayload,
  type GigyaValidationError,
} from '@pulso/contracts/identity';

/**
 * The identity provider as the web app sees it (ARCHITECTURE.md "Identity"): the embedded
 * provider of apps/api/src/modules/identity/idp, or SAP Customer Data Cloud (Gigya) in production. Both speak the
 * Gigya accounts API; the adapter hides whether it is reached over HTTP or through Gigya's SDK.
 */

/** What a successful login or registration gives: the spec §3 login payload and the account. */
export interface IdentityLogin {
  payload: GigyaLoginPayload;
  profile: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    email?: string | undefined;
  };
  /** `site` for e-mail and password; the social network's name otherwise (`linkedin`, `facebook`). */
  provider: string;
}

/** Codes of failures the provider itself cannot report. */
export const clientIdentityErrors = {
  /** The provider could not be reached (network, script not loaded). */
  network: -1,
  /** A login answer without UIDSignature / signatureTimestamp (spec §8). */
  missingSignature: -2,
} as const;

/** A failed provider call, with Gigya's `errorCode` (see contracts identity.ts GigyaErrorCode). */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly errorCode: number;
  /** The provider's `validationErrors` (field `profile.firstName`, message key or text). */
  readonly fieldErrors: readonly GigyaValidationError[];

  constructor(
    errorCode: number,
    message: string,
    fieldErrors: readonly GigyaValidationError[] = [],
  ) {
    super(message);
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }

  /** 400003 on its own, or inside a 400009 answer's validation errors (Gigya's way). */
  get isEmailInUse(): boolean {
    return (
      this.errorCode === GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS ||
      this.errorCode === GigyaErrorCode.LOGIN_IDENTIFIER_EXISTS ||
      this.fieldErrors.some(
        (error) =>
          error.errorCode === GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS ||
          error.errorCode === GigyaErrorCode.LOGIN_IDENTIFIER_EXISTS,
      )
    );
  }
}

export const isIdentityError = (value: unknown): value is IdentityError =>
  value instanceof IdentityError;

/** The error of a provider answer with a non-zero `errorCode` (contracts' error fields). */
export function identityErrorOf(answer: GigyaErrorFields): IdentityError {
  return new IdentityError(
    answer.errorCode,
    answer.errorMessage ?? String(answer.errorCode),
    answer.validationErrors ?? [],
  );
}

export type ScreenSetStart = 'login' | 'forgotPassword';

export interface ProviderScreenSetOptions {
  /** Id of the element the provider renders its screens into. */
  containerId: string;
  start: ScreenSetStart;
  /** A login made in the provider's screens (e-mail and password, or a social network). */
  onLogin: (login: IdentityLogin) => void;
  /** A provider failure, e.g. a login answer without signature (spec §8). */
  onError: (error: IdentityError) => void;
}

export interface RegisterInput {
  regToken: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface IdentityAdapter {
  readonly kind: 'embedded' | 'gigya';
  /**
   * Shows the provider's own login / forgot-password screens (SAP CDC screen set) inside the
   * given container; undefined when the app renders those screens itself (embedded provider).
   * Resolves with the function that hides them.
   */
  readonly showScreenSet?: (options: ProviderScreenSetOptions) => Promise<() => void>;
  login(loginID: string, password: string): Promise<IdentityLogin>;
  /** Spec §4: a registration token. */
  initRegistration(): Promise<string>;
  /** Spec §4: registers with finalize on; answers the new account's login. */
  register(input: RegisterInput): Promise<IdentityLogin>;
  /** E-mails a reset link (the answer never says whether the e-mail is registered). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the e-mailed link's token. */
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** A fresh signature of the account signed in with the provider (getAccountInfo). */
  refreshLogin(): Promise<IdentityLogin>;
  /** Ends the provider's own session. */
  logout(): Promise<void>;
}

const text = (value: string | undefined): string | undefined => value || undefined;

/**
 * The login of an answer (contracts' `gigyaLoginAnswerSchema`); spec §8 "ERROR READING GIGYA
 * LOGIN DATA" when the signature is missing.
 */
export function loginFromAnswer(answer: unknown): IdentityLogin {
  const parsed = gigyaLoginAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new IdentityError(
      clientIdentityErrors.missingSignature,
      'ERROR READING GIGYA LOGIN DATA',
    );
  }
  const { UID, UIDSignature, signatureTimestamp, profile = {} } = parsed.data;
  return {
    payload: { UID, UIDSignature, signatureTimestamp },
    profile: {
      firstName: text(profile.firstName),
      lastName: text(profile.lastName),
      email: text(profile.email),
    },
    provider: text(parsed.data.provider) ?? text(parsed.data.loginProvider) ?? 'site',
  };
}

/** Social networks whose logins are checked against the product (spec §4). */
export const socialProviders = ['linkedin', 'facebook'] as const;

export function isSocialLogin(login: IdentityLogin): boolean {
  return (socialProviders as readonly string[]).includes(login.provider.toLowerCase());
}
