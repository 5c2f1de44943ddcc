import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { resetIdentityAdapters } from '../adapters/select-adapter.ts';

afterEach(() => resetIdentityAdapters());

describe('/signin?emailToken= (the link mailed to a new e-mail)', () => {
  it('confirms the change once, says so and ends the local session; the button opens the login', async () => {
    const api = mockApi({
      'POST /api/users/email/confirm': () => Response.json({ email: 'joana.nova@pulso.example' }),
    });
    renderApp({ path: '/signin?emailToken=tok-456', country: 'br', session: {} });
    expect(await screen.findByText('O seu e-mail foi alterado')).toBeVisible();
    expect(
      screen.getByText(
        'A partir de agora, entre com joana.nova@pulso.example. Por segurança, todas as suas sessões foram encerradas.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeVisible();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(api.called('POST /api/users/email/confirm')).toHaveLength(1);
    expect(api.called('POST /api/users/email/confirm')[0]!.body).toEqual({ token: 'tok-456' });
  });

  it('says when the link is no longer valid', async () => {
    mockApi({
      'POST /api/users/email/confirm': () => problem(400, 'users.email_change_invalid'),
    });
    renderApp({ path: '/signin?emailToken=used', country: 'mx' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No pudimos cambiar tu correo')).toBeVisible();
    expect(alert).toHaveTextContent('Este enlace ya no es válido');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
