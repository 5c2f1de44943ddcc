import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../lib/http/http-client.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('blocking overlay (spec §2, §4)', () => {
  it('covers the interface while a blocking call is pending and goes away when it ends', async () => {
    // Every call waits; the test answers the profile's (other calls the app makes meanwhile,
    // on a slow machine, stay pending and must not take its answer).
    const waiting: { url: string; answer: (response: Response) => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((answer) =>
            waiting.push({ url: input instanceof Request ? input.url : String(input), answer }),
          ),
      ),
    );
    renderApp({ path: '/signin' });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    // /signin opens the login screen set on arrival; let it finish loading first.
    await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    expect(screen.queryByRole('status', { name: 'Cargando…' })).not.toBeInTheDocument();

    let call!: Promise<unknown>;
    act(() => {
      call = request('/api/users/profile');
    });
    // Its chunk is fetched with the first blocking call (issue 11): it shows a moment later.
    const overlay = await screen.findByRole('status', { name: 'Cargando…' });
    expect(overlay).toHaveAttribute('aria-busy', 'true');

    const profile = waiting.find(({ url }) => url.includes('/api/users/profile'));
    expect(profile, 'the profile call reached fetch').toBeDefined();
    await act(async () => {
      profile!.answer(new Response('{}', { status: 200 }));
      await call;
    });
    expect(screen.queryByRole('status', { name: 'Cargando…' })).not.toBeInTheDocument();
  });
});
