import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('focus on route change (issue 12)', () => {
  it('leaves focus alone on the first load, then moves it to the main content on each route change', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/users/profile': () => new Promise<Response>(() => undefined) });
    renderApp({ path: '/home', country: 'mx', session: {} });
    const header = within(await screen.findByRole('banner'));
    const main = screen.getByRole('main');
    expect(main).not.toHaveFocus();

    await user.click(header.getAllByRole('link', { name: 'Eventos' })[0]!);
    await waitFor(() => expect(main).toHaveFocus());

    header.getAllByRole('link', { name: 'Productos' })[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
  });
});
