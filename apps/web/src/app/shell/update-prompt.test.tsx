import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateStore } from '../../lib/update-store.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const routes = (path: string) => [{ path, element: <UpdatePrompt /> }];

afterEach(() => updateStore.reset());

describe('update prompt (decision 047)', () => {
  it('offers the new version and reloads only when asked', async () => {
    const accept = vi.fn();
    renderApp({ country: 'br', path: '/eventos', routes: routes('/eventos') });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => updateStore.set({ status: 'available', accept }));
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('Há uma nova versão do portal disponível.');
    expect(accept).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it.each(['/cursos-online/c1/examen', '/eventos/ev-1/participar', '/eventos/ev-1/unirse'])(
    'is not shown in an exam or a meeting (%s)',
    async (path) => {
      renderApp({ country: 'mx', path, routes: routes(path) });
      act(() => updateStore.set({ status: 'available', accept: () => undefined }));
      // The store is read synchronously: nothing appears, now or later.
      await act(async () => undefined);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );
});
