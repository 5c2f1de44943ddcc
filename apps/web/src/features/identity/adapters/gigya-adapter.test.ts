import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts } from '@pulso/contracts/alerts';
import { GigyaErrorCode } from '@pulso/contracts/identity';
import { registrationFormSchemaFor } from '@pulso/contracts/registration';
import { storageKeys } from '../../../config/storage-keys.ts';
import { configureHttpClient } from '../../../lib/http/http-client.ts';
import { mockApi } from '../../../testing/fixtures.ts';
import { setNavigator } from '../../../lib/navigation.ts';
import { registerAccount } from '../session/registration-flow.ts';
import { signOut } from '../session/sign-out.ts';
import { completeIdentityLogin } from '../session/sign-in-flow.ts';
import {
  GIGYA_SCREEN_SET,
  createGigyaAdapter,
  gigyaScriptUrl,
  type GigyaLoginEvent,
  type GigyaSdk,
  type GigyaSdkResponse,
} from './gigya-adapter.ts';
import {
  clientIdentityErrors,
  type IdentityError,
  type IdentityLogin,
} from './identity-adapter.ts';

type Params = Record<string, unknown> & { callback?: (response: GigyaSdkResponse) => void };

/** A stand-in for Gigya's web SDK: records every call; SDK calls answer what `answers` says. */
function fakeGigya(answers: Partial<Record<string, GigyaSdkResponse>> = {}) {
  let onLogin: ((event: GigyaLoginEvent) => void) | undefined;
  const calls: { method: string; params: Params }[] = [];
  const sdkMethod = (method: string) =>
    vi.fn((params: Params) => {
      calls.push({ method, params });
      params.callback?.(answers[method] ?? { errorCode: 0 });
    });
  const accounts = {
    showScreenSet: vi.fn(),
    hideScreenSet: vi.fn(),
    addEventHandlers: vi.fn((handlers: { onLogin?: (event: GigyaLoginEvent) => void }) => {
      onLogin = handlers.onLogin;
    }),
    login: sdkMethod('login'),
    initRegistration: sdkMethod('initRegistration'),
    register: sdkMethod('register'),
    resetPassword: sdkMethod('resetPassword'),
    getAccountInfo: sdkMethod('getAccountInfo'),
    logout: sdkMethod('logout'),
  } satisfies GigyaSdk['accounts'];
  return {
    sdk: { accounts } satisfies GigyaSdk,
    accounts,
    calls,
    fireLogin: (event: GigyaLoginEvent) => onLogin?.(event),
  };
}

const signed = {
  UID: 'uid-77',
  UIDSignature: 'c2lnbmF0dXJl',
  signatureTimestamp: '1767225600',
};

beforeEach(() => {
  configureHttpClient({
    apiKey: 'pulso-local',
    region: 'BRASIL',
    localeId: 'pt-BR',
    apiBaseUrl: '/api',
    docfinderBaseUrl: '/docfinder/v1',
  });
});

