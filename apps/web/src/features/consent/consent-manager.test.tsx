import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { CONSENT_STORAGE_KEY, readStoredConsent } from './consent-store.ts';

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
    expect(api.called('POST /api/consents')[0]!.body).toMatchObject({
      categories: ['necessary'],
      source: 'banner',
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
