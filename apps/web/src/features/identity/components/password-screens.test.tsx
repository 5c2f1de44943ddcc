import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { gigyaError, gigyaOk } from '../testing/identity-api.ts';
import { loginDialog } from '../testing/screens.ts';

// Keystrokes without timers between them: the forms are long and CI machines are busy.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('passwords', { timeout: 20_000 }, () => {
  it('gives the same confirmation whether or not the e-mail exists, even on failure', async () => {
    const api = mockApi({ 'POST /idp/accounts.resetPassword': () => gigyaError(500001) });
    renderApp({ path: '/signin', country: 'ar' });
    await loginDialog();
    await user.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Recuperar contraseña' }));
    await user.type(dialog.getByLabelText(/^E-mail/), 'who@pulso.example');
    await user.click(dialog.getByRole('button', { name: 'Enviar enlace' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Si existe una cuenta con ese e-mail, recibirá un mensaje',
    );
    expect(api.called('POST /idp/accounts.resetPassword')[0]!.body).toMatchObject({
      apiKey: 'pulso-ar',
      loginID: 'who@pulso.example',
      lang: 'es',
    });
  });

  it('sets a new password from the e-mailed link (/signin?resetToken=)', async () => {
    const api = mockApi({ 'POST /idp/accounts.resetPassword': () => gigyaOk() });
    renderApp({ path: '/signin?resetToken=tok-123', country: 'br' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova senha' }));
    await user.type(dialog.getByLabelText(/^Nova senha/), 'Pulso!2026');
    await user.type(dialog.getByLabelText(/^Repita a nova senha/), 'Pulso!2026');
    await user.click(dialog.getByRole('button', { name: 'Salvar senha' }));
    expect(
      await dialog.findByText(
        'Esta senha é comum demais ou apareceu em vazamentos de dados. Escolha outra.',
      ),
    ).toBeVisible();
    await user.clear(dialog.getByLabelText(/^Nova senha/));
    await user.clear(dialog.getByLabelText(/^Repita a nova senha/));
    await user.type(dialog.getByLabelText(/^Nova senha/), 'Nova!2026x');
    await user.type(dialog.getByLabelText(/^Repita a nova senha/), 'Outra!2026');
    await user.click(dialog.getByRole('button', { name: 'Salvar senha' }));
    expect(await dialog.findByText('As senhas não coincidem.')).toBeVisible();
    expect(api.calls).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/^Repita a nova senha/));
    await user.type(dialog.getByLabelText(/^Repita a nova senha/), 'Nova!2026x');
    await user.click(dialog.getByRole('button', { name: 'Salvar senha' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('A sua senha foi alterada.');
    expect(api.called('POST /idp/accounts.resetPassword')[0]!.body).toMatchObject({
      passwordResetToken: 'tok-123',
      newPassword: 'Nova!2026x',
    });
    await user.click(dialog.getByRole('button', { name: 'Entrar' }));
    expect(await loginDialog('Entrar')).toBeVisible();
  });
});
