import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import UsersPage from './users-page.tsx';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../lib/save-blob.ts', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

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

  it("shows the account's trail, with a change made here, and exports it as CSV", async () => {
    let enabled = true;
    const step = (action: string, at: string, now: boolean) => ({
      action,
      actor: { id: 'a1', name: 'Admin MX' },
      at,
      before: { canAccessSpeakerTraining: !now },
      after: { canAccessSpeakerTraining: now },
    });
    const trail = [step('grant-speaker-training', '2026-11-20T15:00:00.000Z', true)];
    const api = mockApi({
      'GET /api/backoffice/users': () =>
        Response.json({ items: [summary], page: 1, pageSize: 20, total: 1 }),
      [`GET /api/backoffice/users/${ID}`]: () => Response.json(detail(enabled)),
      [`PUT /api/backoffice/users/${ID}/speaker-training`]: ({ body }) => {
        enabled = (body as { enabled: boolean }).enabled;
        trail.push(step('remove-speaker-training', '2026-11-21T09:30:00.000Z', enabled));
        return Response.json(detail(enabled));
      },
      'GET /api/backoffice/audit': () => Response.json({ items: trail }),
      'GET /api/backoffice/audit.csv': () =>
        new Response('action,actor\ngrant-speaker-training,Admin MX\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    renderApp({
      path: '/backoffice/users',
      session: {},
      routes: [{ path: '/backoffice/users', Component: UsersPage }],
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: 'Ver la cuenta de Sofía Hernández' }),
    );

    const card = await screen.findByRole('region', { name: 'Cuenta' });
    const history = within(card).getByRole('region', { name: 'Historial' });
    expect(
      await within(history).findByText(
        'Cada acción del personal sobre esta cuenta, de la más antigua a la más reciente.',
      ),
    ).toBeVisible();
    const [granted] = await within(history).findAllByTestId('audit-entry');
    expect(granted).toHaveTextContent('Speaker training concedido');
    expect(granted).toHaveTextContent('Admin MX');
    expect(granted).toHaveTextContent('Acceso a la formación de ponentes: No → Sí');
    expect(api.called('GET /api/backoffice/audit')[0]!.url.searchParams.get('entityId')).toBe(ID);

    await user.click(within(card).getByRole('switch', { name: 'Speaker training' }));
    await waitFor(() => expect(within(history).getAllByTestId('audit-entry')).toHaveLength(2));
    expect(within(history).getAllByTestId('audit-entry')[1]).toHaveTextContent(
      'Speaker training retirado',
    );

    await user.click(within(history).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`audit-${ID}.csv`);
    expect(await saved[0]!.blob.text()).toContain('grant-speaker-training,Admin MX');
    expect(api.called('GET /api/backoffice/audit.csv')[0]!.url.searchParams.get('entityId')).toBe(
      ID,
    );
  });
});
