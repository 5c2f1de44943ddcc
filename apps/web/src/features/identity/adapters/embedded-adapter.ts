import { gigyaAccountsMethods } from './gigya-accounts-methods.ts';
import {
  GigyaErrorCode,
  gigyaErrorFieldsSchema,
  gigyaOkResponseSchema,
  gigyaSessionInfoSchema,
} from '@pulso/contracts/identity';
import { withBlockingLoad } from '../../../lib/loading-store.ts';
import {
  IdentityError,
  clientIdentityErrors,
  identityErrorOf,
  loginFromAnswer,
  type IdentityAdapter,
  type IdentityLogin,
} from './identity-adapter.ts';

export interface EmbeddedAdapterOptions {
  /** Base address of the provider, e.g. `/idp` (runtime config `idpBaseUrl`). */
  baseUrl: string;
  /** The country's provider key (runtime config `countries.<cc>.idpApiKey`). */
  apiKey: string;
  /** Language of the provider's e-mails (`es`, `es-mx`, `pt-br`). */
  lang: string;
}

type Answer = ReturnType<typeof gigyaOkResponseSchema.parse>;

/**
 * The embedded provider of apps/api/src/modules/identity/idp, over plain HTTP: `POST <base>/accounts.<method>`
 * with a JSON body of Gigya's parameter names. It is not under /api, so it takes none of the
 * product API's headers (api key, anti-forgery); the country's provider key is the `apiKey`
 * parameter, as with Gigya.
 */
export function createEmbeddedAdapter(options: EmbeddedAdapterOptions): IdentityAdapter {
  /** The provider session (`sessionInfo.cookieValue`) of the last login or registration. */
  let loginToken: string | undefined;

  async function call(method: string, params: Record<string, unknown>): Promise<Answer> {
    const url = `${options.baseUrl.replace(/\/+$/, '')}/accounts.${method}`;
    let response: Response;
    try {
      response = await withBlockingLoad(() =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ apiKey: options.apiKey, ...params }),
          credentials: 'omit',
        }),
      );
    } catch (cause) {
      throw new IdentityError(clientIdentityErrors.network, String(cause));
    }
    const answer: unknown = await response.json().catch(() => undefined);
    const failed = gigyaErrorFieldsSchema.safeParse(answer);
    if (failed.success) throw identityErrorOf(failed.data);
    const ok = gigyaOkResponseSchema.safeParse(answer);
    if (ok.success && response.ok) return ok.data;
    // The plain HTTP layer in front answered (429 from its rate limit, a 5xx, …).
    const code =
      response.status === 429 ? GigyaErrorCode.RATE_LIMIT_HIT : GigyaErrorCode.GENERAL_SERVER_ERROR;
    throw new IdentityError(code, `HTTP ${response.status}`);
  }

  function remember(answer: Answer): IdentityLogin {
    const login = loginFromAnswer(answer);
    const session = gigyaSessionInfoSchema.safeParse(answer.sessionInfo);
    if (session.success) loginToken = session.data.cookieValue;
    return login;
  }

  return {
    kind: 'embedded',
    ...gigyaAccountsMethods(call, remember, {
      lang: options.lang,
      loginParams: { include: 'profile' },
    }),
    async refreshLogin() {
      if (!loginToken) {
        throw new IdentityError(GigyaErrorCode.UNAUTHORIZED_USER, 'No provider session');
      }
      return loginFromAnswer(await call('getAccountInfo', { login_token: loginToken }));
    },
    async logout() {
      const token = loginToken;
      loginToken = undefined;
      if (token) await call('logout', { login_token: token });
    },
  };
}
