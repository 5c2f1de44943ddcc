import { act, screen, waitFor, within } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ContentItem } from '@pulso/contracts/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { episode, item } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { productOfItem } from '../components/medical-information-actions.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  act(() => cleanNotifications());
});

function contentApi(items: ContentItem[], extra: Parameters<typeof mockApi>[0] = {}) {
  const byId = new Map(items.map((entry) => [entry.id, entry]));
  return mockApi({
    ...Object.fromEntries(
      [...byId].map(([id, entry]) => [`GET /api/contents/${id}`, () => Response.json(entry)]),
    ),
    ...extra,
  });
}

const video = () => document.querySelector('video');
const sourceOf = (media: Element | null) => media?.querySelector('source')?.getAttribute('src');

const serie = item('serie-cardio', {
  title: 'Serie de cardiología',
  content: null,
  episodes: [
    episode('cap-1', { title: 'Primer capítulo', position: 0 }),
    episode('cap-2', { title: 'Segundo capítulo', position: 1 }),
  ],
});

describe('content screen', () => {
  it('labels a participant with the role it names, and shows no duration for a text or a product', async () => {
    contentApi([
      item('texto-uno', {
        mainCluster: 'to_read',
        participant: 'Moderadora: Dra. Lucía Fernández',
        duration: 60,
      }),
      item('producto-uno', { mainCluster: 'to_product', duration: 60 }),
      // A text in a cluster of any kind (the home's): its body says it is one.
      item('texto-inicio', {
        mainCluster: 'to_home',
        duration: 60,
        content: { kind: 'html', html: '<p>Las sesiones más comentadas del congreso.</p>' },
      }),
    ]);
    const { router } = renderApp({ path: '/contenidos/texto-uno', country: 'mx', session: {} });
    let article = await screen.findByRole('article');
    expect(article).toHaveTextContent('Moderadora:Dra. Lucía Fernández');
    expect(article).not.toHaveTextContent('Presenta:');
    expect(article).not.toHaveTextContent('Duración');

    await act(() => router.navigate('/contenidos/producto-uno'));
    await waitFor(() => expect(locationOf(router)).toBe('/contenidos/producto-uno'));
    article = await screen.findByRole('article');
    await waitFor(() => expect(article).toHaveTextContent('Presenta:Dra. Ana Ruiz'));
    expect(article).not.toHaveTextContent('Duración');
    expect(article).not.toHaveTextContent('1 min');

    await act(() => router.navigate('/contenidos/texto-inicio'));
    await waitFor(() => expect(locationOf(router)).toBe('/contenidos/texto-inicio'));
    article = await screen.findByRole('article');
    await waitFor(() =>
      expect(article).toHaveTextContent('Las sesiones más comentadas del congreso.'),
    );
    expect(article).not.toHaveTextContent('Duración');
    expect(article).not.toHaveTextContent('1 min');
  });

  it('shows a video item: title, tag, participant, duration, date, synopsis and the player', async () => {
    const api = contentApi([
      item('video-uno', {
        title: 'Anticoagulación hoy',
        synopsis: 'Lo esencial en 10 minutos.',
        cfApprovalCode: 'MX-APR-123',
        preview: { kind: 'audio', url: '/media/demo/intro-es.mp3', mimeType: 'audio/mpeg' },
      }),
    ]);
    renderApp({ path: '/contenidos/video-uno', country: 'mx', session: {} });
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Anticoagulación hoy' }),
    ).toBeInTheDocument();
    expect(within(article).getByTestId('content-tag')).toHaveTextContent('Video');
    expect(article).toHaveTextContent('Presenta:Dra. Ana Ruiz');
    expect(article).toHaveTextContent('Duración:10 min');
    expect(article).toHaveTextContent('Publicado:1 de marzo de 2026');
    expect(within(article).getByText('Lo esencial en 10 minutos.')).toBeInTheDocument();
    expect(within(article).getByText('Cardiorrenal')).toBeInTheDocument();

    const player = video();
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('aria-label', 'Anticoagulación hoy');
    expect(player).toHaveAttribute('poster', '/media/demo/cardiology-1.video.svg');
    expect(sourceOf(player)).toBe('/media/demo/demo-video.mp4');
    expect(player!.querySelector('source')).toHaveAttribute('type', 'video/mp4');

    const preview = within(article).getByRole('region', { name: 'Vista previa' });
    expect(sourceOf(preview.querySelector('audio'))).toBe('/media/demo/intro-es.mp3');
    expect(within(article).getByTestId('content-approval-code')).toHaveTextContent(
      'Código de aprobación: MX-APR-123',
    );
    expect(api.called('GET /api/contents/video-uno')).toHaveLength(1);
  });

  it('plays an audio item with the browser’s audio player', async () => {
    contentApi([
      item('podcast-uno', {
        mainCluster: 'to_listen',
        content: { kind: 'audio', url: '/media/demo/intro-pt-br.ogg', mimeType: 'audio/ogg' },
      }),
    ]);
    renderApp({ path: '/conteudos/podcast-uno', country: 'br', session: {} });
    expect(await screen.findByTestId('content-tag')).toHaveTextContent('Áudio');
    const audio = document.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(sourceOf(audio)).toBe('/media/demo/intro-pt-br.ogg');
    expect(video()).toBeNull();
  });

  it('records the opening once (POST views), not again when an episode is chosen', async () => {
    const api = contentApi([serie], {
      'POST /api/contents/serie-cardio/views': () => new Response(null, { status: 204 }),
    });
    renderApp({ path: '/contenidos/serie-cardio', country: 'ar', session: {} });
    const episodes = await screen.findByRole('list', { name: 'Episodios' });
    await waitFor(() =>
      expect(api.called('POST /api/contents/serie-cardio/views')).toHaveLength(1),
    );

    await user.click(within(episodes).getByRole('link', { name: /Segundo capítulo/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Segundo capítulo' }),
    ).toBeInTheDocument();
    expect(api.called('POST /api/contents/serie-cardio/views')).toHaveLength(1);
    expect(api.called('GET /api/contents/serie-cardio')).toHaveLength(1);
  });

  it('puts the episodes right after "choose an episode", before the preview and the details (issue 12: phones)', async () => {
    contentApi([
      {
        ...serie,
        cfApprovalCode: 'MX-APR-123',
        preview: { kind: 'audio', url: '/media/demo/intro-es.mp3', mimeType: 'audio/mpeg' },
      },
    ]);
    renderApp({ path: '/contenidos/serie-cardio', country: 'ar', session: {} });
    const parts = await screen.findByRole('complementary', { name: 'Episodios y lecciones' });
    const choose = screen.getByText('Elija un episodio o una lección para comenzar.');
    const follows = (a: Node, b: Node) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(choose, parts)).toBe(true);
    expect(follows(parts, screen.getByRole('region', { name: 'Vista previa' }))).toBe(true);
    expect(follows(parts, screen.getByTestId('content-approval-code'))).toBe(true);
    // Each block has its place in the grid (player, parts, details) at every width.
    expect(parts.className).toMatch(/parts/);
    expect(choose.parentElement!.className).toMatch(/player/);
  });

  it('lists the episodes and plays the one chosen', async () => {
    contentApi([serie]);
    const { router } = renderApp({ path: '/contenidos/serie-cardio', country: 'ar', session: {} });
    const episodes = await screen.findByRole('list', { name: 'Episodios' });
    expect(screen.getByText('Elija un episodio o una lección para comenzar.')).toBeInTheDocument();
    expect(video()).toBeNull();

    await user.click(within(episodes).getByRole('link', { name: /Segundo capítulo/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/contenidos/serie-cardio/cap-2'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Segundo capítulo' }),
    ).toBeInTheDocument();
    expect(sourceOf(video())).toBe('/media/demo/cap-2.mp4');
    expect(within(episodes).getByRole('link', { name: /Segundo capítulo/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(episodes).getByRole('link', { name: /Primer capítulo/ }));
    await waitFor(() => expect(sourceOf(video())).toBe('/media/demo/cap-1.mp4'));
    expect(within(episodes).getByRole('link', { name: /Segundo capítulo/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('gives another episode a player of its own, even when both play the same file', async () => {
    const shared = {
      kind: 'video',
      url: '/media/demo/demo-video.mp4',
      mimeType: 'video/mp4',
    } as const;
    contentApi([
      item('serie-compartida', {
        episodes: [
          episode('e-1', { title: 'Uno', position: 0, content: { ...shared } }),
          episode('e-2', { title: 'Dos', position: 1, content: { ...shared } }),
        ],
      }),
    ]);
    renderApp({ path: '/contenidos/serie-compartida/e-1', country: 'ar', session: {} });
    const episodes = await screen.findByRole('list', { name: 'Episodios' });
    await waitFor(() => expect(video()).not.toBeNull());
    const first = video();
    await user.click(within(episodes).getByRole('link', { name: /Dos/ }));
    await screen.findByRole('heading', { level: 2, name: 'Dos' });
    // A new element: it loads and plays from the start, where the old one would go on.
    expect(video()).not.toBe(first);
    expect(video()).toHaveAttribute('aria-label', 'Dos');
  });

  it('opens {section}/{idCapa}/{id} with that episode of its season chosen', async () => {
    const api = contentApi([
      item('serie-temporadas', {
        content: null,
        seasons: [
          { id: 'temporada-1', title: 'Temporada 1', position: 0, episodes: [episode('t1-e1')] },
          {
            id: 'temporada-2',
            title: 'Temporada 2',
            position: 1,
            episodes: [episode('t2-e1'), episode('t2-e2', { title: 'Final', position: 1 })],
          },
        ],
      }),
    ]);
    const { router } = renderApp({
      path: '/novedades/serie-temporadas/t2-e2',
      country: 'mx',
      session: {},
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Final' })).toBeInTheDocument();
    expect(api.called('GET /api/contents/serie-temporadas')).toHaveLength(1);
    expect(sourceOf(video())).toBe('/media/demo/t2-e2.mp4');
    expect(screen.getByRole('tab', { name: 'Temporada 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = screen.getByRole('list', { name: 'Episodios de Temporada 2' });
    expect(within(list).getByRole('link', { name: /Final/ })).toHaveAttribute(
      'href',
      '/novedades/serie-temporadas/t2-e2',
    );

    await user.click(screen.getByRole('tab', { name: 'Temporada 1' }));
    const first = await screen.findByRole('list', { name: 'Episodios de Temporada 1' });
    await user.click(within(first).getByRole('link', { name: /Episodio t1-e1/ }));
    await waitFor(() => expect(locationOf(router)).toBe('/novedades/serie-temporadas/t1-e1'));
    await waitFor(() => expect(sourceOf(video())).toBe('/media/demo/t1-e1.mp4'));
  });

  it('lists lessons and shows a text lesson sanitised', async () => {
    contentApi([
      item('curso-uno', {
        mainCluster: 'to_training',
        content: null,
        lessons: [
          episode('leccion-1', {
            title: 'Introducción',
            content: {
              kind: 'html',
              html: '<p>Texto <strong>seguro</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            },
          }),
        ],
      }),
    ]);
    renderApp({ path: '/cursos-online/curso-uno/leccion-1', country: 'cl', session: {} });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Introducción' }),
    ).toBeInTheDocument();
    expect(screen.getByText('seguro')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByRole('list', { name: 'Lecciones' })).toHaveTextContent('Lección 1');
  });

  it('says when the chosen episode is not part of the item', async () => {
    contentApi([serie]);
    renderApp({ path: '/contenidos/serie-cardio/otro', country: 'mx', session: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El episodio o la lección que buscabas no forma parte de este contenido.',
    );
  });
});

describe('save for later', () => {
  it('saves and removes the item with the toggle', async () => {
    const api = contentApi([item('video-uno')], {
      'POST /api/saved': () => Response.json({ contentId: 'video-uno', isSaved: true }),
      'DELETE /api/saved/video-uno': () =>
        Response.json({ contentId: 'video-uno', isSaved: false }),
    });
    renderApp({ path: '/contenidos/video-uno', country: 'mx', session: {} });
    const toggle = await screen.findByRole('button', { name: 'Ver después' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.called('POST /api/saved')).toHaveLength(1));
    expect(api.called('POST /api/saved')[0]!.body).toEqual({ contentId: 'video-uno' });

    await user.click(toggle);
    await waitFor(() => expect(api.called('DELETE /api/saved/video-uno')).toHaveLength(1));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the change at once and takes it back with a toast when the server refuses', async () => {
    let answer!: (response: Response) => void;
    contentApi([item('video-uno', { isSaved: true })], {
      'DELETE /api/saved/video-uno': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp({ path: '/contenidos/video-uno', country: 'br', session: {} });
    const toggle = await screen.findByRole('button', { name: 'Ver depois' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    answer(problem(500, 'internal'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Ocorreu um erro inesperado. Tente novamente.')).toBeVisible();
  });
});

describe('a content fetch that fails (spec §8)', () => {
  it('shows "not found" for a 404 (and records no opening)', async () => {
    const api = mockApi({
      'GET /api/contents/de-otro-pais': () => problem(404, 'content.not_found'),
    });
    renderApp({ path: '/contenidos/de-otro-pais', country: 'mx', session: {} });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Contenido no encontrado',
    );
    expect(alert).toHaveAttribute('data-status', '404');
    expect(screen.queryByTestId('content-skeleton')).not.toBeInTheDocument();
    expect(api.called('POST /api/contents/de-otro-pais/views')).toHaveLength(0);
  });

  it('shows "not allowed" for a 403 and keeps the session', async () => {
    mockApi({
      'GET /api/contents/solo-speakers': () => problem(403, 'content.speaker_training_required'),
    });
    const { router } = renderApp({
      path: '/contenidos/solo-speakers',
      country: 'br',
      session: { token: 'keep-me' },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Conteúdo não permitido',
    );
    expect(locationOf(router)).toBe('/contenidos/solo-speakers');
    expect(localStorage.getItem(storageKeys.token)).toBe('keep-me');
  });

  it('logs out on a 401 (an expired session)', async () => {
    mockApi({ 'GET /api/contents/video-uno': () => problem(401, 'auth.session_invalid') });
    const { router } = renderApp({ path: '/contenidos/video-uno', country: 'mx', session: {} });
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('offers a retry when the server fails', async () => {
    let calls = 0;
    mockApi({
      'GET /api/contents/video-uno': () =>
        ++calls === 1 ? problem(503, 'unavailable') : Response.json(item('video-uno')),
    });
    renderApp({ path: '/contenidos/video-uno', country: 'mx', session: {} });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Título video-uno' }),
    ).toBeVisible();
  });
});

describe('other screens on the content screen', () => {
  it('productos/{id}: medicine insert, additional information and approval code', async () => {
    contentApi([
      item('xarelto', {
        title: 'Xarelto',
        mainCluster: 'to_product',
        content: null,
        medicineInsert: '/media/demo/prospecto-xarelto.pdf',
        additionalInformation:
          '<h3>Presentaciones</h3><a href="https://example.org" target="_blank">Ficha</a><iframe src="https://evil.example"></iframe>',
        cfApprovalCode: 'COFEPRIS 123',
      }),
    ]);
    renderApp({ path: '/productos/xarelto', country: 'mx', session: {} });
    const insert = await screen.findByRole('region', { name: 'Prospecto' });
    expect(within(insert).getByRole('link', { name: 'Abrir el prospecto (PDF)' })).toHaveAttribute(
      'href',
      '/media/demo/prospecto-xarelto.pdf',
    );
    expect(within(insert).getByRole('link', { name: 'Descargar el prospecto' })).toHaveAttribute(
      'download',
    );
    const info = screen.getByRole('region', { name: 'Información adicional' });
    expect(within(info).getByRole('heading', { name: 'Presentaciones' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Ficha' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(info.querySelector('iframe')).toBeNull();
    expect(screen.getByTestId('content-approval-code')).toHaveTextContent('COFEPRIS 123');
  });

  it('feed/{id}: episode links stay in the feed', async () => {
    contentApi([serie]);
    renderApp({ path: '/feed/serie-cardio', country: 'mx', session: {} });
    const episodes = await screen.findByRole('list', { name: 'Episodios' });
    expect(within(episodes).getByRole('link', { name: /Segundo capítulo/ })).toHaveAttribute(
      'href',
      '/feed/serie-cardio/cap-2',
    );
  });

  it('sends a signed-out visit with a token to the public token page', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/novedades/video-uno?token=a.b.c', country: 'mx' });
    await waitFor(() => expect(locationOf(router)).toBe('/aceite-teste/video-uno?token=a.b.c'));
  });
});

describe('medical information from the content screen', () => {
  it('opens the article request with the product of the screen chosen', async () => {
    contentApi([
      item('produto-xarelto', {
        title: 'Xarelto® (rivaroxabana)',
        mainCluster: 'to_product',
        content: null,
      }),
    ]);
    renderApp({ path: '/productos/produto-xarelto', country: 'br', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Solicitar artigo científico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação de Artigo Científico' });
    expect(within(dialog).getByLabelText(/PRODUTO/)).toHaveValue('Xarelto');
  });

  it('knows the product an item is about from its title', () => {
    expect(productOfItem({ title: 'Yaz Flex: guía práctica' })).toBe('Yaz Flex');
    expect(productOfItem({ title: 'Cardiología preventiva' })).toBeUndefined();
  });
});
