import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  consentTextKeys,
  consentTextVersion,
  type ConsentTextKey,
} from '@pulso/contracts/consent/text-version';
import type { UiLanguage } from '@pulso/contracts/country';
import { storeSession } from '../../lib/session.ts';
import { localRuntimeConfig } from '../../lib/runtime-config.ts';
import { mockApi, problem } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { translations } from '../../testing/translations.ts';
import { CONSENT_STORAGE_KEY, readStoredConsent } from './consent-store.ts';

/** The version of the banner's text in a language, from the translation file (es under es-MX). */
function expectedTextVersion(language: UiLanguage, policyRevision: number): Promise<string> {
  const section: Record<string, string> = {
    ...(language === 'es-MX' ? translations.es.consent : {}),
    ...translations[language].consent,
  };
  const texts = Object.fromEntries(consentTextKeys.map((key) => [key, section[key]])) as Record<
    ConsentTextKey,
    string
  >;
  return consentTextVersion({ language, policyRevision, texts });
}

const storedChoice = (overrides: Record<string, unknown> = {}) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      consentId: '00000000-0000-4000-8000-000000000007',
      categories: ['necessary'],
      policyRevision: 1_000_000,
      source: 'banner',
      at: '2026-01-01T00:00:00.000Z',
      ...overrides,
    }),
  );

/** The server's answer (consentResponseSchema): the choice as recorded, and the policy revision. */
const consentsApi = () =>
  mockApi({
    'POST /api/consents': ({ body }) =>
      Response.json(
        {
          ...(body as object),
          country: 'mx',
          host: 'localhost',
          at: '2026-01-01T00:00:00.000Z',
          currentPolicyRevision: 1,
        },
        { status: 201 },
      ),
  });

beforeEach(() => {
  // A browser that has not chosen yet (the test setup stores "necessary only").
  localStorage.removeItem(CONSENT_STORAGE_KEY);
});

describe('cookie banner', () => {
  it('versions every text of its translation section (a new text must join consentTextKeys)', () => {
    for (const language of ['es', 'es-MX', 'pt-br'] as const)
      expect(Object.keys(translations[language].consent).sort(), language).toEqual(
        [...consentTextKeys].sort(),
      );
  });

  it('asks on a first visit, with "reject" beside "accept", and records a refusal', async () => {
    const api = consentsApi();
    renderApp({ path: '/signin', country: 'mx' });
    const banner = await screen.findByRole('dialog', { name: 'Cookies en este portal' });
    const accept = within(banner).getByRole('button', { name: 'Aceptar todas' });
    const reject = within(banner).getByRole('button', { name: 'Rechazar opcionales' });
    // Same component, same variant: refusing looks exactly like accepting.
    expect(reject.className).toBe(accept.className);
    expect(within(banner).getByRole('link', { name: 'Política de privacidad' })).toBeVisible();

    await userEvent.click(reject);
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    expect(readStoredConsent()).toMatchObject({ categories: ['necessary'], source: 'banner' });
    await waitFor(() => expect(api.called('POST /api/consents')).toHaveLength(1));
    // The ledger is told which text was shown: the version of the banner's Mexican texts.
    expect(api.called('POST /api/consents')[0]!.body).toEqual({
      consentId: readStoredConsent()!.consentId,
      categories: ['necessary'],
      policyRevision: 1,
      source: 'banner',
      textVersion: await expectedTextVersion('es-MX', 1),
    });
  });

  it('lets the doctor choose per category, and comes back to the first layer when closed', async () => {
    const api = consentsApi();
    renderApp({ path: '/signin', country: 'br' });
    const banner = await screen.findByRole('dialog', { name: 'Cookies neste portal' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Personalizar' }));

    const preferences = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    const necessary = within(preferences).getByRole('checkbox', { name: 'Necessários' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    // Closed without a choice: the question stays.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cookies neste portal' })).getByRole(
        'button',
        { name: 'Personalizar' },
      ),
    );
    const again = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Análise' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Salvar escolhas' }));

    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(readStoredConsent()?.categories).toEqual(['necessary', 'analytics']);
    await waitFor(() => expect(api.called('POST /api/consents')).toHaveLength(1));
    expect(api.called('POST /api/consents')[0]!.body).toMatchObject({
      categories: ['necessary', 'analytics'],
      textVersion: await expectedTextVersion('pt-br', 1),
    });
  });

  it('does not ask again once chosen, and the footer link reopens the choice', async () => {
    consentsApi();
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        consentId: '00000000-0000-4000-8000-000000000001',
        categories: ['necessary', 'analytics'],
        policyRevision: 1_000_000,
        source: 'banner',
        at: '2026-01-01T00:00:00.000Z',
      }),
    );
    renderApp({ path: '/signin', country: 'mx' });
    // The footer's link (the frame draws its footer in the task after the page's first one).
    const reopen = await screen.findByRole('button', { name: 'Configuración de cookies' });
    expect(reopen.closest('footer')).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Cookies en este portal' })).toBeNull();

    await userEvent.click(reopen);
    const preferences = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    expect(within(preferences).getByRole('checkbox', { name: 'Análisis' })).toBeChecked();
    expect(within(preferences).getByRole('checkbox', { name: 'Mercadotecnia' })).not.toBeChecked();
    await userEvent.click(within(preferences).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(preferences).not.toBeInTheDocument());
    // An earlier choice exists: closing leaves no banner behind.
    expect(screen.queryByRole('dialog', { name: 'Cookies en este portal' })).toBeNull();
  });
});

