import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { episode, item, thumbnail } from '../../../testing/content-fixtures.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const path = `/aceite-teste/video-publico?token=${TOKEN}`;
const access = (accepted: boolean) =>
  Response.json({
    contentId: 'video-publico',
    title: 'Manejo de la insuficiencia cardiaca',
    thumbnail: thumbnail('cardiology-2'),
    expiresAt: '2026-12-31T00:00:00.000Z',
    accepted,
  });
const publicItem = item('video-publico', {
  title: 'Manejo de la insuficiencia cardiaca',
  episodes: [episode('parte-1'), episode('parte-2')],
});

function publicApi(accepted = false) {
  return mockApi({
    'GET /api/public/userAccess': () => access(accepted),
    'POST /api/public/acceptTerms': () =>
      Response.json({ contentId: 'video-publico', accepted: true }),
    'GET /api/public/contents/video-publico': () => Response.json(publicItem),
  });
}

describe('public content by token (aceite-teste)', () => {
  it('asks for name and register number before accepting', async () => {
    const api = publicApi();
    renderApp({ path, country: 'mx' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manejo de la insuficiencia cardiaca' }),
    ).toBeVisible();
    expect(screen.getByText(/Declaro que soy profesional de la salud/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Acepto y quiero ver el contenido' }));
    const name = screen.getByRole('textbox', { name: 'Nombre completo' });
    const register = screen.getByRole('textbox', { name: 'Cédula profesional' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(register).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(api.called('POST /api/public/acceptTerms')).toHaveLength(0);
  });

  it('accepts the terms, then shows the item without save for later', async () => {
    const api = publicApi();
    const { router } = renderApp({ path, country: 'br' });
    await user.type(await screen.findByRole('textbox', { name: 'Nome completo' }), 'Joana Teste');
    await user.type(screen.getByRole('textbox', { name: 'CRM' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Aceito e quero ver o conteúdo' }));

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Manejo de la insuficiencia cardiaca',
    );
    expect(within(article).queryByRole('button', { name: 'Ver depois' })).not.toBeInTheDocument();
    expect(document.querySelector('video source')).toHaveAttribute(
      'src',
      '/media/demo/demo-video.mp4',
    );

    const [accept] = api.called('POST /api/public/acceptTerms');
    expect(accept!.url.searchParams.get('token')).toBe(TOKEN);
    expect(accept!.body).toEqual({
      contentId: 'video-publico',
      name: 'Joana Teste',
      registerNumber: '123456',
    });
    const [content] = api.called('GET /api/public/contents/video-publico');
    expect(content!.url.searchParams.get('token')).toBe(TOKEN);
    expect(content!.headers.has('authorization')).toBe(false);
    expect(
      api.called('GET /api/public/userAccess')[0]!.url.searchParams.has('registerNumber'),
    ).toBe(false);

    // Episodes open on the same page, the token kept.
    await user.click(within(article).getByRole('link', { name: /Episodio parte-2/ }));
    await waitFor(() => expect(locationOf(router)).toBe(`${path}&episodio=parte-2`));
    await waitFor(() =>
      expect(document.querySelector('video source')).toHaveAttribute(
        'src',
        '/media/demo/parte-2.mp4',
      ),
    );
  });

  it('opens the item at once for a reader who accepted in this browser session', async () => {
    sessionStorage.setItem('pulso.publicAccess.video-publico', '123456');
    const api = publicApi(true);
    renderApp({ path, country: 'br' });
    expect(await screen.findByRole('article')).toBeVisible();
    expect(
      api.called('GET /api/public/userAccess')[0]!.url.searchParams.get('registerNumber'),
    ).toBe('123456');
    expect(api.called('POST /api/public/acceptTerms')).toHaveLength(0);
  });

  it.each([
    [403, 'token-invalid', 'Enlace no válido'],
    [410, 'token-expired', 'Enlace vencido'],
    [403, 'token-other-content', 'Enlace de otro contenido'],
    [403, 'token-other-country', 'Enlace de otro país'],
    [400, 'request.invalid', 'Enlace no válido'],
    [404, 'content.not_found', 'Contenido no disponible'],
  ])('a %i %s answer shows its own page', async (status, code, title) => {
    // A malformed token is a 400 that names the token.
    const errors = [
      { field: 'query.token', code: 'invalid_format', message: 'validation.token.invalid' },
    ];
    mockApi({
      'GET /api/public/userAccess': () => problem(status, code, status === 400 ? { errors } : {}),
    });
    renderApp({ path, country: 'ar' });
    const page = await screen.findByRole('alert');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(within(page).getByRole('link', { name: 'Ir al portal' })).toHaveAttribute('href', '/');
  });

  it('shows the problem of the content call in Portuguese, keeping a signed-in session', async () => {
    mockApi({
      'GET /api/public/userAccess': () => access(false),
      'POST /api/public/acceptTerms': () => problem(410, 'token-expired'),
    });
    const { router } = renderApp({ path, country: 'br', session: { token: 'my-session' } });
    await user.type(await screen.findByRole('textbox', { name: 'Nome completo' }), 'Joana');
    await user.type(screen.getByRole('textbox', { name: 'CRM' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Aceito e quero ver o conteúdo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link de acesso expirou.');
    expect(localStorage.getItem(storageKeys.token)).toBe('my-session');
    expect(locationOf(router)).toBe(path);
  });

  it.each(['/aceite-teste', '/aceite-teste/video-publico'])(
    '%s says the link is incomplete',
    async (incomplete) => {
      const api = mockApi({});
      renderApp({ path: incomplete, country: 'mx' });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Enlace incompleto',
      );
      expect(api.calls.filter((call) => call.path.startsWith('/api/public'))).toEqual([]);
    },
  );
});
