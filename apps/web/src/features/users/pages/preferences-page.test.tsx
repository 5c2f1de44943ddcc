import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { mockApi, problem, userProfile } from '../../../testing/fixtures.ts';

import { renderApp } from '../../../testing/render-app.tsx';

// Keystrokes without timers between them: the forms are long and CI machines are busy.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('preferencias-usuario', () => {
  it('adds and removes specialty areas with toggle chips', async () => {
    let preferences = ['cardiology'];
    const api = mockApi({
      'GET /api/users/profile': () => Response.json(userProfile({ preferences: ['cardiology'] })),
      'PATCH /api/users/preferences': ({ body }) => {
        const patch = body as { add?: string[]; remove?: string[] };
        preferences = [
          ...preferences.filter((p) => !patch.remove?.includes(p)),
          ...(patch.add ?? []),
        ];
        return Response.json({ preferences });
      },
    });
    renderApp({ path: '/preferencias-usuario', country: 'mx', session: {} });
    const group = await screen.findByRole('group', { name: 'Áreas de interés' });
    expect(group).toBeInTheDocument();
    const cardio = screen.getByRole('checkbox', { name: 'Cardiorrenal' });
    const gyn = screen.getByRole('checkbox', { name: 'Ginecología' });
    expect(cardio).toBeChecked();
    expect(gyn).not.toBeChecked();

    await user.click(gyn);
    expect(gyn).toBeChecked();
    await waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent('Preferencias guardadas.'),
    );
    await user.click(cardio);
    await waitFor(() => expect(cardio).not.toBeChecked());

    expect(api.called('PATCH /api/users/preferences').map((call) => call.body)).toEqual([
      { add: ['womens-health'] },
      { remove: ['cardiology'] },
    ]);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKeys.profile)!).preferences).toEqual([
        'womens-health',
      ]),
    );
  });

  it('shows the change at once and takes it back when the server refuses it', async () => {
    let answer!: (response: Response) => void;
    mockApi({
      'GET /api/users/profile': () => Response.json(userProfile({ preferences: [] })),
      'PATCH /api/users/preferences': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp({ path: '/preferencias-usuario', country: 'ar', session: {} });
    const onco = await screen.findByRole('checkbox', { name: 'Oncología' });
    await user.click(onco);
    expect(onco).toBeChecked();
    answer(problem(500, 'internal'));
    await waitFor(() => expect(onco).not.toBeChecked());
    expect(
      await screen.findByText('Ocurrió un error inesperado. Inténtelo de nuevo.'),
    ).toBeVisible();
  });
});
