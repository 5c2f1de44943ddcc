import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { banner, card, cluster, row } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const firstPage = cluster(
  'home',
  [
    row('top10', [card('top-uno'), card('top-dos', { mainCluster: 'to_listen' })]),
    row('novelty', [card('nuevo-uno'), card('producto-uno', { mainCluster: 'to_product' })]),
  ],
  {
    outdoors: [
      banner('banner-uno', { mainCluster: 'to_training', contentId: 'curso-promovido' }),
      banner('banner-dos', { contentId: 'episodio-promovido' }),
      banner('banner-tres', { contentId: null }),
    ],
    next: 'cursor2',
  },
);
const secondPage = cluster('home', [
  row('training', [card('curso-uno', { mainCluster: 'to_training' })]),
]);

function homeApi(saved = [card('guardado-uno')]) {
  return mockApi({
    'GET /api/clusters/home': ({ url }) =>
      Response.json(url.searchParams.get('next') === 'cursor2' ? secondPage : firstPage),
    'GET /api/saved': () => Response.json({ items: saved }),
  });
}

const section = (name: string) => screen.findByRole('region', { name });

/** A card's picture (decorative, alt=""): the one in the card whose link names the item. */
const cardImage = (row: HTMLElement, title: string) =>
  within(row)
    .getByRole('link', { name: new RegExp(`${title}$`) })
    .closest('article')
    ?.querySelector('img');

