import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRuntimeConfig } from '../../../lib/runtime-config.ts';
import { mockApi } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import type { GigyaLoginEvent, GigyaSdk } from '../adapters/gigya-adapter.ts';
import { resetIdentityAdapters } from '../adapters/select-adapter.ts';
import { loginResponse, signedLogin } from '../testing/identity-api.ts';
import { loginDialog } from '../testing/screens.ts';

afterEach(() => {
  resetIdentityAdapters();
  delete window.gigya;
});

describe('SAP CDC (gigya) adapter in the login modal', () => {
  function fakeGigya() {
    let onLogin: ((event: GigyaLoginEvent) => void) | undefined;
    const accounts = {
      showScreenSet: vi.fn(),
      hideScreenSet: vi.fn(),
      addEventHandlers: vi.fn((handlers: { onLogin?: (event: GigyaLoginEvent) => void }) => {
        onLogin = handlers.onLogin;
      }),
      login: vi.fn(),
      initRegistration: vi.fn(),
      register: vi.fn(),
      resetPassword: vi.fn(),
      getAccountInfo: vi.fn(),
      logout: vi.fn(),
    } satisfies GigyaSdk['accounts'];
    window.gigya = { accounts };
    return { accounts, fireLogin: (event: GigyaLoginEvent) => onLogin?.(event) };
  }

  it("renders the provider's screen set in the modal and signs in from its onLogin", async () => {
    const fake = fakeGigya();
    const api = mockApi({
      'POST /api/users/login': () => loginResponse({ country: 'mx' }),
      'GET /api/users/profile': () => new Promise<Response>(() => undefined),
    });
    const config = { ...localRuntimeConfig(), identityAdapter: 'gigya' as const };
    const { router } = renderApp({ path: '/signin', country: 'mx', config });
    const dialog = await loginDialog();
    await waitFor(() => expect(fake.accounts.showScreenSet).toHaveBeenCalled());
    const params = fake.accounts.showScreenSet.mock.calls[0]![0] as Record<string, unknown>;
    expect(params).toMatchObject({
      screenSet: 'bayer-RegistrationLogin_Social',
      startScreen: 'gigya-login-screen',
    });
    expect(within(dialog).getByTestId('provider-screen').id).toBe(params.containerID);

    fake.fireLogin({ eventName: 'login', provider: 'site', ...signedLogin, profile: {} });
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(api.called('POST /api/users/login')[0]!.body).toEqual(signedLogin);
    // Hidden when the modal closes, which can come after the navigation under load.
    await waitFor(() => expect(fake.accounts.hideScreenSet).toHaveBeenCalled());
  });

  it("shows 'ERROR READING GIGYA LOGIN DATA' when onLogin carries no signature", async () => {
    const fake = fakeGigya();
    const api = mockApi({});
    const config = { ...localRuntimeConfig(), identityAdapter: 'gigya' as const };
    renderApp({ path: '/signin', country: 'br', config });
    await loginDialog('Entrar');
    await waitFor(() => expect(fake.accounts.showScreenSet).toHaveBeenCalled());
    fake.fireLogin({ eventName: 'login', provider: 'site', UID: 'uid-77', profile: {} });
    expect(
      await screen.findByRole('dialog', { name: 'Erro ao ler os dados de login' }),
    ).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });
});
