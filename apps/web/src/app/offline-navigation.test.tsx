import { Suspense } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventItem, eventsPage } from '../features/events/testing/events-fixtures.ts';
import { lazyWhenConnected, loadWhenConnected } from '../lib/connection.ts';
import { mockApi } from '../testing/fixtures.ts';
import { locationOf, renderApp } from '../testing/render-app.tsx';

// Decision 078: without a connection a navigation keeps the page on the screen, the shell says
// so with a retry, and the next page opens by itself when the connection is back.

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  // The window is shared by the files of this worker (vitest.config.ts): leave it online.
  setOnline(true);
  Reflect.deleteProperty(navigator, 'onLine');
});

const symposium = eventItem();
const pastEvent = eventItem({ id: 'congreso-2025', title: 'Congreso 2025', status: 'ended' });

describe('navigating without a connection', () => {
  it('keeps the page, says there is no connection, and opens the next page once back online', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/events': ({ url }) =>
        url.searchParams.get('when') === 'past'
          ? Response.json(eventsPage([pastEvent]))
          : Response.json(eventsPage([symposium])),
    });
    const { router } = renderApp({ path: '/eventos', country: 'mx', session: {} });
    expect(await screen.findByText('Simposio cardiorrenal 2026')).toBeVisible();

    setOnline(false);
    const notice = await screen.findByTestId('connection-notice');
    expect(notice).toHaveTextContent('Sin conexión a internet');

    // The past events, asked while offline: the upcoming list stays on the screen, not
    // placeholders, and the notice says the page opens when the connection is back.
    await user.click(screen.getByRole('radio', { name: 'Anteriores' }));
    await waitFor(() =>
      expect(notice).toHaveTextContent('Lo que pediste se abrirá en cuanto vuelva la conexión.'),
    );
    expect(screen.getByText('Simposio cardiorrenal 2026')).toBeVisible();
    expect(screen.queryByTestId('cards-skeleton')).not.toBeInTheDocument();
    expect(locationOf(router)).toBe('/eventos');

    // Trying again while still offline says so, and keeps waiting.
    await user.click(within(notice).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(notice).findByText('Todavía sin conexión. Revisa el wifi o los datos móviles.'),
    ).toBeVisible();
    expect(locationOf(router)).toBe('/eventos');
    expect(api.called('GET /api/events').map((call) => call.url.searchParams.get('when'))).toEqual([
      'upcoming',
    ]);

    // Back online: the navigation goes on by itself.
    setOnline(true);
    expect(await screen.findByText('Congreso 2025')).toBeVisible();
    expect(locationOf(router)).toBe('/eventos?when=past');
    expect(screen.queryByTestId('connection-notice')).not.toBeInTheDocument();
  });
});

describe("a page's code that cannot be fetched", () => {
  const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

  it('offline: waits for the connection and fetches it again', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('page');
    const loaded = loadWhenConnected(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    setOnline(true);
    await expect(loaded).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online but the server unreachable: waits too; a server that answers means the file is gone', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const load = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('page');
    const loaded = loadWhenConnected(load);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/healthz', expect.anything()));
    setOnline(true); // the browser's "online" event after a network change
    await expect(loaded).resolves.toBe('page');

    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const gone = chunkFailure();
    await expect(loadWhenConnected(() => Promise.reject(gone))).rejects.toBe(gone);
  });

  it('a part of the shell drawn offline (the account menu, a toast) waits instead of taking the app down', async () => {
    setOnline(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue({ default: () => <p>Menu</p> });
    const Part = lazyWhenConnected(load);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('Cargando')).toBeVisible();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    setOnline(true);
    expect(await screen.findByText('Menu')).toBeVisible();
  });
});