describe('a text the ledger does not know', () => {
  it('says the choice was not recorded and asks again on the next page', async () => {
    mockApi({ 'POST /api/consents': () => problem(422, 'consent.text_version_unknown') });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/signin', country: 'br' });
    const banner = await screen.findByRole('dialog', { name: 'Cookies neste portal' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Recusar opcionais' }));
    expect(
      await screen.findByText(/Não conseguimos registrar a sua escolha de cookies/),
    ).toBeVisible();
    expect(readStoredConsent()).toBeUndefined();
    expect(warned).toHaveBeenCalledWith('The consent choice was not recorded', expect.anything());
  });
});

describe('the choice and the account', () => {
  it('ties the choices made signed out to the account when the doctor signs in', async () => {
    const api = mockApi({
      'POST /api/consents/links': ({ body }) =>
        Response.json({ ...(body as object), linkedRecords: 1 }),
    });
    storedChoice({ categories: ['necessary', 'analytics'], linked: false });
    renderApp({ path: '/signin', country: 'mx' });
    await screen.findByRole('button', { name: 'Configuración de cookies' });
    expect(api.called('POST /api/consents/links')).toHaveLength(0);

    act(() => storeSession({ token: 'session-token-1', userId: 'idp-user-7' }));
    await waitFor(() => expect(api.called('POST /api/consents/links')).toHaveLength(1));
    expect(api.called('POST /api/consents/links')[0]!.body).toEqual({
      consentId: '00000000-0000-4000-8000-000000000007',
    });
    expect(api.called('POST /api/consents/links')[0]!.headers.get('authorization')).toBe(
      'Bearer session-token-1',
    );
    await waitFor(() => expect(readStoredConsent()?.linked).toBe(true));
  });

  it('sends a choice made signed in with the session, and has nothing to tie afterwards', async () => {
    const api = consentsApi();
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    renderApp({ path: '/signin', country: 'mx', session: { token: 'session-token-2' } });
    const banner = await screen.findByRole('dialog', { name: 'Cookies en este portal' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Aceptar todas' }));
    await waitFor(() => expect(api.called('POST /api/consents')).toHaveLength(1));
    expect(api.called('POST /api/consents')[0]!.headers.get('authorization')).toBe(
      'Bearer session-token-2',
    );
    expect(readStoredConsent()?.linked).toBe(true);
    expect(api.called('POST /api/consents/links')).toHaveLength(0);
  });
});

describe('OneTrust', () => {
  it('records what OneTrust reports with the choice', async () => {
    const api = consentsApi();
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    const config = localRuntimeConfig();
    config.countries = {
      ...config.countries,
      br: { ...config.countries.br!, consentKey: 'ot-br-test' },
    };
    renderApp({ path: '/signin', country: 'br', config });
    await waitFor(() => expect(window.OptanonWrapper).toBeTypeOf('function'));
    // OneTrust's state after the visitor's choice in its banner.
    window.OptanonActiveGroups = ',C0001,C0002,';
    document.cookie =
      'OptanonConsent=isGpcEnabled=0&datestamp=Mon+Jan+05+2026+10%3A00%3A00+GMT-0300&version=202503.1.0&consentId=ot-7&interactionCount=1&groups=C0001%3A1%2CC0002%3A1%2CC0004%3A0&geolocation=BR%3BSP; path=/';
    act(() => window.OptanonWrapper!());
    await waitFor(() => expect(api.called('POST /api/consents')).toHaveLength(1));
    expect(api.called('POST /api/consents')[0]!.body).toMatchObject({
      categories: ['necessary', 'analytics'],
      source: 'onetrust',
      oneTrust: {
        activeGroups: ',C0001,C0002,',
        domainScript: 'ot-br-test',
        consentId: 'ot-7',
        datestamp: 'Mon Jan 05 2026 10:00:00 GMT-0300',
        version: '202503.1.0',
        groups: 'C0001:1,C0002:1,C0004:0',
        geolocation: 'BR;SP',
      },
    });
    document.cookie = 'OptanonConsent=; path=/; max-age=0';
    delete window.OptanonWrapper;
    delete window.OptanonActiveGroups;
  });
});
