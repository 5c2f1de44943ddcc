import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import ExpiryPage from './expiry-page.tsx';

const item = (id: string, daysLeft: number) => ({
  id,
  version: 1,
  title: `Guía ${id}`,
  countries: ['mx'],
  approvalCode: `MX-${id}`,
  validTo: '2026-12-20T12:00:00.000Z',
  daysLeft,
  owner: { id: 'u1', name: 'Elena Editora MX', email: 'editor.mx@pulso.example' },
});

const render = () =>
  renderApp({
    path: '/backoffice/expiry',
    session: {},
    routes: [{ path: '/backoffice/expiry', Component: ExpiryPage }],
  });

describe('back office: expiry dashboard', () => {
  it('lists what expires within 30 days, then 7, with owner and days left', async () => {
    const api = mockApi({
      'GET /api/backoffice/contents/expiring': ({ url }) =>
        Response.json({
          items:
            url.searchParams.get('days') === '7' ? [item('a', 5)] : [item('a', 5), item('b', 20)],
        }),
    });
    render();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Guía b')).toBeVisible();
    expect(within(table).getByText('20 días')).toBeVisible();
    expect(within(table).getAllByText('Elena Editora MX')).toHaveLength(2);

    await userEvent.click(screen.getByText('7 días'));
    expect(await screen.findByText('Guía a')).toBeVisible();
    await expect.poll(() => screen.queryByText('Guía b')).toBeNull();
    expect(
      api
        .called('GET /api/backoffice/contents/expiring')
        .map((call) => call.url.searchParams.get('days')),
    ).toEqual(['30', '7']);
  });

  it('says when nothing expires, and when the role does not allow it', async () => {
    mockApi({ 'GET /api/backoffice/contents/expiring': () => Response.json({ items: [] }) });
    const { unmount } = render();
    expect(await screen.findByText('Nada vence en los próximos 30 días.')).toBeVisible();
    unmount();
    mockApi({
      'GET /api/backoffice/contents/expiring': () => problem(403, 'backoffice.forbidden'),
    });
    render();
    expect(await screen.findByText('Tu rol no permite esta acción.')).toBeVisible();
  });
});
