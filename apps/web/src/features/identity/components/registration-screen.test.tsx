import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GigyaErrorCode } from '@pulso/contracts/identity';
import { registrationSpecialties } from '@pulso/contracts/registration-specialties';
import { storageKeys } from '../../../config/storage-keys.ts';
import { setAnalyticsGranted } from '../../../lib/analytics.ts';
import { openRegistration } from '../screen-sets.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { resetIdentityAdapters } from '../adapters/select-adapter.ts';
import {
  gigyaAccount,
  gigyaError,
  gigyaOk,
  loginResponse,
  signedLogin,
} from '../testing/identity-api.ts';

// Keystrokes without timers between them: the forms are long and CI machines are busy.
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

afterEach(() => {
  resetIdentityAdapters();
  setAnalyticsGranted(false);
});

type Country = Parameters<typeof renderApp>[0] extends infer O
  ? O extends { country?: infer C }
    ? C
    : never
  : never;

async function openForm(country: Country, title = /Crear una cuenta|Criar uma conta/) {
  const app = renderApp({ path: '/', country });
  await screen.findByRole('banner');
  openRegistration();
  // The screen sets are a lazy chunk: the first test of the file also waits for its transform.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
  return { ...app, form: within(dialog), dialog };
}

const labelsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('label')).map((label) =>
    label.textContent?.replace(/\s*\*$/, '').trim(),
  );

const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options)
    .map((option) => option.value)
    .filter(Boolean);

describe("each country's registration form", { timeout: 20_000 }, () => {
  it('Mexico: treatment, Estado de la República, cédula profesional, sales-representative code, 19 specialties', async () => {
    const { form, dialog } = await openForm('mx');
    expect(optionsOf(form.getByLabelText(/^Tratamiento/))).toEqual(['Dr.', 'Dra.']);
    expect(optionsOf(form.getByLabelText(/^Estado de la República/))).toContain('Jalisco');
    expect(form.getByLabelText(/^Cédula profesional/)).toBeInTheDocument();
    expect(form.getByLabelText(/^Código de representante/)).not.toBeRequired();
    const specialties = optionsOf(form.getByLabelText(/^Especialidad/));
    expect(specialties).toHaveLength(19);
    expect(specialties).toEqual(registrationSpecialties.mx);
    const labels = labelsOf(dialog);
    expect(labels).not.toContain('RUT');
    expect(labels).not.toContain('CRM');
    expect(labels).not.toContain('Matrícula nacional');
  });

  it('Chile: Región and RUT', async () => {
    const { form, dialog } = await openForm('cl');
    expect(optionsOf(form.getByLabelText(/^Región/))).toContain('Metropolitana de Santiago');
    expect(form.getByLabelText(/^RUT/)).toBeRequired();
    const labels = labelsOf(dialog);
    expect(labels).not.toContain('Tratamiento');
    expect(labels).not.toContain('Número de identificación');
    expect(labels).not.toContain('Provincia');
  });

  it('Argentina: Provincia, matrícula nacional and provincial', async () => {
    const { form } = await openForm('ar');
    expect(optionsOf(form.getByLabelText(/^Provincia/))).toContain('Córdoba');
    expect(form.getByLabelText(/^Matrícula nacional/)).toBeRequired();
    expect(form.getByLabelText(/^Matrícula provincial/)).toBeRequired();
  });

  it.each([
    ['cr', /^Número de colegiado médico/],
    ['co', /^Número de identificación/],
    ['pe', /^Número de colegiatura médica \(CMP\)/],
  ] as const)('%s: its identity-document label', async (country, label) => {
    const { form, dialog } = await openForm(country);
    expect(form.getByLabelText(label)).toBeRequired();
    expect(labelsOf(dialog)).not.toContain('Provincia');
  });

  it('Brazil: UF, CRM, the uppercase Portuguese specialties and the terms with their links', async () => {
    const { form } = await openForm('br');
    expect(optionsOf(form.getByLabelText(/^Estado/))).toHaveLength(27);
    expect(optionsOf(form.getByLabelText(/^Estado/))).toContain('SP');
    expect(form.getByLabelText(/^CRM/)).toBeRequired();
    const specialties = optionsOf(form.getByLabelText(/^Especialidade/));
    expect(specialties).toContain('CARDIOLOGIA');
    expect(specialties.every((s) => s === s.toUpperCase())).toBe(true);
    const terms = form.getByRole('checkbox', { name: /Li e aceito/ });
    expect(terms).toBeRequired();
    expect(form.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/br/termos-de-uso',
    );
    expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/br/politica-de-privacidade',
    );
  });
});

