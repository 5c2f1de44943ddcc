import { screen, waitFor } from '@testing-library/react';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { eventDetail } from '../features/events/testing/events-fixtures.ts';
import { episode, item } from '../testing/content-fixtures.ts';
import { mockApi } from '../testing/fixtures.ts';
import { appRoutesForMatching, locationOf, renderApp } from '../testing/render-app.tsx';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Content items 3 (with episode 12), 7 (with episode 9) and 12, as `GET /api/contents/{id}`. */
function contentApi() {
  const items = [
    item('3', { episodes: [episode('12')] }),
    item('7', { episodes: [episode('9')] }),
    item('12'),
  ];
  return mockApi(
    Object.fromEntries(
      items.map((entry) => [`GET /api/contents/${entry.id}`, () => Response.json(entry)]),
    ),
  );
}

describe('login gate', () => {
  it('sends a signed-out visit of a protected route to /signin and stores the requested URL', async () => {
    const { router } = renderApp({ path: '/novedades?page=2' });
    await heading('Iniciar sesión');
    expect(locationOf(router)).toBe('/signin');
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/novedades?page=2');
  });

  it('lets a URL with a token parameter through (to the public token page)', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/novedades/abc?token=xyz' });
    await waitFor(() => expect(locationOf(router)).toBe('/aceite-teste/abc?token=xyz'));
    expect(sessionStorage.getItem(storageKeys.redirect)).toBeNull();
  });

  it('gives a token no way past the gate where it opens nothing (a list)', async () => {
    const { router } = renderApp({ path: '/novedades?token=xyz' });
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/novedades?token=xyz');
  });

  it('opens protected routes for a signed-in user', async () => {
    const event = eventDetail({ id: '42', title: 'Simposio cardiorrenal', isRegistered: false });
    mockApi({ 'GET /api/events/42': () => Response.json(event) });
    const { router } = renderApp({ path: '/eventos/42/unirse', session: {} });
    await heading('Simposio cardiorrenal');
    expect(locationOf(router)).toBe('/eventos/42/unirse');
  });

  it('shows the public landing page at / when signed out', async () => {
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('link', { name: 'Iniciar sesión o registrarse' }),
    ).toHaveAttribute('href', '/signin');
  });

  it('maps / to the signed-in home', async () => {
    const { router } = renderApp({ path: '/', session: {} });
    await heading('Inicio');
    expect(locationOf(router)).toBe('/');
    expect(
      screen.queryByRole('link', { name: 'Iniciar sesión o registrarse' }),
    ).not.toBeInTheDocument();
  });
});

describe('speaker-training gate', () => {
  it('sends a signed-in user without the profile flag home', async () => {
    const { router } = renderApp({
      path: '/speaker-training',
      session: { profile: { canAcessSpeakTraining: false } },
    });
    await heading('Inicio');
    expect(locationOf(router)).toBe('/home');
  });

  it('opens the area and its detail routes with the flag', async () => {
    contentApi();
    const { router } = renderApp({
      path: '/speaker-training/7/9',
      session: { profile: { canAcessSpeakTraining: true } },
    });
    await heading('Título 7');
    expect(locationOf(router)).toBe('/speaker-training/7/9');
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const { router } = renderApp({ path: '/speaker-training' });
    await heading('Iniciar sesión');
    expect(locationOf(router)).toBe('/signin');
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/speaker-training');
  });
});

describe('exclusive content routes', () => {
  it.each(['/solo-en-Xarelto', '/solo-en-Xarelto/12', '/solo-en-Xarelto/3/12'])(
    'opens %s when signed in',
    async (path) => {
      contentApi();
      const { router } = renderApp({ path, session: {} });
      const [, , first] = path.split('/');
      await heading(first ? `Título ${first}` : 'Contenido exclusivo');
      expect(locationOf(router)).toBe(path);
    },
  );

  it('gates solo-en-{product} behind sign-in', async () => {
    const { router } = renderApp({ path: '/solo-en-Eylia' });
    await heading('Iniciar sesión');
    expect(locationOf(router)).toBe('/signin');
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/solo-en-Eylia');
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/contenidos', '/solo-en-', '/a/b', '/eventos/1/otra', '/a/b/c/d'])(
    'redirects %s to / without asking for sign-in',
    async (path) => {
      const { router } = renderApp({ path });
      await waitFor(() => expect(locationOf(router)).toBe('/'));
      expect(sessionStorage.getItem(storageKeys.redirect)).toBeNull();
    },
  );
});

describe('address screens', () => {
  it.each(['/docfinder/cadastro-endereco', '/docfinder/editar-endereco/5'])(
    'render %s inside the unsaved-changes guard',
    async (path) => {
      renderApp({ path, session: {}, country: 'br' });
      await heading(path.includes('editar') ? 'Editar endereço' : 'Cadastrar endereço');
    },
  );
});

describe("a page's files, named for the server (route-modules.ts)", () => {
  it('names, for each page, the module its route loads', async () => {
    const routes = appRoutesForMatching();
    const { matchRoutes } = await import('react-router');
    const paths = ['/home', '/busca', '/conteudos/cardiologia-em-pauta', '/signin', '/eventos'];
    for (const path of paths) {
      const route = matchRoutes(routes, path)!.at(-1)!.route;
      const modules = (route.handle as RouteHandle).modules!;
      const page = modules.at(-1)!;
      expect(page, path).toMatch(/^src\/features\/[a-z-]+\/pages\/[a-z-]+\.tsx$/);
      const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();
      const module = (await import(
        /* @vite-ignore */ join(import.meta.dirname, '../..', page)
      )) as { Component: unknown };
      expect(loaded.Component, path).toBe(module.Component);
    }
  });

  it('names the landing for / signed out, and the home signed in', async () => {
    const routes = appRoutesForMatching();
    const handle = routes[0]!.children![0]!.children![0]!.handle as RouteHandle;
    expect(handle.modules).toEqual(['src/features/content/pages/landing-page.tsx']);
    expect(handle.signedInModules?.at(-1)).toBe('src/features/content/pages/home-page.tsx');
  });
});
