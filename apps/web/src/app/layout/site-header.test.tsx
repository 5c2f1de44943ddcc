import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffRoles, type StaffRole } from '@pulso/contracts/backoffice';
import { storageKeys } from '../../config/storage-keys.ts';
import { mockApi, problem, userProfile } from '../../testing/fixtures.ts';
import { staffMe } from '../../features/backoffice/testing/backoffice-fixtures.ts';

import { locationOf, renderApp } from '../../testing/render-app.tsx';

// Keystrokes without timers between them: the forms are long and CI machines are busy.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const banner = async () => within(await screen.findByRole('banner'));

describe('header', () => {
  it('offers sign-in to a visitor', async () => {
    renderApp({ path: '/buscador-medico', country: 'ar' });
    const header = await banner();
    expect(header.getAllByRole('link', { name: 'Ingresar' })[0]).toHaveAttribute('href', '/signin');
    expect(header.getAllByRole('link', { name: 'Pulso' })[0]).toHaveAttribute('href', '/');
  });

  it('links a Brazilian user to the Portuguese routes', async () => {
    renderApp({ path: '/home', country: 'br', session: {} });
    const header = await banner();
    expect(header.getAllByRole('link', { name: 'Novidades' })[0]).toHaveAttribute(
      'href',
      '/novidades',
    );
    expect(header.getAllByRole('link', { name: 'Busca' })[0]).toHaveAttribute('href', '/busca');
  });

  it('links a Spanish-speaking user to the Spanish routes', async () => {
    renderApp({ path: '/home', country: 'cl', session: {} });
    const header = await banner();
    expect(header.getAllByRole('link', { name: 'Novedades' })[0]).toHaveAttribute(
      'href',
      '/novedades',
    );
    expect(header.getAllByRole('link', { name: 'Búsqueda' })[0]).toHaveAttribute(
      'href',
      '/busqueda',
    );
  });

  it('signs out from the account menu: revokes the session, clears it and goes to /', async () => {
    const api = mockApi({
      'GET /api/users/profile': () => new Promise<Response>(() => undefined),
      'POST /api/users/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp({
      path: '/eventos',
      country: 'mx',
      session: { userId: 'u1', profile: { name: 'Dra. Ana López', canAcessSpeakTraining: false } },
    });
    const header = await banner();
    await user.click(
      await header.findByRole('button', { name: 'Menú de la cuenta: Dra. Ana López' }),
    );
    // Pressed before the menu's code has loaded (it loads when the page is idle): the menu opens
    // once it has.
    expect(await screen.findByRole('menuitem', { name: 'Mi registro' })).toHaveAttribute(
      'href',
      '/editar-registro',
    );
    expect(screen.getByRole('menuitem', { name: 'Mis especialidades' })).toHaveAttribute(
      'href',
      '/preferencias-usuario',
    );
    sessionStorage.setItem('pulso.redirect', '/eventos');
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    const [logoutCall] = api.called('POST /api/users/logout');
    expect(logoutCall!.headers.get('authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
    expect(localStorage.getItem(storageKeys.profile)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(
      await screen.findByRole('link', { name: 'Iniciar sesión o registrarse' }),
    ).toBeInTheDocument();
  });

  it('signs out even when the server session is already gone', async () => {
    mockApi({
      'GET /api/users/profile': () => Response.json(userProfile({ country: 'ar' })),
      'POST /api/users/logout': () => problem(401, 'auth.session_invalid'),
    });
    const { router } = renderApp({ path: '/home', country: 'ar', session: {} });
    const header = await banner();
    await user.click(await header.findByRole('button', { name: 'Menú de la cuenta: Ana López' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('offers a visitor sign-in and registration, each opening its screen set', async () => {
    renderApp({ path: '/buscador-medico', country: 'cl' });
    const header = await banner();
    await user.click(header.getAllByRole('button', { name: 'Registrarse' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Crear una cuenta' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(header.getAllByRole('link', { name: 'Ingresar' })[0]!);
    // One word for signing in per language: the link, the screen's title and its button.
    const dialog = await screen.findByRole('dialog', { name: 'Ingresar' });
    expect(within(dialog).getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('opens the mobile menu with the burger button', async () => {
    renderApp({ path: '/signin', country: 'mx' });
    const header = await banner();
    const burger = header.getByRole('button', { name: 'Abrir menú' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById('mobile-menu')!;
    expect(panel).not.toBeVisible();
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // Its navigation and the sign-in and registration buttons, drawn as it opens.
    const menu = within(panel);
    expect(menu.getByRole('navigation')).toBeInTheDocument();
    expect(menu.getAllByRole('link').length).toBeGreaterThan(0);
    expect(menu.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
    await user.click(burger);
    expect(panel).not.toBeVisible();
  });

  it.each([
    ['br', 'Busca de médicos', 'Abrir menu', 1],
    ['mx', 'Buscador médico', 'Abrir menú', 0],
    ['co', 'Buscador médico', 'Abrir menú', 0],
  ] as const)(
    'offers a visitor in %s the doctor finder only where it exists (Brazil)',
    async (country, name, burger, count) => {
      renderApp({ path: '/', country });
      const main = within(await screen.findByRole('main'));
      await main.findByRole('heading', { level: 1 });
      const header = await banner();
      expect(header.queryAllByRole('link', { name })).toHaveLength(count);
      await user.click(header.getByRole('button', { name: burger }));
      // The primary navigation and the mobile menu's.
      expect(header.queryAllByRole('link', { name })).toHaveLength(count * 2);
      // Nor does the landing page lead there.
      expect(main.queryAllByRole('link', { name })).toHaveLength(count);
    },
  );

  it('has a skip link to the main content', async () => {
    renderApp({ path: '/signin' });
    const skip = await screen.findByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBe(screen.getByRole('main'));
  });

  describe('user menu: the screens outside the main navigation (issue 12)', () => {
    /** The menu of an account holding `role` in Brazil (none: a doctor, whom the back office refuses). */
    async function openMenu(role: StaffRole | null, canAcessSpeakTraining: boolean) {
      mockApi({
        'GET /api/users/profile': () => new Promise<Response>(() => undefined),
        'GET /api/backoffice/me': () =>
          role
            ? Response.json({ ...staffMe('editor', ['br']), roles: [{ role, countries: ['br'] }] })
            : problem(403, 'backoffice.forbidden'),
      });
      renderApp({
        path: '/eventos',
        country: 'br',
        session: { profile: { name: 'Dra. Ana', canAcessSpeakTraining } },
      });
      const header = await banner();
      await user.click(await header.findByRole('button', { name: 'Menu da conta: Dra. Ana' }));
      return screen.findByRole('menu');
    }

    it('links a doctor to their requests, the exclusive list and the feed, not the speaker or team screens', async () => {
      const menu = within(await openMenu(null, false));
      expect(menu.getByRole('menuitem', { name: 'Minhas solicitações' })).toHaveAttribute(
        'href',
        '/medical-information',
      );
      expect(menu.getByRole('menuitem', { name: 'Conteúdo exclusivo' })).toHaveAttribute(
        'href',
        '/somente-no-UM',
      );
      expect(menu.getByRole('menuitem', { name: 'Todos os conteúdos' })).toHaveAttribute(
        'href',
        '/feed',
      );
      expect(menu.queryByRole('menuitem', { name: 'Formação de palestrantes' })).toBeNull();
      expect(menu.queryByRole('menuitem', { name: 'Back office' })).toBeNull();
    });

    it('links a speaker to the speaker-training list', async () => {
      const menu = within(await openMenu(null, true));
      expect(menu.getByRole('menuitem', { name: 'Formação de palestrantes' })).toHaveAttribute(
        'href',
        '/speaker-training',
      );
    });

    it.each(staffRoles)(
      'links a staff account (%s) to the back office (issue 32)',
      async (role) => {
        const menu = within(await openMenu(role, false));
        expect(await menu.findByRole('menuitem', { name: 'Back office' })).toHaveAttribute(
          'href',
          '/backoffice',
        );
      },
    );
  });
});
