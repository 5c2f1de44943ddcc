import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { countryCodes, type CountryCode } from '@pulso/contracts/country';
import {
  GigyaErrorCode,
  accountsFinalizeRegistrationRequestSchema,
  accountsFinalizeRegistrationResponseSchema,
  accountsGetAccountInfoRequestSchema,
  accountsGetAccountInfoResponseSchema,
  accountsInitRegistrationRequestSchema,
  accountsInitRegistrationResponseSchema,
  accountsLoginRequestSchema,
  accountsLoginResponseSchema,
  accountsLogoutRequestSchema,
  accountsLogoutResponseSchema,
  accountsRegisterRequestSchema,
  accountsRegisterResponseSchema,
  accountsResetPasswordRequestSchema,
  accountsResetPasswordResponseSchema,
} from '@pulso/contracts/identity';
import type { Config } from '../../../config.ts';
import { rateLimitStore } from '../../../platform/rate-limit.ts';
import {
  GigyaError,
  GigyaRetryLaterError,
  errorAnswer,
  okAnswer,
  parseParameters,
} from './gigya-answer.ts';
import type { IdpService, SignedIn } from './idp.service.ts';
import { parametersOf, refuseCrossSiteForm, toGigyaError, type Parameters } from './idp-request.ts';
import { resetLinkBase } from './reset-link.ts';
import { loginIdHash, sameSecret, tokenHash } from './tokens.ts';

/**
 * The embedded identity provider's HTTP face, at /idp/accounts.<method>: Gigya's parameter names
 * as JSON or form fields, Gigya's answers (HTTP 200 and an errorCode). Not under /api: no API
 * key header and no anti-forgery token (Gigya's SDK calls it cross-origin); the country's API
 * key is the `apiKey` parameter. Order: rate limit per address → cross-site form check → API
 * key → parameters → rate limit per account and address → the service.
 */
export interface IdpRoutesOptions {
  config: Config;
  service: IdpService;
  /** The partner secret (base64) that server-to-server calls by UID send as `secret`. */
  serverSecret: string;
}

