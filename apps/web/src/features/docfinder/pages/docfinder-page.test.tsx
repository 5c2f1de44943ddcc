import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DOCFINDER_CONSENT_VERSION } from '@pulso/contracts/docfinder/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, userProfile } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { doctorProfile, listedListing, myListing } from '../testing/docfinder-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];

function setUp(path: string, routes: Routes) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(doctorProfile),
    ...routes,
  });
  return { api, ...renderApp({ path, country: 'br', session: {} }) };
}

describe('docfinder: the state of my listing', () => {
  it('offers to opt in when I am not listed', async () => {
    const { router } = setUp('/docfinder', {
      'GET /docfinder/v1/me': () => Response.json(myListing()),
    });
    expect(await screen.findByText('Você não está na busca de médicos')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Cadastrar-me na busca de médicos' }));
    await waitFor(() => expect(locationOf(router)).toBe('/docfinder/cadastro'));
  });

  it('says why a dentist cannot list', async () => {
    setUp('/docfinder', {
      'GET /docfinder/v1/me': () =>
        Response.json(myListing({ eligible: false, ineligibleReason: 'dentist' })),
    });
    expect(await screen.findByText(/Cirurgiões-dentistas \(CRO\)/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Cadastrar-me na busca de médicos' })).toBeNull();
  });

  it('shows a listed doctor the offices and a preview as patients see it', async () => {
    setUp('/docfinder', { 'GET /docfinder/v1/me': () => Response.json(listedListing()) });
    expect(await screen.findByText('Seu perfil está publicado')).toBeVisible();
    const preview = within(screen.getByRole('region', { name: 'Como os pacientes veem' }));
    expect(preview.getByRole('article', { name: 'Lucas Ferreira Rocha' })).toHaveTextContent(
      'CRM 045120/MG · MÉDICO',
    );
    const offices = within(screen.getByRole('region', { name: 'Meus consultórios' }));
    expect(
      offices.getByRole('link', { name: /^Editar o endereço Avenida Afonso Pena/ }),
    ).toHaveAttribute('href', '/docfinder/editar-endereco/0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f');
    expect(offices.getByRole('link', { name: 'Cadastrar endereço' })).toBeVisible();
  });

  it('says the listing is hidden while the licence is not active', async () => {
    setUp('/docfinder', {
      'GET /docfinder/v1/me': () =>
        Response.json(listedListing({ state: 'hidden-licence-inactive' })),
    });
    expect(await screen.findByText('Seu perfil está oculto')).toBeVisible();
    expect(screen.getByText(/não consta como ativo/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Como os pacientes veem' })).toBeVisible();
  });

  it('says the listing is hidden by the portal team, and where to ask why', async () => {
    setUp('/docfinder', {
      'GET /docfinder/v1/me': () => Response.json(listedListing({ state: 'hidden-by-staff' })),
    });
    expect(await screen.findByText('Seu perfil está oculto')).toBeVisible();
    expect(screen.getByText(/A equipe do portal ocultou o seu perfil/)).toBeVisible();
  });
});

describe('docfinder/cadastro: opting in and leaving', () => {
  it('asks for the explicit consent, then sends it with its version, specialties and languages', async () => {
    const { api, router } = setUp('/docfinder/cadastro', {
      'GET /docfinder/v1/me': () => Response.json(myListing()),
      'PUT /docfinder/v1/me': () => Response.json(listedListing()),
    });
    const consent = await screen.findByRole('checkbox', {
      name: 'Li e autorizo a publicação dos meus dados na busca de médicos',
    });
    expect(consent).not.toBeChecked();
    expect(screen.getByText(`Versão do texto: ${DOCFINDER_CONSENT_VERSION}`)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Especialidade 1'), 'Cardiologia');
    await user.click(screen.getByRole('button', { name: 'Publicar o meu perfil' }));
    expect(await screen.findByText('Para publicar o perfil, marque a autorização.')).toBeVisible();
    expect(screen.getByText('Informe o RQE (só números, até 8 dígitos).')).toBeVisible();
    expect(api.called('PUT /docfinder/v1/me')).toHaveLength(0);

    await user.type(screen.getByLabelText('RQE da especialidade 1'), '12345');
    await user.click(screen.getByRole('checkbox', { name: 'Inglês' }));
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Publicar o meu perfil' }));
    await waitFor(() => expect(locationOf(router)).toBe('/docfinder'));
    expect(api.called('PUT /docfinder/v1/me')[0]!.body).toEqual({
      consent: true,
      consentVersion: DOCFINDER_CONSENT_VERSION,
      specialties: [{ code: 'cardiologia', rqe: '12345' }],
      languages: ['pt', 'en'],
    });
  });

  it('holds me on the form with unsaved changes, on a link and on a reload', async () => {
    const { api, router } = setUp('/docfinder/cadastro', {
      'GET /docfinder/v1/me': () => Response.json(listedListing()),
      'PUT /docfinder/v1/me': () => Response.json(listedListing()),
    });
    const second = await screen.findByLabelText('Especialidade 2');
    await user.selectOptions(second, 'Pediatria');
    await user.clear(screen.getByLabelText('RQE da especialidade 2'));
    await user.type(screen.getByLabelText('RQE da especialidade 2'), '4321');
    await user.click(screen.getByRole('checkbox', { name: 'Espanhol' }));

    // Closing or reloading the tab: the browser asks.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Voltar à minha busca de médicos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterações não salvas' }));
    await user.click(dialog.getByRole('button', { name: 'Continuar editando' }));
    expect(locationOf(router)).toBe('/docfinder/cadastro');
    expect(screen.getByLabelText('Especialidade 2')).toHaveValue('pediatria');
    expect(screen.getByRole('checkbox', { name: 'Espanhol' })).toBeChecked();

    // Saved: the form leaves without asking.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(locationOf(router)).toBe('/docfinder'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.called('PUT /docfinder/v1/me')[0]!.body).toMatchObject({
      specialties: [
        { code: 'cardiologia', rqe: '12345' },
        { code: 'pediatria', rqe: '4321' },
      ],
      languages: ['pt', 'en', 'es'],
    });
  });

  it('leaves the directory in one click, after a confirmation', async () => {
    const { api, router } = setUp('/docfinder/cadastro', {
      'GET /docfinder/v1/me': () => Response.json(listedListing()),
      'DELETE /docfinder/v1/me': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sair do diretório' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sair do diretório?' }));
    expect(
      dialog.getByText(/os seus dados e consultórios cadastrados nela são apagados/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Sair e apagar os meus dados' }));
    await waitFor(() => expect(api.called('DELETE /docfinder/v1/me')).toHaveLength(1));
    await waitFor(() => expect(locationOf(router)).toBe('/docfinder'));
  });
});

describe('docfinder outside Brazil', () => {
  it.each([
    ['mx', '/docfinder', 'No disponible en tu país'],
    ['mx', '/docfinder/cadastro', 'No disponible en tu país'],
    ['mx', '/docfinder/cadastro-endereco', 'No disponible en tu país'],
    ['co', '/docfinder', 'No disponible en su país'],
  ] as const)(
    'says in %s only that %s is for Brazil, in the site’s tone',
    async (country, path, title) => {
      const api = mockApi({
        'GET /api/users/profile': () => Response.json(userProfile({ country })),
        'GET /docfinder/v1/me': () =>
          Response.json(myListing({ eligible: false, ineligibleReason: 'not-brazil' })),
      });
      renderApp({ path, country, session: {} });
      expect(await screen.findByText(title)).toBeVisible();
      expect(
        screen.getByText('El buscador de médicos solo está disponible en Brasil.'),
      ).toBeVisible();
      // No invitation to register where registering is impossible.
      expect(
        screen.queryByText(/Regístre|buscador de médicos solo está disponible para/),
      ).toBeNull();
      expect(screen.queryByRole('button', { name: /Registrarme/ })).toBeNull();
      expect(api.called('GET /docfinder/v1/me')).toHaveLength(0);
    },
  );
});