afterEach(() => {
  delete window.gigya;
  delete window.onGigyaServiceReady;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('gigya adapter: the SDK script', () => {
  it("loads Gigya's script with the country's key and language, once", async () => {
    const fake = fakeGigya();
    const adapter = createGigyaAdapter({ apiKey: 'br-key/1', lang: 'pt-br' });
    const showing = adapter.showScreenSet!({
      containerId: 'box',
      start: 'login',
      onLogin: vi.fn(),
      onError: vi.fn(),
    });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(gigyaScriptUrl('br-key/1', 'pt-br'));
    expect(scripts[0]!.src).toBe('https://cdns.gigya.com/js/gigya.js?apikey=br-key%2F1&lang=pt-br');

    // Gigya announces itself with onGigyaServiceReady once the SDK has started.
    window.gigya = fake.sdk;
    window.onGigyaServiceReady?.('gigya');
    await showing;
    expect(fake.accounts.showScreenSet).toHaveBeenCalledTimes(1);

    await adapter.requestPasswordReset('a@b.example');
    expect(fake.calls).toMatchObject([
      { method: 'resetPassword', params: { loginID: 'a@b.example', lang: 'pt-br' } },
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('reports a script that does not load as a network failure', async () => {
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'es' });
    const login = adapter.login('a@b.example', 'pw');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(login).rejects.toMatchObject({ errorCode: clientIdentityErrors.network });
  });
});

describe('gigya adapter: the screen set', () => {
  it("shows the configured screen set at the login or forgot-password start screen, in the modal's container", async () => {
    const fake = fakeGigya();
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'es-mx' });
    const hide = await adapter.showScreenSet!({
      containerId: 'gigya-box',
      start: 'login',
      onLogin: vi.fn(),
      onError: vi.fn(),
    });
    expect(fake.accounts.showScreenSet).toHaveBeenLastCalledWith(
      expect.objectContaining({
        screenSet: 'bayer-RegistrationLogin_Social',
        startScreen: 'gigya-login-screen',
        containerID: 'gigya-box',
        lang: 'es-mx',
      }),
    );
    hide();
    expect(fake.accounts.hideScreenSet).toHaveBeenCalledWith({ screenSet: GIGYA_SCREEN_SET });

    await adapter.showScreenSet!({
      containerId: 'gigya-box',
      start: 'forgotPassword',
      onLogin: vi.fn(),
      onError: vi.fn(),
    });
    expect(fake.accounts.showScreenSet).toHaveBeenLastCalledWith(
      expect.objectContaining({ startScreen: 'gigya-forgot-password-screen' }),
    );
    // The onLogin handler is added once, however often the screen set shows.
    expect(fake.accounts.addEventHandlers).toHaveBeenCalledTimes(1);
  });

  it('passes the login payload of onLogin on, with the provider and profile', async () => {
    const fake = fakeGigya();
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'pt-br' });
    const onLogin = vi.fn<(login: IdentityLogin) => void>();
    const onError = vi.fn();
    await adapter.showScreenSet!({ containerId: 'c', start: 'login', onLogin, onError });

    fake.fireLogin({
      eventName: 'login',
      provider: 'linkedin',
      ...signed,
      signatureTimestamp: 1767225600 as unknown as string,
      profile: { firstName: 'Joana', lastName: 'Teste', email: 'joana@pulso.example' },
    });
    expect(onError).not.toHaveBeenCalled();
    expect(onLogin).toHaveBeenCalledWith({
      payload: signed,
      provider: 'linkedin',
      profile: { firstName: 'Joana', lastName: 'Teste', email: 'joana@pulso.example' },
    });
  });

  it("reports 'ERROR READING GIGYA LOGIN DATA' when the login has no signature", async () => {
    const fake = fakeGigya();
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'es' });
    const onLogin = vi.fn();
    const onError = vi.fn<(error: IdentityError) => void>();
    await adapter.showScreenSet!({ containerId: 'c', start: 'login', onLogin, onError });

    fake.fireLogin({ eventName: 'login', provider: 'site', UID: 'uid-77', profile: {} });
    expect(onLogin).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    const error = onError.mock.calls[0]![0];
    expect(error.errorCode).toBe(clientIdentityErrors.missingSignature);
    expect(error.message).toBe(alerts.gigyaLoginData.original);
  });

  it('stops passing logins on once the screen set is hidden', async () => {
    const fake = fakeGigya();
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'es' });
    const onLogin = vi.fn();
    const hide = await adapter.showScreenSet!({
      containerId: 'c',
      start: 'login',
      onLogin,
      onError: vi.fn(),
    });
    hide();
    fake.fireLogin({ ...signed, provider: 'site' });
    expect(onLogin).not.toHaveBeenCalled();
  });
});