export async function idpRoutes(
  scope: FastifyInstance,
  { config, service, serverSecret }: IdpRoutesOptions,
): Promise<void> {
  scope.setErrorHandler((error: FastifyError | GigyaError, request, reply) => {
    const gigya = toGigyaError(error);
    if (gigya.errorCode === GigyaErrorCode.GENERAL_SERVER_ERROR)
      request.log.error({ err: error }, 'identity provider call failed');
    else request.log.info({ errorCode: gigya.errorCode }, 'identity provider answered an error');
    if (gigya instanceof GigyaRetryLaterError)
      reply.header('retry-after', String(gigya.retryAfterSeconds));
    return reply.code(200).send(errorAnswer(request, gigya));
  });
  await scope.register(formbody);
  // Answers carry tokens: never cached. Gigya's own API is described by SAP, not in /api/docs.
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  /**
   * Every answer, success or error (the error handler's too), is serialised through its
   * method's contract schema. The parameters are parsed by the handlers, so that every problem
   * is listed in Gigya's form.
   */
  const answers = (response: z.ZodType) => ({
    schema: { hide: true, response: { 200: response } },
  });

  const limits = config.identity.rateLimits;
  await scope.register(rateLimit, {
    global: true,
    max: limits.perAddress.max,
    timeWindow: limits.perAddress.windowMs,
    ...rateLimitStore(scope, 'rate-limit:/idp:'),
    errorResponseBuilder: () =>
      new GigyaError(GigyaErrorCode.RATE_LIMIT_HIT, 'Api rate limit exceeded'),
  });
  // Form bodies: checked once parsed, before anything else reads them.
  scope.addHook('preHandler', async (request) => refuseCrossSiteForm(request));
  /**
   * Per account (login ID) and client address: one address cannot use up an account's calls for
   * everyone (failed logins across addresses slow an account down instead: login-throttle.ts).
   * The key is set by `limitAccount`.
   */
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const accountLimit = scope.createRateLimit({
    max: limits.perAccount.max,
    timeWindow: limits.perAccount.windowMs,
    keyGenerator: (request) => accountKeys.get(request) ?? 'account:none',
  });
  async function limitAccount(request: FastifyRequest, reply: FastifyReply, loginId: string) {
    accountKeys.set(
      request,
      `account:${loginIdHash(loginId)}:${tokenHash(`address:${request.ip}`)}`,
    );
    const result = await accountLimit(request);
    // `isAllowed` is only true for allow-listed keys; a counted key is refused once exceeded.
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new GigyaError(GigyaErrorCode.RATE_LIMIT_HIT, 'Api rate limit exceeded');
  }

  const countryOfKey = new Map<string, CountryCode>(
    countryCodes.map((code) => [config.countries[code].idpApiKey, code]),
  );
  function countryOf(parameters: Parameters): { country: CountryCode; apiKey: string } {
    const apiKey = typeof parameters.apiKey === 'string' ? parameters.apiKey.trim() : '';
    if (!apiKey)
      throw new GigyaError(
        GigyaErrorCode.MISSING_REQUIRED_PARAMETER,
        'Missing required parameter: apiKey',
      );
    const country = countryOfKey.get(apiKey);
    if (!country) throw new GigyaError(GigyaErrorCode.INVALID_API_KEY, 'Invalid ApiKey parameter');
    return { country, apiKey };
  }

  /** Calls by UID are server to server: they must carry the partner secret, as Gigya's do. */
  function requireServerSecret(parameters: Parameters): void {
    const secret = typeof parameters.secret === 'string' ? parameters.secret : '';
    if (!secret || !sameSecret(secret, serverSecret))
      throw new GigyaError(
        GigyaErrorCode.PERMISSION_DENIED,
        'Calls by UID are server to server and need the partner secret',
      );
  }

  const signedIn = (apiKey: string, result: SignedIn) => ({
    ...result.account,
    sessionInfo: { cookieName: `glt_${apiKey}`, cookieValue: result.loginToken },
  });

  scope.post('/accounts.login', answers(accountsLoginResponseSchema), async (request, reply) => {
    const parameters = parametersOf(request);
    const { country, apiKey } = countryOf(parameters);
    const input = parseParameters(accountsLoginRequestSchema, parameters);
    await limitAccount(request, reply, input.loginID);
    const result = await service.login({ ...input, country, address: request.ip });
    return okAnswer(request, signedIn(apiKey, result));
  });

  scope.post(
    '/accounts.initRegistration',
    answers(accountsInitRegistrationResponseSchema),
    async (request) => {
      const parameters = parametersOf(request);
      const { country } = countryOf(parameters);
      parseParameters(accountsInitRegistrationRequestSchema, parameters);
      return okAnswer(request, { regToken: await service.initRegistration(country) });
    },
  );

  scope.post(
    '/accounts.register',
    answers(accountsRegisterResponseSchema),
    async (request, reply) => {
      const parameters = parametersOf(request);
      const { country, apiKey } = countryOf(parameters);
      const input = parseParameters(accountsRegisterRequestSchema, parameters);
      await limitAccount(request, reply, input.email);
      const result = await service.register({
        country,
        regToken: input.regToken,
        email: input.email,
        password: input.password,
        firstName: input.profile.firstName,
        lastName: input.profile.lastName,
        finalize: input.finalizeRegistration,
        lang: input.lang,
      });
      if (!result.finalized) {
        throw new GigyaError(
          GigyaErrorCode.ACCOUNT_PENDING_REGISTRATION,
          'Account Pending Registration',
          {
            regToken: result.regToken,
          },
        );
      }
      return okAnswer(request, signedIn(apiKey, result));
    },
  );

  scope.post(
    '/accounts.finalizeRegistration',
    answers(accountsFinalizeRegistrationResponseSchema),
    async (request) => {
      const parameters = parametersOf(request);
      const { country, apiKey } = countryOf(parameters);
      const input = parseParameters(accountsFinalizeRegistrationRequestSchema, parameters);
      const result = await service.finalizeRegistration({ regToken: input.regToken, country });
      return okAnswer(request, signedIn(apiKey, result));
    },
  );

  scope.post(
    '/accounts.resetPassword',
    answers(accountsResetPasswordResponseSchema),
    async (request) => {
      const parameters = parametersOf(request);
      const { country } = countryOf(parameters);
      const input = parseParameters(accountsResetPasswordRequestSchema, parameters);
      if (input.passwordResetToken) {
        await service.resetPassword({
          passwordResetToken: input.passwordResetToken,
          newPassword: input.newPassword ?? '',
          country,
          address: request.ip,
        });
        return okAnswer(request, {});
      }
      // No limit per account here: a locked-out account must be able to reset. Mail floods are
      // held by the limit per address and the service's reset mails per account and hour.
      const outcome = await service.requestPasswordReset({
        loginID: input.loginID ?? '',
        siteOf: resetLinkBase(request, config.publicHosts),
      });
      if (outcome === 'no-site')
        request.log.warn(
          'password reset for a country without a public host (set PUBLIC_HOSTS); no mail sent',
        );
      // The same answer whether or not the e-mail has an account.
      return okAnswer(request, {});
    },
  );

  scope.post(
    '/accounts.getAccountInfo',
    answers(accountsGetAccountInfoResponseSchema),
    async (request) => {
      const parameters = parametersOf(request);
      const { country } = countryOf(parameters);
      const input = parseParameters(accountsGetAccountInfoRequestSchema, parameters);
      let by: { loginToken: string; country: CountryCode } | { uid: string };
      if (input.login_token) by = { loginToken: input.login_token, country };
      else {
        requireServerSecret(parameters);
        by = { uid: input.UID ?? '' };
      }
      const account = await service.getAccountInfo(by);
      const email = account.profile.email;
      return okAnswer(request, {
        ...account,
        emails: account.isVerified
          ? { verified: [email], unverified: [] }
          : { verified: [], unverified: [email] },
      });
    },
  );

  scope.post('/accounts.logout', answers(accountsLogoutResponseSchema), async (request) => {
    const parameters = parametersOf(request);
    const { country } = countryOf(parameters);
    const input = parseParameters(accountsLogoutRequestSchema, parameters);
    if (input.login_token) await service.logout({ loginToken: input.login_token, country });
    else if (input.UID) {
      requireServerSecret(parameters);
      await service.logout({ uid: input.UID });
    } else {
      throw new GigyaError(
        GigyaErrorCode.MISSING_REQUIRED_PARAMETER,
        'Missing required parameter: login_token or UID',
      );
    }
    return okAnswer(request, {});
  });
}