describe('signed-in home', () => {
  it('shows the banners, the see-later row and the cluster rows with their images', async () => {
    const api = homeApi();
    renderApp({ path: '/home', country: 'mx', session: {} });

    const top10 = await section('Los 10 más vistos');
    const ranked = within(top10).getByRole('list');
    expect(ranked.tagName).toBe('OL');
    expect(cardImage(top10, 'Título top-uno')).toHaveAttribute(
      'src',
      '/media/demo/cardiology-1.top10.svg',
    );
    expect(within(top10).getByRole('link', { name: 'Número 1: Título top-uno' })).toHaveAttribute(
      'href',
      '/contenidos/top-uno',
    );
    expect(within(top10).getByText('Audio')).toBeInTheDocument();

    const novelty = await section('Novedades');
    expect(cardImage(novelty, 'Título nuevo-uno')).toHaveAttribute(
      'src',
      '/media/demo/cardiology-1.cluster.svg',
    );
    // A product opens on its own screen.
    expect(within(novelty).getByRole('link', { name: 'Título producto-uno' })).toHaveAttribute(
      'href',
      '/productos/producto-uno',
    );

    const seeLater = await section('Ver después');
    expect(cardImage(seeLater, 'Título guardado-uno')).toHaveAttribute(
      'src',
      '/media/demo/cardiology-1.seeLater.svg',
    );

    const banners = screen.getByRole('region', { name: 'Destacados' });
    expect(within(banners).getByRole('img', { name: 'Banner banner-uno' })).toHaveAttribute(
      'src',
      '/media/demo/womens-health-1.preview.svg',
    );
    expect(api.called('GET /api/clusters/home')[0]!.url.search).toBe('');
  });

  it('loads the next rows with the `next` cursor', async () => {
    const api = homeApi();
    renderApp({ path: '/home', country: 'mx', session: {} });
    await section('Novedades');
    expect(screen.queryByRole('region', { name: 'Cursos online' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver más secciones' }));
    const training = await section('Cursos online');
    expect(within(training).getByRole('link', { name: 'Título curso-uno' })).toHaveAttribute(
      'href',
      '/cursos-online/curso-uno',
    );
    const calls = api.called('GET /api/clusters/home');
    expect(calls.map((call) => call.url.searchParams.get('next'))).toEqual([null, 'cursor2']);
    // The last page has no `next`: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Ver más secciones' })).not.toBeInTheDocument();
  });

  it('moves the banners with the buttons and the arrow keys, and can be paused', async () => {
    homeApi();
    renderApp({ path: '/home', country: 'br', session: {} });
    const carousel = await section('Destaques');
    const visible = () =>
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .filter((slide) => !slide.hidden)
        .map((slide) => slide.getAttribute('aria-label'));
    expect(visible()).toEqual(['1 de 3']);

    await user.click(within(carousel).getByRole('button', { name: 'Próximo destaque' }));
    expect(visible()).toEqual(['2 de 3']);
    await user.click(within(carousel).getByRole('button', { name: 'Destaque anterior' }));
    expect(visible()).toEqual(['1 de 3']);

    await user.keyboard('{ArrowRight}');
    expect(visible()).toEqual(['2 de 3']);
    expect(
      within(carousel).getByRole('button', { name: 'Ir para o destaque 2: Banner banner-dos' }),
    ).toHaveAttribute('aria-current', 'true');

    await user.click(within(carousel).getByRole('button', { name: 'Pausar os destaques' }));
    expect(within(carousel).getByRole('button', { name: 'Retomar os destaques' })).toBeVisible();
  });

  it('opens the item each banner promotes, not the banner', async () => {
    homeApi();
    renderApp({ path: '/home', country: 'br', session: {} });
    const carousel = await section('Destaques');
    const link = (title: string) =>
      within(carousel).queryByRole('link', { name: `Ver agora: ${title}`, hidden: true });
    expect(link('Banner banner-uno')).toHaveAttribute('href', '/cursos-online/curso-promovido');
    // In the Portuguese content section (the banners not shown are drawn in a later turn).
    await waitFor(() =>
      expect(link('Banner banner-dos')).toHaveAttribute('href', '/conteudos/episodio-promovido'),
    );
    // A banner that promotes nothing has no dead link.
    expect(link('Banner banner-tres')).not.toBeInTheDocument();
  });

  it('offers shortcuts to the requests, the exclusive list, the feed and, for speakers, their list', async () => {
    homeApi();
    renderApp({
      path: '/home',
      country: 'mx',
      session: { profile: { canAcessSpeakTraining: true } },
    });
    const shortcuts = within(await screen.findByRole('navigation', { name: 'Accesos directos' }));
    expect(shortcuts.getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/medical-information',
    );
    expect(shortcuts.getByRole('link', { name: 'Contenido exclusivo' })).toHaveAttribute(
      'href',
      '/solo-en-UM',
    );
    expect(shortcuts.getByRole('link', { name: 'Todos los contenidos' })).toHaveAttribute(
      'href',
      '/feed',
    );
    expect(shortcuts.getByRole('link', { name: 'Formación de ponentes' })).toHaveAttribute(
      'href',
      '/speaker-training',
    );
  });

  it('is the page at / for a signed-in user', async () => {
    homeApi([]);
    const { router } = renderApp({ path: '/', country: 'mx', session: {} });
    await section('Los 10 más vistos');
    expect(locationOf(router)).toBe('/');
    // No see-later row while the list is empty.
    expect(screen.queryByRole('region', { name: 'Ver después' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with a retry', async () => {
    let failing = true;
    mockApi({
      'GET /api/clusters/home': () =>
        failing ? problem(500, 'internal') : Response.json(firstPage),
      'GET /api/saved': () => Response.json({ items: [] }),
    });
    renderApp({ path: '/home', country: 'ar', session: {} });
    expect(await screen.findByTestId('home-skeleton')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocurrió un error inesperado. Inténtelo de nuevo.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await section('Novedades')).toBeInTheDocument();
  });

  it('says so when the country has no content yet', async () => {
    mockApi({
      'GET /api/clusters/home': () => Response.json(cluster('home', [])),
      'GET /api/saved': () => Response.json({ items: [] }),
    });
    renderApp({ path: '/home', country: 'cl', session: {} });
    expect(await screen.findByTestId('empty-message')).toHaveTextContent(
      'Todavía no hay contenidos para usted',
    );
  });
});
