import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { UserDataExport } from '@pulso/contracts/users';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { mockApi, problem, userProfile } from '../../../testing/fixtures.ts';

import { locationOf, renderApp } from '../../../testing/render-app.tsx';

// Keystrokes without timers between them: the forms are long and CI machines are busy.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const brazilian = userProfile({
  country: 'br',
  name: 'Joana Teste',
  email: 'joana@pulso.example',
  phone: '11987654321',
  registerUf: 'SP',
  registerNumber: '123456',
  registrationType: 'CRM',
  consent: { acceptedAt: '2026-03-02T12:00:00.000Z', termsVersion: '2023-07' },
});

describe('editar-registro', () => {
  it('shows the e-mail and phone and saves the phone with the app version', async () => {
    const updated = { ...brazilian, phone: '21987654321' };
    const api = mockApi({
      'GET /api/users/profile': () => Response.json(brazilian),
      'PUT /api/users/profile': () => Response.json(updated),
    });
    renderApp({ path: '/editar-registro', country: 'br', session: {} });
    const email = await screen.findByLabelText(/^E-mail/);
    expect(email).toHaveValue('joana@pulso.example');
    const phone = screen.getByLabelText(/^Telefone/);
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();

    await user.clear(phone);
    await user.type(phone, '21987654321');
    expect(phone).toHaveValue('(21) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Os seus dados foram atualizados.')).toBeInTheDocument();
    expect(api.called('PUT /api/users/profile')[0]!.body).toEqual({
      email: 'joana@pulso.example',
      phone: '21987654321',
      appVersion: 'dev',
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.profile)!)).toMatchObject({
      phone: '21987654321',
    });
  });

  it('asks for the current password when the e-mail changes, then says to check the new address', async () => {
    const api = mockApi({
      'GET /api/users/profile': () => Response.json(brazilian),
      'PUT /api/users/profile': ({ body }) =>
        (body as { currentPassword?: string }).currentPassword === 'Pulso!2026'
          ? Response.json({ ...brazilian, pendingEmail: 'joana.nova@pulso.example' })
          : problem(400, 'users.password_incorrect'),
    });
    renderApp({ path: '/editar-registro', country: 'br', session: {} });
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'Joana.Nova@pulso.example');
    const password = await screen.findByLabelText(/^Senha atual/);
    expect(screen.getByText('Para alterar o e-mail, confirme com a sua senha.')).toBeVisible();

    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('A senha não está correta.')).toBeVisible();
    // A wrong password is not a lost session.
    expect(localStorage.getItem(storageKeys.token)).toBe('test-token');

    await user.clear(password);
    await user.type(password, 'Pulso!2026');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Confira o seu novo e-mail')).toBeVisible();
    expect(
      screen.getByText(
        'Enviamos um link para joana.nova@pulso.example. A alteração será feita quando você abri-lo; até lá, continue entrando com joana@pulso.example.',
      ),
    ).toBeVisible();
    expect(api.called('PUT /api/users/profile')[1]!.body).toEqual({
      email: 'joana.nova@pulso.example',
      phone: '11987654321',
      appVersion: 'dev',
      currentPassword: 'Pulso!2026',
    });
    // Nothing changed yet: the form shows the e-mail in use, and asks no password.
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('joana@pulso.example');
    expect(screen.queryByLabelText(/^Senha atual/)).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKeys.profile)!)).toMatchObject({
      email: 'joana@pulso.example',
    });
  });

  it("checks the phone by the account's country before sending", async () => {
    const api = mockApi({ 'GET /api/users/profile': () => Response.json(brazilian) });
    renderApp({ path: '/editar-registro', country: 'br', session: {} });
    const phone = await screen.findByLabelText(/^Telefone/);
    await user.clear(phone);
    await user.type(phone, '1112345678');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('O número deve começar com um dígito de 2 a 9.')).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(api.called('PUT /api/users/profile')).toHaveLength(0);
  });

  it("puts the server's problems on the fields", async () => {
    mockApi({
      'GET /api/users/profile': () => Response.json(userProfile({ country: 'cl' })),
      'PUT /api/users/profile': () => problem(409, 'users.email_taken'),
    });
    renderApp({ path: '/editar-registro', country: 'cl', session: {} });
    const email = await screen.findByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'other@pulso.example');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Otra cuenta ya usa este e-mail.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the consent given at registration, with its date and text version', async () => {
    mockApi({ 'GET /api/users/profile': () => Response.json(brazilian) });
    renderApp({ path: '/editar-registro', country: 'br', session: {} });
    expect(await screen.findByTestId('consent')).toHaveTextContent(
      'Você aceitou os Termos de Uso e a Política de Privacidade em 2 de março de 2026 (versão 2023-07).',
    );
  });

  it('downloads all the data held as a JSON file', async () => {
    const data: UserDataExport = {
      exportedAt: '2026-03-02T12:00:00.000Z',
      profile: brazilian,
      consents: [],
      preferences: ['cardiology'],
      sessions: [],
      account: {
        language: 'pt-BR',
        timezone: 'America/Sao_Paulo',
        treatment: null,
        state: 'SP',
        registerNumber: '123456',
        registerUf: 'SP',
        nationalRegistration: null,
        provincialEnrollment: null,
        identityDocument: null,
        rut: null,
        salesRepresentativeCode: null,
        roles: [],
        receivePromotional: false,
        licenceReview: false,
        createdAt: '2026-03-02T12:00:00.000Z',
      },
      medicalInformationCases: [],
      training: { courses: [], attempts: [], certificates: [] },
      cookieConsents: [],
      pushDevices: [],
    };
    mockApi({
      'GET /api/users/profile': () => Response.json(brazilian),
      'GET /api/users/me/data': () => Response.json(data),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:data');
    const revokeObjectURL = vi.fn();
    // Object URLs this test can read back; the window's own are put back after it (the files of
    // a worker share one window: vitest.config.ts).
    const own = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    onTestFinished(() => {
      URL.createObjectURL = own.create;
      URL.revokeObjectURL = own.revoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderApp({ path: '/editar-registro', country: 'br', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Os seus dados foram baixados.')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^pulso-\d{4}-\d{2}-\d{2}\.json$/);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(data);
  });

  it('deletes the account after the password is confirmed, then signs out to /', async () => {
    const api = mockApi({
      'GET /api/users/profile': () => Response.json(brazilian),
      'POST /api/users/me/delete': ({ body }) =>
        (body as { password: string }).password === 'Pulso!2026'
          ? Response.json({ deleted: true })
          : problem(400, 'users.password_incorrect'),
    });
    const { router } = renderApp({ path: '/editar-registro', country: 'br', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir minha conta' }));
    await user.type(dialog.getByLabelText(/^Senha/), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await dialog.findByText('A senha não está correta.')).toBeVisible();
    // A wrong password is not a lost session.
    expect(localStorage.getItem(storageKeys.token)).toBe('test-token');

    await user.clear(dialog.getByLabelText(/^Senha/));
    await user.type(dialog.getByLabelText(/^Senha/), 'Pulso!2026');
    await user.click(dialog.getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.profile)).toBeNull();
    expect(await screen.findByText('A sua conta foi excluída.')).toBeInTheDocument();
    expect(api.called('POST /api/users/me/delete')).toHaveLength(2);
  });

  it('logs out to /signin, keeping the path, when the profile answers 401', async () => {
    mockApi({ 'GET /api/users/profile': () => problem(401, 'auth.session_invalid') });
    const { router } = renderApp({ path: '/editar-registro', country: 'mx', session: {} });
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/editar-registro');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
