import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import {
  doctorProfile,
  listedListing,
  municipalitiesOfMg,
  office,
} from '../testing/docfinder-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  sessionStorage.clear();
});

type Routes = Parameters<typeof mockApi>[0];

function setUp(path: string, routes: Routes = {}) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(doctorProfile),
    'GET /docfinder/v1/me': () => Response.json(listedListing()),
    'GET /docfinder/v1/municipalities': () => Response.json(municipalitiesOfMg),
    ...routes,
  });
  return { api, ...renderApp({ path, country: 'br', session: {} }) };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

describe('docfinder/cadastro-endereco: a new office', () => {
  it('masks the CEP and phones as typed (spec §5) and sends the office', async () => {
    const { api, router } = setUp('/docfinder/cadastro-endereco', {
      'POST /docfinder/v1/me/addresses': () => Response.json(office(), { status: 201 }),
    });
    const cep = await screen.findByLabelText(/^CEP/);
    await user.type(cep, '30130010');
    expect(cep).toHaveValue('30130-010');
    await user.type(field('Logradouro'), 'Avenida Afonso Pena');
    await user.type(field('Número'), '1500');
    await user.type(field('Bairro'), 'Centro');
    await user.selectOptions(field('Estado \\(UF\\)'), 'MG');
    await waitFor(() => expect(field('Município')).toBeEnabled());
    await user.selectOptions(field('Município'), 'Belo Horizonte');
    const phone = field('Telefone 1');
    await user.type(phone, '31987654321');
    expect(phone).toHaveValue('(31) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    await user.type(field('Telefone 2'), '3132105000');
    expect(field('Telefone 2')).toHaveValue('(31) 3210-5000');
    await user.click(screen.getByRole('checkbox', { name: 'Atendo por telemedicina' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar horário' }));
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));

    await waitFor(() => expect(locationOf(router)).toBe('/docfinder'));
    expect(api.called('POST /docfinder/v1/me/addresses')[0]!.body).toEqual({
      cep: '30130-010',
      street: 'Avenida Afonso Pena',
      number: '1500',
      district: 'Centro',
      uf: 'MG',
      municipalityCode: '3106200',
      phones: ['31987654321', '3132105000'],
      telemedicine: true,
      hours: [{ day: 'mon', opens: '08:00', closes: '18:00' }],
    });
    // Saved: no draft is left behind.
    expect(Object.keys(sessionStorage).filter((key) => key.includes('docfinder'))).toEqual([]);
  });

  it('names the fields in error and sends nothing while they are wrong', async () => {
    const { api } = setUp('/docfinder/cadastro-endereco');
    await user.type(await screen.findByLabelText(/^CEP/), '1234');
    await user.type(field('Telefone 1'), '1');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByText('CEP inválido. Use o formato 00000-000.')).toBeVisible();
    expect(screen.getAllByText('Campo obrigatório.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Informe o DDD e o número: 10 ou 11 dígitos.')).toBeVisible();
    expect(api.called('POST /docfinder/v1/me/addresses')).toHaveLength(0);
  });

  it('holds me on the screen with unsaved changes, and keeps them as a draft', async () => {
    const first = setUp('/docfinder/cadastro-endereco');
    await user.type(await screen.findByLabelText(/^Logradouro/), 'Rua da Bahia');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Alterações não salvas' }));
    await user.click(dialog.getByRole('button', { name: 'Continuar editando' }));
    expect(locationOf(first.router)).toBe('/docfinder/cadastro-endereco');
    first.unmount();

    // Back later (a reload, or a leave confirmed by mistake): the draft is there.
    setUp('/docfinder/cadastro-endereco');
    expect(await screen.findByText('Rascunho recuperado')).toBeVisible();
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('Rua da Bahia');
    await user.click(screen.getByRole('button', { name: 'Descartar o rascunho' }));
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('');
  });
});

describe('docfinder/cadastro-endereco: what the CEP fills (decision 077)', () => {
  const note = (text: string) => {
    const found = screen.getByText(text);
    // Announced: a live region under the CEP field.
    expect(found.closest('[role="status"]')).not.toBeNull();
    return found;
  };

  it('fills the UF and a known municipality from the CEP ranges while the CEP service is out of reach', async () => {
    const { api } = setUp('/docfinder/cadastro-endereco', {
      'GET /docfinder/v1/ceps/30130010': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /docfinder/v1/ceps/36010000': () => problem(503, 'test.unavailable'),
    });
    await user.type(await screen.findByLabelText(/^CEP/), '30130010');
    expect(field('Estado \\(UF\\)')).toHaveValue('MG');
    await waitFor(() => expect(field('Município')).toHaveValue('3106200'));
    expect(note('O CEP preencheu: UF e município.')).toBeVisible();
    expect(field('Logradouro')).toHaveValue('');
    expect(api.called('GET /docfinder/v1/ceps/30130010')).toHaveLength(1);

    // Juiz de Fora: its range is not known here, so the doctor chooses the municipality.
    await user.clear(field('CEP'));
    await user.type(field('CEP'), '36010000');
    expect(field('Estado \\(UF\\)')).toHaveValue('MG');
    expect(field('Município')).toHaveValue('');
    await waitFor(() => expect(api.called('GET /docfinder/v1/ceps/36010000')).toHaveLength(1));
    expect(note('O CEP preencheu: UF. Escolha o município.')).toBeVisible();

    await user.clear(field('CEP'));
    await user.type(field('CEP'), '00100000');
    expect(note('Este CEP não é de nenhuma UF: confira o número.')).toBeVisible();
  });

  it('fills street and district too when the CEP service answers, keeping what I typed', async () => {
    setUp('/docfinder/cadastro-endereco', {
      'GET /docfinder/v1/ceps/80010000': () =>
        Response.json({
          cep: '80010-000',
          uf: 'PR',
          municipalityCode: '4106902',
          street: 'Praça Tiradentes',
          district: 'Centro',
          source: 'service',
        }),
      'GET /docfinder/v1/municipalities': ({ url }) =>
        Response.json(
          url.searchParams.get('uf') === 'PR'
            ? { items: [{ code: '4106902', name: 'Curitiba', uf: 'PR', lat: -25.4, lng: -49.3 }] }
            : municipalitiesOfMg,
        ),
    });
    await user.type(await screen.findByLabelText(/^Bairro/), 'São Francisco');
    await user.type(field('CEP'), '80010-000');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Praça Tiradentes'));
    expect(field('Bairro')).toHaveValue('São Francisco');
    expect(field('Estado \\(UF\\)')).toHaveValue('PR');
    await waitFor(() => expect(field('Município')).toHaveValue('4106902'));
    expect(note('O CEP preencheu: UF, município e logradouro.')).toBeVisible();
  });
});

describe('docfinder/editar-endereco/:id: one of my offices', () => {
  const path = '/docfinder/editar-endereco/0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

  it('edits the office with its saved values and deletes it after a confirmation', async () => {
    const { api, router } = setUp(path, {
      'PUT /docfinder/v1/me/addresses/0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f': () =>
        Response.json(office()),
      'DELETE /docfinder/v1/me/addresses/0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f': () =>
        new Response(null, { status: 204 }),
    });
    expect(await screen.findByLabelText(/^CEP/)).toHaveValue('30130-010');
    expect(field('Telefone 1')).toHaveValue('(31) 98765-4321');
    await waitFor(() => expect(field('Município')).toHaveValue('3106200'));
    await user.clear(field('Número'));
    await user.type(field('Número'), '1600');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(locationOf(router)).toBe('/docfinder'));
    expect(
      api.called('PUT /docfinder/v1/me/addresses/0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f')[0]!.body,
    ).toMatchObject({
      number: '1600',
      phones: ['31987654321'],
    });

    await screen.findByRole('heading', { level: 1, name: 'Busca de médicos' });
    await router.navigate(path);
    await user.click(await screen.findByRole('button', { name: 'Excluir endereço' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir este endereço?' }));
    await user.click(dialog.getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(
        api.called('DELETE /docfinder/v1/me/addresses/0b8c3f5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f'),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(locationOf(router)).toBe('/docfinder'));
  });
});
