import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { resetIdentityAdapters } from '../adapters/select-adapter.ts';
import { gigyaAccount, gigyaError, loginResponse, signedLogin } from '../testing/identity-api.ts';
import { loginDialog } from '../testing/screens.ts';

// Keystrokes without timers between them: the forms are long and CI machines are busy.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

afterEach(() => {
  resetIdentityAdapters();
});

async function signIn(email = 'demo.mx@pulso.example', password = 'Pulso!2026') {
  const dialog = within(await loginDialog());
  await user.type(dialog.getByLabelText(/^(E-mail|Correo electrónico)/), email);
  await user.type(dialog.getByLabelText(/^Contraseña/), password);
  await user.click(dialog.getByRole('button', { name: /^(Ingresar|Iniciar sesión)$/ }));
}

describe('login', { timeout: 20_000 }, () => {
  it('signs in and goes to the page saved by the login gate, forgetting it', async () => {
    const api = mockApi({
      'POST /idp/accounts.login': () => gigyaAccount({ email: 'demo.ar@pulso.example' }),
      'POST /api/users/login': () => loginResponse({ country: 'ar' }),
      'GET /api/users/profile': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp({ path: '/eventos/12?tab=info', country: 'ar' });
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe('/eventos/12?tab=info');

    await signIn('demo.ar@pulso.example');
    await waitFor(() => expect(locationOf(router)).toBe('/eventos/12?tab=info'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(storageKeys.redirect)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token-1');
    expect(localStorage.getItem(storageKeys.userId)).toBe(signedLogin.UID);
    expect(JSON.parse(localStorage.getItem(storageKeys.profile)!)).toMatchObject({
      name: 'Ana López',
    });

    const [idpLogin] = api.called('POST /idp/accounts.login');
    expect(idpLogin!.body).toMatchObject({
      apiKey: 'pulso-ar',
      loginID: 'demo.ar@pulso.example',
      password: 'Pulso!2026',
    });
    // The provider is not the product API: none of its headers go there.
    expect(idpLogin!.headers.has('x-api-key')).toBe(false);
    expect(idpLogin!.headers.has('x-xsrf-token')).toBe(false);
    expect(api.called('POST /api/users/login')[0]!.body).toEqual(signedLogin);
  });

  it('goes home when no page was saved', async () => {
    mockApi({
      'POST /idp/accounts.login': () => gigyaAccount(),
      'POST /api/users/login': () => loginResponse(),
      'GET /api/users/profile': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp({ path: '/signin', country: 'mx' });
    await signIn();
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(
      await screen.findByRole('button', { name: 'Menú de la cuenta: Ana López' }),
    ).toBeVisible();
  });

  it.each([
    [403042, 'El e-mail o la contraseña no son correctos.'],
    [
      403120,
      'Demasiados intentos fallidos desde este dispositivo: espere 15 minutos o restablezca su contraseña con «¿Olvidó su contraseña?».',
    ],
    [
      403048,
      'Demasiados intentos en poco tiempo. Espere unos minutos y vuelva a intentarlo, o restablezca su contraseña con «¿Olvidó su contraseña?» para entrar ahora.',
    ],
  ])('explains Gigya error %i', async (code, text) => {
    const api = mockApi({ 'POST /idp/accounts.login': () => gigyaError(code) });
    const { router } = renderApp({ path: '/signin', country: 'co' });
    await signIn('demo.co@pulso.example', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Contraseña/)).toHaveFocus();
    expect(api.called('POST /api/users/login')).toHaveLength(0);
    expect(locationOf(router)).toBe('/signin');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('checks the fields before calling anyone, focusing the first invalid one', async () => {
    const api = mockApi({});
    renderApp({ path: '/signin', country: 'mx' });
    const dialog = within(await loginDialog());
    await user.type(dialog.getByLabelText(/^Correo electrónico/), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
    const email = dialog.getByLabelText(/^Correo electrónico/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy.split(' ')[0]!)).toHaveTextContent(
      'Escribe un correo electrónico válido.',
    );
    expect(dialog.getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows and hides the password with a keyboard-reachable button', async () => {
    renderApp({ path: '/signin', country: 'ar' });
    const dialog = within(await loginDialog());
    const password = dialog.getByLabelText(/^Contraseña/);
    expect(password).toHaveAttribute('type', 'password');
    const toggle = dialog.getByRole('button', { name: 'Mostrar contraseña' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks a field when it is left, and clears its error once corrected', async () => {
    renderApp({ path: '/signin', country: 'mx' });
    const dialog = within(await loginDialog());
    const email = dialog.getByLabelText(/^Correo electrónico/);
    await user.type(email, 'demo.mx@');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    await user.type(email, 'pulso.example');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(dialog.queryByText('Escribe un correo electrónico válido.')).not.toBeInTheDocument();
  });

  it('opens from the header and gives the focus back to its link when closed', async () => {
    renderApp({ path: '/buscador-medico', country: 'br' });
    const header = within(await screen.findByRole('banner'));
    const link = header.getAllByRole('link', { name: 'Entrar' })[0]!;
    await user.click(link);
    const dialog = within(await loginDialog('Entrar'));
    expect(dialog.getByLabelText(/^E-mail/)).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('closes with Escape', async () => {
    renderApp({ path: '/signin', country: 'pe' });
    await loginDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Ingresar' })).toBeInTheDocument();
  });
});

describe('registration auto-complete (the exchange answers 404)', { timeout: 20_000 }, () => {
  it('opens the registration prefilled from the identity account, without the identity step', async () => {
    const api = mockApi({
      'POST /idp/accounts.login': () =>
        gigyaAccount({ firstName: 'Joana', lastName: 'Teste', email: 'joana@pulso.example' }),
      'POST /api/users/login': () => problem(404, 'users.not_registered'),
    });
    renderApp({ path: '/signin', country: 'br' });
    const dialog = within(await loginDialog('Entrar'));
    await user.type(dialog.getByLabelText(/^E-mail/), 'joana@pulso.example');
    await user.type(dialog.getByLabelText(/^Senha/), 'Pulso!2026');
    await user.click(dialog.getByRole('button', { name: 'Entrar' }));

    const form = within(await screen.findByRole('dialog', { name: 'Complete o seu cadastro' }));
    expect(form.getByLabelText(/^Nome/)).toHaveValue('Joana');
    expect(form.getByLabelText(/^Sobrenome/)).toHaveValue('Teste');
    expect(form.getByLabelText(/^E-mail/)).toHaveValue('joana@pulso.example');
    expect(form.getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    expect(form.queryByLabelText(/^Senha/)).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(api.called('POST /idp/accounts.initRegistration')).toHaveLength(0);
  });

  it('completes it with a fresh signature and signs in', async () => {
    const fresh = { ...signedLogin, UIDSignature: 'ZnJlc2g=', signatureTimestamp: '1767225700' };
    const api = mockApi({
      'POST /idp/accounts.login': () =>
        gigyaAccount({ firstName: 'Luis', lastName: 'Pérez', email: 'luis@pulso.example' }),
      'POST /idp/accounts.getAccountInfo': () => gigyaAccount({}, fresh),
      'POST /api/users/login': ({ body }) =>
        (body as { UIDSignature: string }).UIDSignature === fresh.UIDSignature
          ? loginResponse({ country: 'pe' })
          : problem(404, 'users.not_registered'),
      'POST /api/users': () => Response.json({ hasRegistred: true }),
      'GET /api/users/profile': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp({ path: '/signin', country: 'pe' });
    await signIn('luis@pulso.example');
    const form = within(await screen.findByRole('dialog', { name: 'Complete su registro' }));
    await user.selectOptions(form.getByLabelText(/^Especialidad/), 'Cardiología');
    await user.type(form.getByLabelText(/^Número de colegiatura médica/), '12345');
    await user.click(form.getByLabelText('Declaro que soy profesional de la salud.'));
    await user.click(form.getByRole('checkbox', { name: /He leído y acepto/ }));
    await user.click(form.getByRole('button', { name: 'Terminar registro' }));

    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(api.called('POST /idp/accounts.getAccountInfo')[0]!.body).toMatchObject({
      login_token: 'login-token-1',
    });
    expect(api.called('POST /idp/accounts.register')).toHaveLength(0);
    expect(api.called('POST /api/users')[0]!.body).toMatchObject({
      idGigya: fresh.UID,
      UIDSignature: fresh.UIDSignature,
      signatureTimestamp: fresh.signatureTimestamp,
      name: 'Luis Pérez',
      email: 'luis@pulso.example',
      identityDocumentOrMedicalCollegiate: '12345',
      country: 'pe',
      region: 'PACA',
      language: 'es',
    });
    expect(api.called('POST /api/users')[0]!.body).not.toHaveProperty('password');
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token-1');
  });
});

describe('dentist warning (spec §2 popup 2)', () => {
  it('shows at login for a CRO account, stores no session, and OK closes it', async () => {
    mockApi({
      'POST /idp/accounts.login': () => gigyaAccount({ email: 'dentista.br@pulso.example' }),
      'POST /api/users/login': () => problem(403, 'users.dentist_unsupported'),
    });
    const { router } = renderApp({ path: '/signin', country: 'br' });
    const dialog = within(await loginDialog('Entrar'));
    await user.type(dialog.getByLabelText(/^E-mail/), 'dentista.br@pulso.example');
    await user.type(dialog.getByLabelText(/^Senha/), 'Pulso!2026');
    await user.click(dialog.getByRole('button', { name: 'Entrar' }));

    const warning = await screen.findByRole('dialog', { name: 'Aviso aos dentistas' });
    expect(warning).toHaveTextContent(
      'As contas criadas com um registro no Conselho Regional de Odontologia (CRO) não são mais aceitas neste portal.',
    );
    expect(
      within(warning).getByRole('link', { name: 'corporativo.pulso.example/br' }),
    ).toHaveAttribute('href', 'https://corporativo.pulso.example/br');
    expect(within(warning).getByRole('link', { name: 'suporte.br@pulso.example' })).toHaveAttribute(
      'href',
      'mailto:suporte.br@pulso.example',
    );
    // The global 401/403 handler stayed out of it: still on /signin, nothing stored.
    expect(locationOf(router)).toBe('/signin');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();

    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is titled in Spanish elsewhere', async () => {
    mockApi({
      'POST /idp/accounts.login': () => gigyaAccount(),
      'POST /api/users/login': () => problem(403, 'users.dentist_unsupported'),
    });
    renderApp({ path: '/signin', country: 'cl' });
    await signIn();
    expect(await screen.findByRole('dialog', { name: 'Aviso a los dentistas' })).toBeVisible();
  });
});

describe('authentication alert (spec §8)', () => {
  it("shows 'ERROR OCCURRED WITH YOUR AUTHENTICATION' with the server's message", async () => {
    mockApi({
      'POST /idp/accounts.login': () => gigyaAccount(),
      'POST /api/users/login': () =>
        problem(401, 'auth.signature_invalid', { detail: 'The UID signature is not valid.' }),
    });
    const { router } = renderApp({ path: '/signin', country: 'mx' });
    await signIn();
    const alert = await screen.findByRole('dialog', {
      name: 'Ocurrió un error con tu autenticación',
    });
    expect(alert).toHaveTextContent('The UID signature is not valid.');
    expect(locationOf(router)).toBe('/signin');
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /autenticación/ })).not.toBeInTheDocument(),
    );
    // The login stays open to try again.
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('takes the focus and the first Escape, the login staying open behind it', async () => {
    mockApi({
      'POST /idp/accounts.login': () => gigyaAccount(),
      'POST /api/users/login': () => problem(401, 'auth.signature_invalid'),
    });
    renderApp({ path: '/signin', country: 'mx' });
    await signIn();
    const alert = await screen.findByRole('dialog', {
      name: 'Ocurrió un error con tu autenticación',
    });
    await waitFor(() =>
      expect(within(alert).getByRole('button', { name: 'Aceptar' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('variants', { timeout: 20_000 }, () => {
  it('offers "Esqueceu o e-mail?" in Brazil, which closes the login and opens the forgot-email modal', async () => {
    const api = mockApi({
      'POST /api/public/forgot-email': ({ body }) =>
        (body as { registerNumber: string }).registerNumber === '004567'
          ? Response.json({ found: true, maskedEmail: 'j***a@p****.example' })
          : Response.json({
              found: false,
              supportEmail: 'suporte.br@pulso.example',
              supportPhone: '0800 000 0000',
            }),
    });
    renderApp({ path: '/signin', country: 'br' });
    await loginDialog('Entrar');
    await user.click(screen.getByRole('button', { name: 'Esqueceu o e-mail?' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Esqueceu o e-mail?' }));
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).not.toBeInTheDocument();

    await user.selectOptions(modal.getByLabelText(/^Estado/), 'SP');
    await user.type(modal.getByLabelText(/^CRM/), '4567');
    await user.tab();
    expect(modal.getByLabelText(/^CRM/)).toHaveValue('004567');
    await user.click(modal.getByRole('button', { name: 'Buscar' }));
    expect(await modal.findByText('O e-mail da sua conta é j***a@p****.example.')).toBeVisible();
    expect(api.called('POST /api/public/forgot-email')[0]!.body).toEqual({
      registerUf: 'SP',
      registerNumber: '004567',
    });

    await user.clear(modal.getByLabelText(/^CRM/));
    await user.type(modal.getByLabelText(/^CRM/), '999');
    await user.click(modal.getByRole('button', { name: 'Buscar' }));
    expect(await modal.findByRole('link', { name: 'suporte.br@pulso.example' })).toHaveAttribute(
      'href',
      'mailto:suporte.br@pulso.example',
    );
  });

  it.each(['mx', 'ar', 'cl', 'cr', 'co', 'pe'] as const)(
    'has no forgot-email link in %s',
    async (country) => {
      renderApp({ path: '/signin', country });
      const dialog = within(await loginDialog());
      expect(dialog.getByRole('button', { name: /contraseña\?$/ })).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: /e-mail\?|correo\?/ })).not.toBeInTheDocument();
    },
  );

  it('opens the doctor-finder variant from the doctor-finder page: header, support contacts, approval code', async () => {
    renderApp({ path: '/buscador-medico', country: 'br' });
    const header = within(await screen.findByRole('banner'));
    await user.click(header.getAllByRole('link', { name: 'Entrar' })[0]!);
    const dialog = within(await loginDialog('Entrar'));
    expect(dialog.getByRole('note')).toHaveTextContent(
      'Para cadastrar o seu consultório na busca de médicos, você precisa de uma conta do portal.',
    );
    const footer = within(dialog.getByTestId('screen-set-footer'));
    expect(footer.getByRole('link', { name: 'suporte.br@pulso.example' })).toHaveAttribute(
      'href',
      'mailto:suporte.br@pulso.example',
    );
    expect(footer.getByRole('link', { name: '0800 000 0000' })).toHaveAttribute(
      'href',
      'tel:08000000000',
    );
    expect(footer.getByText('Código de aprovação: DEMO-BR-0000')).toBeInTheDocument();
  });

  it('opens the doctor-finder variant on /signin when the login gate saved a docfinder page', async () => {
    renderApp({ path: '/docfinder/cadastro', country: 'mx' });
    const dialog = within(await loginDialog());
    expect(dialog.getByRole('note')).toHaveTextContent('buscador médico');
  });

  it('gives the other variants the simpler footer', async () => {
    renderApp({ path: '/', country: 'mx' });
    await user.click(await screen.findByRole('link', { name: 'Iniciar sesión o registrarse' }));
    const dialog = within(await loginDialog());
    expect(dialog.queryByRole('note')).not.toBeInTheDocument();
    const footer = within(dialog.getByTestId('screen-set-footer'));
    expect(footer.getByText('¿Necesitas ayuda?')).toBeInTheDocument();
    expect(footer.queryByText(/Código de aprobación/)).not.toBeInTheDocument();
  });
});