describe('gigya adapter: accounts calls through the SDK', () => {
  it('logs in and answers the signed payload', async () => {
    const fake = fakeGigya({
      login: { errorCode: 0, ...signed, profile: { email: 'x@y.example' } },
    });
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'es' });
    await expect(adapter.login('x@y.example', 'Pulso!2026')).resolves.toMatchObject({
      payload: signed,
      provider: 'site',
    });
    expect(fake.calls[0]).toMatchObject({
      method: 'login',
      params: { loginID: 'x@y.example', password: 'Pulso!2026' },
    });
  });

  it("turns Gigya's error codes into IdentityErrors (403042 wrong pair)", async () => {
    const fake = fakeGigya({
      login: {
        errorCode: GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD,
        errorMessage: 'Invalid LoginID',
      },
    });
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'es' });
    await expect(adapter.login('x@y.example', 'nope')).rejects.toMatchObject({
      errorCode: 403042,
    });
  });

  it('registers with the registration token, the names and finalize on', async () => {
    const fake = fakeGigya({
      initRegistration: { errorCode: 0, regToken: 'reg-1' },
      register: { errorCode: 0, ...signed, profile: { email: 'new@pulso.example' } },
    });
    window.gigya = fake.sdk;
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'pt-br' });
    const regToken = await adapter.initRegistration();
    const login = await adapter.register({
      regToken,
      email: 'new@pulso.example',
      password: 'Pulso!2026',
      firstName: 'Joana',
      lastName: 'Teste',
    });
    expect(login.payload).toEqual(signed);
    expect(fake.calls.find((call) => call.method === 'register')?.params).toMatchObject({
      regToken: 'reg-1',
      email: 'new@pulso.example',
      password: 'Pulso!2026',
      profile: { firstName: 'Joana', lastName: 'Teste' },
      finalizeRegistration: true,
      lang: 'pt-br',
    });
  });
});

describe('gigya adapter in the session flows', () => {
  it("signing out ends the product session and Gigya's own (accounts.logout), decision 071", async () => {
    const fake = fakeGigya();
    window.gigya = fake.sdk;
    const api = mockApi({ 'POST /api/users/logout': () => new Response(null, { status: 204 }) });
    const navigate = vi.fn();
    setNavigator({ navigate, currentPath: () => '/home' });
    localStorage.setItem(storageKeys.token, 'test-token');
    try {
      await signOut(createGigyaAdapter({ apiKey: '3_br', lang: 'pt-br' }));
    } finally {
      setNavigator(null);
    }
    expect(fake.calls.map((call) => call.method)).toEqual(['logout']);
    expect(api.called('POST /api/users/logout')).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  const brazilianForm = registrationFormSchemaFor('br').parse({
    firstName: 'Joana',
    lastName: 'Teste',
    password: 'Pulso!2026',
    email: 'joana@pulso.example',
    specialty: 'CARDIOLOGIA',
    registerUf: 'SP',
    registerNumber: '123456',
    iamDoctor: true,
    readAcceptTerms: true,
  });

  it("raises 'ERROR ON initGigyaRegister' when no registration token comes", async () => {
    const fake = fakeGigya({
      initRegistration: {
        errorCode: GigyaErrorCode.GENERAL_SERVER_ERROR,
        errorMessage: 'General Server Error',
      },
    });
    window.gigya = fake.sdk;
    const api = mockApi({});
    const adapter = createGigyaAdapter({ apiKey: 'k', lang: 'pt-br' });
    const outcome = await registerAccount(adapter, 'br', brazilianForm);
    expect(outcome).toMatchObject({ kind: 'alert', titleKey: alerts.initGigyaRegister.key });
    expect(fake.calls.some((call) => call.method === 'register')).toBe(false);
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.regToken)).toBeNull();
  });

  it('sends a social login whose e-mail the product does not know to registration auto-complete', async () => {
    const api = mockApi({ 'GET /api/users/verify': () => Response.json({ valid: true }) });
    const outcome = await completeIdentityLogin({
      payload: signed,
      provider: 'facebook',
      profile: { firstName: 'Joana', lastName: 'Teste', email: 'joana@pulso.example' },
    });
    expect(outcome).toEqual({
      kind: 'notRegistered',
      prefill: {
        firstName: 'Joana',
        lastName: 'Teste',
        email: 'joana@pulso.example',
        login: signed,
      },
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/users/verify',
    ]);
    expect(api.calls[0]!.url.searchParams.get('email')).toBe('joana@pulso.example');
  });

  it('exchanges a social login whose e-mail the product knows', async () => {
    const api = mockApi({
      'GET /api/users/verify': () => Response.json({ valid: false }),
      'POST /api/users/login': () =>
        Response.json(
          { type: 'about:blank', title: 'x', status: 404, code: 'users.not_registered' },
          { status: 404 },
        ),
    });
    const outcome = await completeIdentityLogin({
      payload: signed,
      provider: 'linkedin',
      profile: { email: 'known@pulso.example' },
    });
    expect(api.called('POST /api/users/login')[0]!.body).toEqual(signed);
    expect(outcome.kind).toBe('notRegistered');
  });
});
