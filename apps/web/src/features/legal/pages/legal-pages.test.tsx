import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '@pulso/contracts/legal';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';

const terms: LegalDocument = {
  document: 'terms',
  country: 'ar',
  language: 'es',
  title: 'Condiciones de uso de Pulso Argentina',
  lastUpdated: '7/7/2023',
  version: '2023-07-07',
  sections: [
    {
      heading: '1. Alcance',
      paragraphs: ['Este sitio está dirigido a profesionales de la salud.', 'Segundo párrafo.'],
    },
    { paragraphs: ['Texto sin título.'] },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

describe('legal pages', () => {
  it('shows a skeleton, then the country’s document: title, last updated and sections', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderApp({ path: '/condiciones-de-uso', country: 'ar' });

    expect(await screen.findByTestId('legal-skeleton')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/legal/terms');
    expect(new Headers(init!.headers).get('locale-id')).toBe('es-AR');
    // The page has its own skeleton: the interface is not blocked.
    expect(screen.queryByRole('status', { name: 'Cargando…' })).not.toBeInTheDocument();

    answer(ok(terms));
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: terms.title }),
    ).toBeInTheDocument();
    expect(within(article).getByText('Última actualización: 7/7/2023')).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 2, name: '1. Alcance' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('Segundo párrafo.')).toBeInTheDocument();
    expect(within(article).getByText('Texto sin título.')).toBeInTheDocument();
    expect(screen.queryByTestId('legal-skeleton')).not.toBeInTheDocument();
  });

  it.each([
    ['/politica-de-privacidad', '/api/legal/privacy'],
    ['/imprint', '/api/legal/imprint'],
    ['/es-co', '/api/legal/es-co'],
  ])('%s asks for %s', async (path, url) => {
    fetchMock.mockResolvedValue(ok({ ...terms, document: url.split('/').pop() }));
    renderApp({ path, country: 'mx' });
    await screen.findByRole('article');
    expect(fetchMock.mock.calls[0]![0]).toBe(url);
  });

  it('offers a retry after an error', async () => {
    fetchMock.mockImplementation(async () => problem(500, 'internal'));
    renderApp({ path: '/condiciones-de-uso', country: 'ar' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el documento');
    expect(alert).toHaveTextContent('Ocurrió un error inesperado. Inténtelo de nuevo.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Condiciones de uso' }),
    ).toBeInTheDocument();
    fetchMock.mockImplementation(async () => ok(terms));
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: terms.title })).toBeInTheDocument();
    expect(String(fetchMock.mock.lastCall![0])).toBe('/api/legal/terms');
  });

  it('says when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp({ path: '/politica-de-privacidad', country: 'mx' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu conexión a internet.',
    );
  });

  it('says when the country has no such document', async () => {
    fetchMock.mockImplementation(async () => problem(404, 'legal.not_found'));
    renderApp({ path: '/politica-de-privacidad', country: 'br' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Documento indisponível');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['br', 'co', 'ar'] as const)(
    'sends /imprint home in %s (only Mexico has an imprint), without asking for it',
    async (country) => {
      fetchMock.mockResolvedValue(problem(404, 'legal.not_found'));
      const { router } = renderApp({ path: '/imprint', country });
      await waitFor(() => expect(locationOf(router)).toBe('/'));
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/legal/imprint');
    },
  );

  it('shows es-co in Spanish on the Brazilian site, its date line included', async () => {
    fetchMock.mockResolvedValue(
      ok({ ...terms, document: 'es-co', country: 'co', title: 'Información para profesionales' }),
    );
    renderApp({ path: '/es-co', country: 'br' });
    const article = await screen.findByRole('article');
    expect(article).toHaveAttribute('lang', 'es');
    expect(await within(article).findByText('Última actualización: 7/7/2023')).toBeInTheDocument();
    expect(article).not.toHaveTextContent('Última atualização');
  });

  it('marks es-co as not to be indexed while it is shown', async () => {
    fetchMock.mockResolvedValue(ok({ ...terms, document: 'es-co' }));
    const { router } = renderApp({ path: '/es-co', country: 'co' });
    await screen.findByRole('article');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    await router.navigate('/signin');
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });

  it('does not mark the other legal pages as not to be indexed', async () => {
    fetchMock.mockResolvedValue(ok(terms));
    renderApp({ path: '/condiciones-de-uso', country: 'ar' });
    await screen.findByRole('article');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
