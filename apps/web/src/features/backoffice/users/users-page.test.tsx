import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import UsersPage from './users-page.tsx';

const ID = '0b5e4a52-3f7c-4d7e-9a55-2f8b1c3d4e5f';
const summary = {
  id: ID,
  name: 'Sofía Hernández',
  email: 'demo.mx@pulso.example',
  country: 'mx',
  licence: '12345678',
  specialty: 'Cardiología',
  canAccessSpeakerTraining: false,
};
const detail = (enabled: boolean) => ({
  ...summary,
  canAccessSpeakerTraining: enabled,
  registrationType: 'doctor',
  createdAt: '2026-01-05T10:00:00.000Z',
  roles: [],
  registrationConsents: [
    { kind: 'terms', granted: true, at: '2026-01-05T10:00:00.000Z', termsVersion: '3' },
  ],
  consentRecords: [
    {
      consentId: 'c1',
      categories: ['necessary', 'analytics'],
      policyRevision: 1,
      source: 'banner',
      country: 'mx',
      host: 'mx.pulso.example',
      at: '2026-02-01T10:00:00.000Z',
    },
  ],
});

describe('back office: users', () => {
  it('finds a doctor, shows their consents and grants speaker training', async () => {
    let enabled = false;
    const api = mockApi({
      'GET /api/backoffice/users': ({ url }) =>
        Response.json({
          items: url.searchParams.get('q')
            ? [{ ...summary, canAccessSpeakerTraining: enabled }]
            : [],
          page: 1,
          pageSize: 20,
          total: url.searchParams.get('q') ? 1 : 0,
        }),
      [`GET /api/backoffice/users/${ID}`]: () => Response.json(detail(enabled)),
      [`PUT /api/backoffice/users/${ID}/speaker-training`]: ({ body }) => {
        enabled = (body as { enabled: boolean }).enabled;
        return Response.json(detail(enabled));
      },
    });
    renderApp({
      path: '/backoffice/users',
      session: {},
      routes: [{ path: '/backoffice/users', Component: UsersPage }],
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('No hay cuentas que coincidan.')).toBeVisible();
    await user.type(screen.getByLabelText(/Buscar médico/), 'sofia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(
      await screen.findByRole('button', { name: 'Ver la cuenta de Sofía Hernández' }),
    );

    const card = await screen.findByRole('region', { name: 'Cuenta' });
    expect(await within(card).findByText('Cookies (mx.pulso.example)')).toBeVisible();
    expect(within(card).getByText('necessary, analytics')).toBeVisible();
    const toggle = within(card).getByRole('switch', { name: 'Speaker training' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await expect.poll(() => toggle).toBeChecked();
    expect(api.called(`PUT /api/backoffice/users/${ID}/speaker-training`)[0]!.body).toEqual({
      enabled: true,
    });
    expect(api.called('GET /api/backoffice/users').at(-1)!.url.searchParams.get('q')).toBe('sofia');
  });
});
