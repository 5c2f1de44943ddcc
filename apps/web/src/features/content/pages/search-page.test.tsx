import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { card } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const page = (from: number, count: number, next?: number) =>
  Response.json({
    items: Array.from({ length: count }, (_, i) => card(`resultado-${from + i}`)),
    total: 23,
    ...(next === undefined ? {} : { next }),
  });

describe('search', () => {
  it('searches the words of ?q= and loads the next page from `next`', async () => {
    const api = mockApi({
      'GET /api/search': ({ url }) =>
        url.searchParams.get('from') === '20' ? page(20, 3) : page(0, 20, 20),
    });
    renderApp({ path: '/busqueda?q=fibrilación%20auricular', country: 'mx', session: {} });

    expect(await screen.findByText('23 resultados para «fibrilación auricular»')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('searchbox', { name: '¿Qué estás buscando?' })).toHaveValue(
      'fibrilación auricular',
    );
    const results = screen.getByRole('list', { name: 'Resultados para «fibrilación auricular»' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(20);
    expect(within(results).getByRole('link', { name: 'Título resultado-0' })).toHaveAttribute(
      'href',
      '/contenidos/resultado-0',
    );

    await user.click(screen.getByRole('button', { name: 'Más resultados' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(23));
    expect(api.called('GET /api/search').map((call) => call.url.search)).toEqual([
      '?q=fibrilaci%C3%B3n+auricular',
      '?q=fibrilaci%C3%B3n+auricular&from=20',
    ]);
    expect(screen.queryByRole('button', { name: 'Más resultados' })).not.toBeInTheDocument();
  });

  it('puts the words typed in the URL and searches them', async () => {
    const api = mockApi({ 'GET /api/search': () => page(0, 1) });
    const { router } = renderApp({ path: '/busca', country: 'br', session: {} });
    expect(await screen.findByText('Busque em todo o portal')).toBeVisible();
    expect(api.called('GET /api/search')).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'O que você procura?' }), 'diabetes');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(locationOf(router)).toBe('/busca?q=diabetes'));
    expect(await screen.findByText('23 resultados para “diabetes”')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.called('GET /api/search')[0]!.url.searchParams.get('q')).toBe('diabetes');
  });

  it('shows a count capped by the server as "1.000+"', async () => {
    mockApi({
      'GET /api/search': () =>
        Response.json({
          items: [card('resultado-0')],
          total: 1000,
          totalCapped: true,
          next: 20,
        }),
    });
    renderApp({ path: '/busca?q=câncer', country: 'br', session: {} });
    expect(await screen.findByText('1.000+ resultados para “câncer”')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says when nothing was found', async () => {
    mockApi({ 'GET /api/search': () => Response.json({ items: [], total: 0 }) });
    renderApp({ path: '/busqueda?q=zzzz', country: 'ar', session: {} });
    const empty = await screen.findByTestId('empty-message');
    expect(empty).toHaveTextContent('Sin resultados para «zzzz»');
    expect(empty).toHaveTextContent('Revise la ortografía o pruebe con otras palabras.');
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    mockApi({
      'GET /api/search': () => (failing ? problem(500, 'internal') : page(0, 1)),
    });
    renderApp({ path: '/busqueda?q=asma', country: 'cl', session: {} });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo completar la búsqueda');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('23 resultados para «asma»')).toHaveAttribute('role', 'status');
  });
});
