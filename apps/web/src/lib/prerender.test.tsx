import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * The server's first paint of a public page and the app (decision 060): the app draws the page
 * again only when the visitor acts, then takes over; a press on the painted page meanwhile is
 * made again on the app's own element.
 */

/** The painted page and the hidden root the app renders into, as the server sends them. */
function paint(html: string, { intent = false } = {}) {
  document.body.innerHTML = `<div id="prerendered" data-path="/" data-country="br"${
    intent ? ' data-intent=""' : ''
  }>${html}</div><div id="root" hidden></div>`;
  return {
    painted: document.getElementById('prerendered')!,
    root: document.getElementById('root')!,
  };
}

/** A fresh copy of the modules (the visitor's act is noted once per page load). */
async function startApp(onEnter: () => void) {
  vi.resetModules();
  const { watchPaintedPage, usePrerenderHandOff } = await import('./prerender.ts');
  const { AppShell } = await import('../app/shell/app-shell.tsx');
  const { setUpApp } = await import('../testing/render-app.tsx');
  const { mockApi } = await import('../testing/fixtures.ts');
  mockApi({});
  function Landing() {
    usePrerenderHandOff();
    return (
      <>
        <p>Atualização médica</p>
        <button type="button" onClick={onEnter}>
          Entrar
        </button>
        <a href="/conteudos">Conteúdos</a>
      </>
    );
  }
  watchPaintedPage();
  const app = setUpApp({ country: 'br' });
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '/', element: <Landing /> }] }],
    { initialEntries: ['/'] },
  );
  const root = document.getElementById('root')!;
  render(app.wrap(<RouterProvider router={router} />), { container: root });
}

/** What the server paints: the same components' HTML (here the app's own, once it has taken over). */
async function serverPaint(): Promise<string> {
  const { painted, root } = paint('', { intent: true });
  await startApp(() => undefined);
  await waitFor(() => expect(painted.isConnected).toBe(false));
  await within(root).findByRole('button', { name: 'Entrar' });
  const html = root.innerHTML;
  cleanup();
  return html;
}

describe('the server-painted page and the app', () => {
  let html = '';
  beforeEach(async () => {
    localStorage.clear();
    html ||= await serverPaint();
    localStorage.clear();
  });

  it('keeps the painted page until the visitor acts, then shows the app in its place', async () => {
    const { painted, root } = paint(html);
    await startApp(() => undefined);
    // The shell's own parts are up (the app has rendered), the page is not drawn again.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    expect(within(root).queryByText('Atualização médica')).toBeNull();
    expect(painted.isConnected).toBe(true);
    expect(root.hidden).toBe(true);

    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(painted.isConnected).toBe(false));
    expect(root.hidden).toBe(false);
    expect(within(root).getByText('Atualização médica')).toBeInTheDocument();
  });

  it('makes a press on a painted button again on the app’s own button', async () => {
    const { painted } = paint(html);
    const onEnter = vi.fn();
    await startApp(onEnter);
    // The landing's own button (the header has a sign-in button of the same name).
    const buttons = within(painted).getAllByRole('button', { name: 'Entrar' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(onEnter).toHaveBeenCalledTimes(1));
    expect(painted.isConnected).toBe(false);
  });

  it('waits for a press begun on the painted page to end before taking over, then makes it again', async () => {
    const { painted, root } = paint(html);
    const onEnter = vi.fn();
    await startApp(onEnter);
    const button = within(painted).getAllByRole('button', { name: 'Entrar' }).at(-1)!;
    // Pointer down: the visitor acts, the app draws the page, but keeps the painted one while
    // the pointer is down (removing it would send the click that follows nowhere).
    fireEvent.pointerDown(button);
    await waitFor(() => expect(within(root).getByText('Atualização médica')).toBeInTheDocument());
    expect(painted.isConnected).toBe(true);
    expect(root.hidden).toBe(true);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await waitFor(() => expect(onEnter).toHaveBeenCalledTimes(1));
    expect(painted.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
  });

  it('draws the page at once when the visitor acted before the app ran (start-after-paint.js)', async () => {
    const { painted, root } = paint(html, { intent: true });
    await startApp(() => undefined);
    await waitFor(() => expect(painted.isConnected).toBe(false));
    expect(within(root).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('shows the cookie banner over the painted page, before the visitor acts', async () => {
    const { painted } = paint(html);
    await startApp(() => undefined);
    const banner = await screen.findByRole('dialog');
    expect(banner.closest('#root')).toBeNull();
    expect(painted.isConnected).toBe(true);
  });
});
