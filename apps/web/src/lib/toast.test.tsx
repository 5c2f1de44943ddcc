import { act, screen, within } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { toast } from './toast.ts';

afterEach(() => {
  act(() => cleanNotifications());
});

describe('toast (spec §2, §9)', () => {
  it.each([
    ['success', 'Solicitud enviada'],
    ['error', 'No se pudo enviar'],
  ] as const)('shows a %s toast for 2000 ms', async (kind, message) => {
    renderApp({ path: '/signin' });
    await screen.findByRole('heading', { level: 1 });
    // The container loads with the first toast.
    act(() => void toast.success('warm-up'));
    await screen.findByText('warm-up');
    act(() => cleanNotifications());

    vi.useFakeTimers();
    act(() => void toast[kind](message));
    const shown = screen.getByText(message);
    expect(shown.closest('[data-toast]')).toHaveAttribute('data-toast', kind);
    act(() => vi.advanceTimersByTime(1990));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    act(() => vi.advanceTimersByTime(1000)); // exit transition
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("names its close button in the user's language", async () => {
    renderApp({ path: '/signin', country: 'br' });
    await screen.findByRole('heading', { level: 1 });
    act(() => void toast.success('Inscrição confirmada'));
    const shown = await screen.findByText('Inscrição confirmada');
    const toastElement = shown.closest('[data-toast]') as HTMLElement;
    expect(within(toastElement).getByRole('button', { name: 'Fechar aviso' })).toBeVisible();
  });
});
