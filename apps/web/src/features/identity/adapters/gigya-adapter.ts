import { gigyaAccountsMethods } from './gigya-accounts-methods.ts';
import { GigyaErrorCode, gigyaErrorFieldsSchema } from '@pulso/contracts/identity';
import { withBlockingLoad } from '../../../lib/loading-store.ts';
import {
  IdentityError,
  clientIdentityErrors,
  identityErrorOf,
  loginFromAnswer,
  type IdentityAdapter,
  type ProviderScreenSetOptions,
} from './identity-adapter.ts';

/*
 * SAP Customer Data Cloud (Gigya) in production, through its web SDK. The SDK is loaded from
 * Gigya's CDN with the country's key; the server's Content-Security-Policy must allow that
 * origin (script-src https://cdns.gigya.com, and connect-src / frame-src for the data-center
 * hosts, e.g. https://*.gigya.com) — configuration widens it when this adapter is selected.
 */

/** Spec §7: the screen set and its start screens. */
export const GIGYA_SCREEN_SET = 'bayer-RegistrationLogin_Social';
export const gigyaStartScreens = {
  login: 'gigya-login-screen',
  forgotPassword: 'gigya-forgot-password-screen',
} as const;

export const GIGYA_SCRIPT_ORIGIN = 'https://cdns.gigya.com';

/** The answer every SDK call gives its callback (read with the contracts' schemas). */
export interface GigyaSdkResponse {
  errorCode: number;
  [key: string]: unknown;
}

type SdkCallback = (response: GigyaSdkResponse) => void;
type SdkMethod = (params: Record<string, unknown> & { callback?: SdkCallback }) => void;

/** The onLogin event of `accounts.addEventHandlers` (read with `gigyaLoginAnswerSchema`). */
export interface GigyaLoginEvent {
  eventName?: string;
  provider?: string;
  [key: string]: unknown;
}

/** The part of `window.gigya` the portal uses. */
export interface GigyaSdk {
  accounts: {
    showScreenSet: (params: Record<string, unknown>) => void;
    hideScreenSet: (params: Record<string, unknown>) => void;
    addEventHandlers: (params: { onLogin?: (event: GigyaLoginEvent) => void }) => void;
    login: SdkMethod;
    initRegistration: SdkMethod;
    register: SdkMethod;
    resetPassword: SdkMethod;
    getAccountInfo: SdkMethod;
    logout: SdkMethod;
  };
}

declare global {
  interface Window {
    gigya?: GigyaSdk;
    /** Gigya calls it when the SDK is ready. */
    onGigyaServiceReady?: (serviceName?: string) => void;
  }
}

export interface GigyaAdapterOptions {
  /** The country's Gigya API key (runtime config `countries.<cc>.idpApiKey`). */
  apiKey: string;
  /** Screen-set language (`es`, `es-mx`, `pt-br`). */
  lang: string;
  /** Tests: the document the script tag goes into. */
  document?: Document;
}

export function gigyaScriptUrl(apiKey: string, lang: string): string {
  const query = new URLSearchParams({ apikey: apiKey, lang });
  return `${GIGYA_SCRIPT_ORIGIN}/js/gigya.js?${query.toString()}`;
}

function loadSdk(options: GigyaAdapterOptions): Promise<GigyaSdk> {
  if (window.gigya) return Promise.resolve(window.gigya);
  const doc = options.document ?? document;
  return new Promise<GigyaSdk>((resolve, reject) => {
    const ready = () => {
      if (window.gigya) resolve(window.gigya);
    };
    const previous = window.onGigyaServiceReady;
    window.onGigyaServiceReady = (name) => {
      previous?.(name);
      ready();
    };
    const script = doc.createElement('script');
    script.src = gigyaScriptUrl(options.apiKey, options.lang);
    script.async = true;
    script.addEventListener('load', ready);
    script.addEventListener('error', () =>
      reject(new IdentityError(clientIdentityErrors.network, 'The Gigya SDK did not load')),
    );
    doc.head.appendChild(script);
  });
}

export function createGigyaAdapter(options: GigyaAdapterOptions): IdentityAdapter {
  let sdkPromise: Promise<GigyaSdk> | undefined;
  let handlersAdded = false;
  /** The screen set showing now receives the SDK's (global) onLogin events. */
  let screenSetListener: ProviderScreenSetOptions | undefined;

  function sdk(): Promise<GigyaSdk> {
    sdkPromise ??= loadSdk(options).catch((error: unknown) => {
      sdkPromise = undefined;
      throw error;
    });
    return sdkPromise;
  }

  async function call(
    method: keyof Omit<
      GigyaSdk['accounts'],
      'showScreenSet' | 'hideScreenSet' | 'addEventHandlers'
    >,
    params: Record<string, unknown>,
  ): Promise<GigyaSdkResponse> {
    return withBlockingLoad(async () => {
      const accounts = (await sdk()).accounts;
      const response = await new Promise<GigyaSdkResponse>((resolve) =>
        accounts[method]({ ...params, callback: resolve }),
      );
      const failed = gigyaErrorFieldsSchema.safeParse(response);
      if (failed.success) throw identityErrorOf(failed.data);
      return response;
    });
  }

  function onLogin(event: GigyaLoginEvent): void {
    const listener = screenSetListener;
    if (!listener) return;
    try {
      listener.onLogin(loginFromAnswer(event));
    } catch (error) {
      listener.onError(
        error instanceof IdentityError
          ? error
          : new IdentityError(clientIdentityErrors.missingSignature, String(error)),
      );
    }
  }

  return {
    kind: 'gigya',
    async showScreenSet(screenSet) {
      const gigya = await sdk();
      if (!handlersAdded) {
        gigya.accounts.addEventHandlers({ onLogin });
        handlersAdded = true;
      }
      screenSetListener = screenSet;
      gigya.accounts.showScreenSet({
        screenSet: GIGYA_SCREEN_SET,
        startScreen: gigyaStartScreens[screenSet.start],
        containerID: screenSet.containerId,
        lang: options.lang,
        onError: (event: { errorCode?: number; errorMessage?: string }) =>
          screenSet.onError(
            new IdentityError(
              event.errorCode ?? GigyaErrorCode.GENERAL_SERVER_ERROR,
              event.errorMessage ?? 'Gigya screen-set error',
            ),
          ),
      });
      return () => {
        if (screenSetListener === screenSet) screenSetListener = undefined;
        gigya.accounts.hideScreenSet({ screenSet: GIGYA_SCREEN_SET });
      };
    },
    ...gigyaAccountsMethods(call, loginFromAnswer, { lang: options.lang }),
    async refreshLogin() {
      return loginFromAnswer(await call('getAccountInfo', {}));
    },
    async logout() {
      await call('logout', {});
    },
  };
}
