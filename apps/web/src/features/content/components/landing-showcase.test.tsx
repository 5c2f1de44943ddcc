import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { banner, card, cluster, row } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';

describe('landing showcase', () => {
  it('shows the public banners and the newest items; opening one asks to sign in', async () => {
    const api = mockApi({
      'GET /api/clusters/landing': () =>
        Response.json(
          cluster('landing', [row('novelty', [card('nuevo-uno'), card('nuevo-dos')])], {
            outdoors: [banner('publico-uno')],
          }),
        ),
    });
    const { router } = renderApp({ path: '/', country: 'mx' });
    const section = await screen.findByRole('region', { name: 'Un adelanto del portal' });
    expect(within(section).getByRole('img', { name: 'Banner publico-uno' })).toHaveAttribute(
      'src',
      '/media/demo/womens-health-1.preview.svg',
    );
    const novelty = within(section).getByRole('list', { name: 'Lo más reciente' });
    const link = within(novelty).getByRole('link', { name: 'Título nuevo-uno' });
    expect(link).toHaveAttribute('href', '/signin');
    expect(api.called('GET /api/clusters/landing')[0]!.headers.get('locale-id')).toBe('es-MX');

    await userEvent.click(link);
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
  });

  it('leaves the landing as it is when the call fails', async () => {
    mockApi({ 'GET /api/clusters/landing': () => problem(500, 'internal') });
    renderApp({ path: '/', country: 'br' });
    expect(await screen.findByRole('link', { name: 'Entrar ou cadastrar-se' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Uma prévia do portal' })).not.toBeInTheDocument();
  });
});
