import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationOf, renderApp } from '../../testing/render-app.tsx';
import { PlainLink } from './plain-link.tsx';

const routes = [
  { path: '/', element: <PlainLink to="/conteudos/x/1">Cardiologia em pauta</PlainLink> },
  { path: '/conteudos/x/1', element: <h1>The item</h1> },
];

describe('PlainLink', () => {
  it('is a link to its path, followed by the app’s router on a plain click', async () => {
    const { router } = renderApp({ path: '/', routes });
    const link = screen.getByRole('link', { name: 'Cardiologia em pauta' });
    expect(link).toHaveAttribute('href', '/conteudos/x/1');
    // Cancelled: the browser does not load the page itself, the app draws it.
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'The item' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/conteudos/x/1');
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab)', () => {
    const { router } = renderApp({ path: '/', routes });
    const link = screen.getByRole('link', { name: 'Cardiologia em pauta' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // Not cancelled: the browser does what it does with such a click.
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(locationOf(router)).toBe('/');
  });
});
