import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, cluster, row } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('content lists', () => {
  it('novidades pages with `next` and opens items in its own section', async () => {
    const api = mockApi({
      'GET /api/clusters/news': ({ url }) =>
        Response.json(
          url.searchParams.get('next') === 'p2'
            ? cluster('news', [row('news', [card('noticia-3')])])
            : cluster('news', [row('news', [card('noticia-1'), card('noticia-2')])], {
                next: 'p2',
              }),
        ),
    });
    renderApp({ path: '/novidades', country: 'br', session: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
    const first = await screen.findByRole('link', { name: 'Título noticia-1' });
    expect(first).toHaveAttribute('href', '/novidades/noticia-1');
    const list = first.closest('ul')!;
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(api.called('GET /api/clusters/news').map((c) => c.url.searchParams.get('next'))).toEqual(
      [null, 'p2'],
    );
  });

  it.each([
    ['/solo-en-UM', 'mx', 'exclusive', '/solo-en-UM/exclusivo-1'],
    ['/somente-no-UM', 'br', 'exclusive', '/somente-no-UM/exclusivo-1'],
    ['/solo-en-Xarelto', 'mx', 'exclusive-xarelto', '/solo-en-Xarelto/exclusivo-1'],
  ])('%s lists cluster %s', async (path, country, clusterId, href) => {
    mockApi({
      [`GET /api/clusters/${clusterId}`]: () =>
        Response.json(cluster(clusterId, [row(clusterId, [card('exclusivo-1')])])),
    });
    renderApp({ path, country: country as 'mx' | 'br', session: {} });
    expect(await screen.findByRole('link', { name: 'Título exclusivo-1' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('says when a product has no exclusive list', async () => {
    mockApi({
      'GET /api/clusters/exclusive-nada': () => problem(404, 'content.cluster_not_found'),
    });
    renderApp({ path: '/solo-en-Nada', country: 'mx', session: {} });
    expect(await screen.findByTestId('empty-message')).toHaveTextContent('Esta lista no existe');
  });

  it('productos shows the products grid, each opening its product screen', async () => {
    mockApi({
      'GET /api/clusters/products': () =>
        Response.json(
          cluster('products', [row('products', [card('eylia', { mainCluster: 'to_product' })])]),
        ),
    });
    renderApp({ path: '/productos', country: 'br', session: {} });
    expect(await screen.findByRole('link', { name: 'Título eylia' })).toHaveAttribute(
      'href',
      '/productos/eylia',
    );
  });

  it('feed shows a list with synopses and an empty state', async () => {
    mockApi({
      'GET /api/clusters/feed': () =>
        Response.json(cluster('feed', [row('feed', [card('post-1')])])),
    });
    renderApp({ path: '/feed', country: 'mx', session: {} });
    expect(await screen.findByRole('link', { name: 'Título post-1' })).toHaveAttribute(
      'href',
      '/feed/post-1',
    );
    expect(screen.getByText('Resumen de post-1')).toBeVisible();
  });

  it('shows the empty state of an empty list', async () => {
    mockApi({ 'GET /api/clusters/feed': () => Response.json(cluster('feed', [])) });
    renderApp({ path: '/feed', country: 'ar', session: {} });
    expect(await screen.findByTestId('empty-message')).toHaveTextContent('Ningún contenido');
  });
});