describe('validation', { timeout: 20_000 }, () => {
  it('explains a bad CRM, a bad phone and the missing terms in Brazil, focusing the first problem', async () => {
    const api = mockApi({});
    const { form } = await openForm('br');
    await user.type(form.getByLabelText(/^Nome/), 'Joana');
    await user.type(form.getByLabelText(/^Sobrenome/), 'Teste');
    await user.type(form.getByLabelText(/^E-mail/), 'joana@pulso.example');
    await user.type(form.getByLabelText(/^Senha/), 'Cardio-Joana-2026');
    await user.type(form.getByLabelText(/^Telefone/), '11 1234 5678');
    await user.selectOptions(form.getByLabelText(/^Especialidade/), 'CARDIOLOGIA');
    await user.selectOptions(form.getByLabelText(/^Estado/), 'SP');
    await user.type(form.getByLabelText(/^CRM/), '12A45');
    await user.click(form.getByRole('checkbox', { name: /Declaro que sou/ }));
    await user.click(form.getByRole('button', { name: 'Criar conta' }));

    const phone = form.getByLabelText(/^Telefone/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('(11) 1234-5678');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('O número deve começar com um dígito de 2 a 9.')).toBeInTheDocument();
    const crm = form.getByLabelText(/^CRM/);
    expect(crm).toHaveAttribute('aria-invalid', 'true');
    expect(
      form.getByText(
        'Informe um CRM válido: apenas dígitos, até 6 sem contar os zeros à esquerda.',
      ),
    ).toBeInTheDocument();
    const terms = form.getByRole('checkbox', { name: /Li e aceito/ });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)).toHaveTextContent(
      'É preciso aceitar os Termos de Uso e a Política de Privacidade.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the RUT check digit in Chile and normalises a good one', async () => {
    mockApi({});
    const { form } = await openForm('cl');
    await user.type(form.getByLabelText(/^RUT/), '12.345.678-9');
    await user.click(form.getByRole('button', { name: 'Crear cuenta' }));
    expect(
      await form.findByText('El RUT no es válido: revise el número y el dígito verificador.'),
    ).toBeInTheDocument();
    await user.clear(form.getByLabelText(/^RUT/));
    await user.type(form.getByLabelText(/^RUT/), '123456785');
    await user.tab();
    expect(form.getByLabelText(/^RUT/)).toHaveValue('12.345.678-5');
  });

  it('checks the Mexican cédula and phone', async () => {
    mockApi({});
    const { form } = await openForm('mx');
    await user.type(form.getByLabelText(/^Cédula profesional/), '123');
    await user.type(form.getByLabelText(/^Teléfono/), '12-34');
    await user.click(form.getByRole('button', { name: 'Crear cuenta' }));
    expect(await form.findByText('La cédula profesional debe tener 7 u 8 dígitos.')).toBeVisible();
    expect(form.getByText('El teléfono no tiene la cantidad de dígitos correcta.')).toBeVisible();
    expect(form.getByLabelText(/^Tratamiento/)).toHaveFocus();
  });

  it('masks a Brazilian phone as it is typed', async () => {
    const { form } = await openForm('br');
    await user.type(form.getByLabelText(/^Telefone/), '11987654321');
    expect(form.getByLabelText(/^Telefone/)).toHaveValue('(11) 98765-4321');
  });

  it('asks the product whether the e-mail is free when the field is left', async () => {
    const api = mockApi({
      'GET /api/users/verify': ({ url }) =>
        Response.json({ valid: url.searchParams.get('email') !== 'taken@pulso.example' }),
    });
    const { form } = await openForm('co');
    const email = form.getByLabelText(/^E-mail/);
    await user.type(email, 'Taken@Pulso.example');
    await user.tab();
    expect(
      await form.findByText(
        'Ya existe una cuenta con este e-mail. Inicie sesión o recupere su contraseña.',
      ),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.called('GET /api/users/verify')[0]!.url.searchParams.get('email')).toBe(
      'taken@pulso.example',
    );

    await user.clear(email);
    await user.type(email, 'free@pulso.example');
    await user.tab();
    await waitFor(() => expect(api.called('GET /api/users/verify')).toHaveLength(2));
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("checks the CRM live: the holder's name, or why it cannot register", async () => {
    const api = mockApi({
      'GET /api/public/veeva/checkCRM': ({ url }) =>
        url.searchParams.get('registerNumber') === '123456'
          ? Response.json({
              valid: true,
              status: 'active',
              name: 'Dra. Joana Teste',
              registerUf: 'SP',
              registerNumber: '123456',
            })
          : Response.json({ valid: false, status: 'suspended', registerNumber: '000777' }),
    });
    const { form } = await openForm('br');
    await user.selectOptions(form.getByLabelText(/^Estado/), 'SP');
    const crm = form.getByLabelText(/^CRM/);
    await user.type(crm, '00123456');
    await user.tab();
    expect(crm).toHaveValue('123456');
    expect(await form.findByText('CRM ativo: Dra. Joana Teste')).toBeVisible();
    expect(api.called('GET /api/public/veeva/checkCRM')[0]!.url.search).toBe(
      '?registerUf=SP&registerNumber=123456',
    );

    await user.clear(crm);
    await user.type(crm, '777');
    await user.tab();
    expect(crm).toHaveValue('000777');
    expect(
      await form.findByText('Este CRM está suspenso: não é possível se cadastrar com ele.'),
    ).toBeVisible();
    expect(crm).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('password policy', { timeout: 20_000 }, () => {
  it('refuses common, published and space-padded passwords in Portuguese before calling the provider', async () => {
    const api = mockApi({});
    const { form } = await openForm('br');
    const password = form.getByLabelText(/^Senha/);
    const submit = () => user.click(form.getByRole('button', { name: 'Criar conta' }));
    await user.type(password, 'Pulso!2026');
    await submit();
    expect(
      await form.findByText(
        'Esta senha é comum demais ou apareceu em vazamentos de dados. Escolha outra.',
      ),
    ).toBeVisible();

    await user.clear(password);
    await user.type(password, ' Cardio-Joana-2026 ');
    await submit();
    expect(
      await form.findByText('A senha não pode começar nem terminar com espaços.'),
    ).toBeVisible();
    expect(api.called('POST /idp/accounts.register')).toHaveLength(0);
  });

  it('asks Mexicans for 10 characters and refuses qwerty123 and password1 in Spanish', async () => {
    mockApi({});
    const { form } = await openForm('mx');
    const password = form.getByLabelText(/^Contraseña/);
    const submit = () => user.click(form.getByRole('button', { name: 'Crear cuenta' }));
    await user.type(password, 'qwerty123');
    await submit();
    expect(await form.findByText('La contraseña debe tener al menos 10 caracteres.')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'PASSWORD1234');
    await submit();
    expect(
      await form.findByText(
        'Esta contraseña es demasiado común o apareció en filtraciones de datos. Elige otra.',
      ),
    ).toBeVisible();
  });
});

describe('registration (spec §4)', { timeout: 20_000 }, () => {
  async function fillBrazil(form: ReturnType<typeof within>) {
    await user.type(form.getByLabelText(/^Nome/), 'Joana');
    await user.type(form.getByLabelText(/^Sobrenome/), 'Teste');
    await user.type(form.getByLabelText(/^E-mail/), 'joana@pulso.example');
    await user.type(form.getByLabelText(/^Senha/), 'Cardio-Joana-2026');
    await user.type(form.getByLabelText(/^Telefone/), '11987654321');
    await user.selectOptions(form.getByLabelText(/^Especialidade/), 'CARDIOLOGIA');
    await user.selectOptions(form.getByLabelText(/^Estado/), 'SP');
    await user.type(form.getByLabelText(/^CRM/), '123456');
    await user.click(form.getByRole('checkbox', { name: /Declaro que sou/ }));
    await user.click(form.getByRole('checkbox', { name: /Li e aceito/ }));
  }

  const crmActive = () =>
    Response.json({
      valid: true,
      status: 'active',
      name: 'Dra. Joana Teste',
      registerNumber: '123456',
    });

  /** A registration the provider and the product accept, then a sign-in. */
  const registeringRoutes = () => ({
    'GET /api/users/verify': () => Response.json({ valid: true }),
    'GET /api/public/veeva/checkCRM': crmActive,
    'POST /idp/accounts.initRegistration': () => gigyaOk({ regToken: 'reg-9' }),
    'POST /idp/accounts.register': () =>
      gigyaAccount({ firstName: 'Joana', lastName: 'Teste', email: 'joana@pulso.example' }),
    'POST /api/users': () => Response.json({ hasRegistred: true }),
    'POST /api/users/login': () => loginResponse({ country: 'br' }),
    'GET /api/users/profile': () => new Promise<Response>(() => undefined),
  });

  it('registers a Brazilian doctor with the provider and the product, then signs in', async () => {
    const api = mockApi(registeringRoutes());
    // Analytics consent given (features/consent): the "registered" event is pushed.
    setAnalyticsGranted(true);
    window.dataLayer = [];
    const { form, router } = await openForm('br');
    await fillBrazil(form);
    await user.click(form.getByRole('checkbox', { name: /Desejo receber/ }));
    await user.click(form.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(api.called('POST /idp/accounts.register')[0]!.body).toEqual({
      apiKey: 'pulso-br',
      regToken: 'reg-9',
      email: 'joana@pulso.example',
      password: 'Cardio-Joana-2026',
      profile: { firstName: 'Joana', lastName: 'Teste' },
      finalizeRegistration: true,
      lang: 'pt-br',
    });
    expect(api.called('POST /api/users')[0]!.body).toEqual({
      idGigya: signedLogin.UID,
      UIDSignature: signedLogin.UIDSignature,
      signatureTimestamp: signedLogin.signatureTimestamp,
      name: 'Joana Teste',
      email: 'joana@pulso.example',
      phone: '(11) 98765-4321',
      specialty: 'CARDIOLOGIA',
      registerUf: 'SP',
      registerNumber: '123456',
      iamDoctor: true,
      readAcceptTerms: true,
      receivePromotional: true,
      country: 'br',
      region: 'BRASIL',
      language: 'pt_BR',
      timezone: 'America/Sao_Paulo',
      registerType: 'CRM',
    });
    expect(api.called('POST /api/users/login')[0]!.body).toEqual(signedLogin);
    expect(localStorage.getItem(storageKeys.regToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBe('session-token-1');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'registered' }));
  });

  it('clears the phone error once a valid phone is typed after a failed submit, and registers', async () => {
    const api = mockApi(registeringRoutes());
    const { form, router } = await openForm('br');
    await fillBrazil(form);
    const phone = form.getByLabelText(/^Telefone/);
    await user.clear(phone);
    await user.type(phone, '1112345678');
    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    expect(await form.findByText('O número deve começar com um dígito de 2 a 9.')).toBeVisible();
    expect(api.called('POST /idp/accounts.register')).toHaveLength(0);

    // Typed over the wrong number, as a person corrects it.
    await user.type(phone, '11987654321', {
      initialSelectionStart: 0,
      initialSelectionEnd: (phone as HTMLInputElement).value.length,
    });
    expect(phone).toHaveValue('(11) 98765-4321');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
    expect(form.queryByText(/O número/)).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(api.called('POST /api/users')[0]!.body).toMatchObject({ phone: '(11) 98765-4321' });
  });

  it("shows 'CANNOT CREATE ACCOUNT' with the server's messages joined by commas", async () => {
    mockApi({
      'GET /api/users/verify': () => Response.json({ valid: true }),
      'GET /api/public/veeva/checkCRM': crmActive,
      'POST /idp/accounts.initRegistration': () => gigyaOk({ regToken: 'reg-9' }),
      'POST /idp/accounts.register': () => gigyaAccount(),
      'POST /api/users': () =>
        Response.json({
          hasRegistred: false,
          messages: ['validation.crm.suspended', 'Cadastro recusado pelo conselho'],
        }),
    });
    const { form, router } = await openForm('br');
    await fillBrazil(form);
    await user.click(form.getByRole('button', { name: 'Criar conta' }));

    const alert = await screen.findByRole('dialog', { name: 'Não foi possível criar a conta' });
    expect(within(alert).getByRole('alert')).toHaveTextContent(
      'Este CRM está suspenso: não é possível se cadastrar com ele., Cadastro recusado pelo conselho',
    );
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(locationOf(router)).toBe('/');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Não foi possível criar a conta' }),
      ).not.toBeInTheDocument(),
    );
    // The form keeps what was typed, to correct and try again.
    expect(screen.getByRole('dialog', { name: 'Criar uma conta' })).toBeInTheDocument();
    expect(form.getByLabelText(/^Nome/)).toHaveValue('Joana');
  });

  it('continues an earlier half-made registration: e-mail in use, but the same password logs in', async () => {
    const api = mockApi({
      // The server reports the e-mail in use (the identity account exists): a warning only.
      'GET /api/users/verify': () => Response.json({ valid: false }),
      'GET /api/public/veeva/checkCRM': crmActive,
      'POST /idp/accounts.initRegistration': () => gigyaOk({ regToken: 'reg-9' }),
      'POST /idp/accounts.register': () =>
        gigyaError(GigyaErrorCode.VALIDATION_ERROR, {
          validationErrors: [
            {
              errorCode: GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS,
              fieldName: 'email',
              message: 'validation.email.inUse',
            },
          ],
        }),
      'POST /idp/accounts.login': () => gigyaAccount({ email: 'joana@pulso.example' }),
      'POST /api/users': () => Response.json({ hasRegistred: true }),
      'POST /api/users/login': () => loginResponse({ country: 'br' }),
      'GET /api/users/profile': () => new Promise<Response>(() => undefined),
    });
    const { form, router } = await openForm('br');
    await fillBrazil(form);
    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(locationOf(router)).toBe('/home'));
    expect(api.called('POST /idp/accounts.login')[0]!.body).toMatchObject({
      loginID: 'joana@pulso.example',
      password: 'Cardio-Joana-2026',
    });
    expect(api.called('POST /api/users')).toHaveLength(1);
  });

  it("says the e-mail is in use when it is someone else's identity account", async () => {
    const api = mockApi({
      'GET /api/users/verify': () => Response.json({ valid: true }),
      'GET /api/public/veeva/checkCRM': crmActive,
      'POST /idp/accounts.initRegistration': () => gigyaOk({ regToken: 'reg-9' }),
      'POST /idp/accounts.register': () => gigyaError(GigyaErrorCode.UNIQUE_IDENTIFIER_EXISTS),
      'POST /idp/accounts.login': () => gigyaError(GigyaErrorCode.INVALID_LOGIN_ID_OR_PASSWORD),
    });
    const { form } = await openForm('br');
    await fillBrazil(form);
    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    expect(
      await form.findByText('Já existe uma conta com este e-mail. Entre ou recupere a sua senha.'),
    ).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(/^E-mail/)).toHaveFocus());
    expect(api.called('POST /api/users')).toHaveLength(0);
  });

  it("puts the product's field problems on the form", async () => {
    mockApi({
      'GET /api/users/verify': () => Response.json({ valid: true }),
      'GET /api/public/veeva/checkCRM': crmActive,
      'POST /idp/accounts.initRegistration': () => gigyaOk({ regToken: 'reg-9' }),
      'POST /idp/accounts.register': () => gigyaAccount(),
      'POST /api/users': () =>
        problem(400, 'request.invalid', {
          errors: [
            { field: 'body.registerNumber', code: 'custom', message: 'validation.crm.unknown' },
          ],
        }),
    });
    const { form } = await openForm('br');
    await fillBrazil(form);
    await user.click(form.getByRole('button', { name: 'Criar conta' }));
    expect(
      await form.findByText('Não encontramos este CRM no registro do conselho.'),
    ).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(/^CRM/)).toHaveFocus());
  });
});
