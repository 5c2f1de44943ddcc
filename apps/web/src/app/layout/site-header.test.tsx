import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../config/storage-keys.ts';
import { locationOf, renderApp } from '../../testing/render-app.tsx';

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

  it('signs out: clears the session and goes to the landing page', async () => {
    const { router } = renderApp({ path: '/eventos', country: 'mx', session: { userId: 'u1' } });
    const header = await banner();
    await userEvent.click(header.getAllByRole('button', { name: 'Cerrar sesión' })[0]!);
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userId)).toBeNull();
    expect(
      await screen.findByRole('link', { name: 'Iniciar sesión o registrarse' }),
    ).toBeInTheDocument();
  });

  it('opens the mobile menu with the burger button', async () => {
    renderApp({ path: '/signin', country: 'mx' });
    const header = await banner();
    const burger = header.getByRole('button', { name: 'Abrir menú' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mobile-menu')).not.toHaveAttribute('aria-hidden', 'true');
  });

  it('has a skip link to the main content', async () => {
    renderApp({ path: '/signin' });
    const skip = await screen.findByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBe(screen.getByRole('main'));
  });
});
