import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { municipalitiesOfMg, profile, result } from '../testing/docfinder-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];

function setUp(routes: Routes = {}, path = '/buscador-medico', country: 'br' | 'mx' = 'br') {
  const api = mockApi({
    'GET /docfinder/v1/municipalities': () => Response.json(municipalitiesOfMg),
    ...routes,
  });
  return { api, ...renderApp({ path, country }) };
}

const page = (hasMore: boolean, items = [result()], number = 1) =>
  Response.json({ items, page: number, pageSize: 20, hasMore });

describe('buscador-medico: the public search', () => {
  it('searches by specialty, UF and municipality and shows each listing in the CFM format', async () => {
    const { api, router } = setUp({ 'GET /docfinder/v1/doctors': () => page(false) });
    expect(await screen.findByText(/Escolha uma especialidade/)).toBeVisible();
    expect(api.called('GET /docfinder/v1/doctors')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Especialidade'), 'Cardiologia');
    await user.selectOptions(screen.getByLabelText('Estado (UF)'), 'MG');
    const municipality = screen.getByLabelText('Município');
    await waitFor(() => expect(municipality).toBeEnabled());
    await user.selectOptions(municipality, 'Belo Horizonte');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const card = within(await screen.findByRole('article', { name: 'Lucas Ferreira Rocha' }));
    expect(card.getByText('CRM 045120/MG · MÉDICO')).toBeVisible();
    const specialties = card.getByRole('list', { name: 'Especialidades' });
    expect(specialties).toHaveTextContent('Cardiologia – RQE 12345');
    expect(specialties).toHaveTextContent('Clínica Médica – RQE 6789');
    expect(
      card.getByText(
        'Avenida Afonso Pena, 1500, sala 1203 – Centro, Belo Horizonte/MG, CEP 30130-010',
      ),
    ).toBeVisible();
    expect(card.getByRole('link', { name: '(31) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:+5531987654321',
    );
    expect(card.getByText('Atende por telemedicina')).toBeVisible();
    expect(card.getByText('~12 km')).toBeVisible();
    expect(card.getByText('(distância até o município)')).toBeVisible();
    expect(card.getByText(/seg 08:00–12:00, 14:00–18:00/)).toBeVisible();
    expect(card.getByRole('link', { name: 'Lucas Ferreira Rocha' })).toHaveAttribute(
      'href',
      '/buscador-medico/medico/5d7c1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    );

    const [call] = api.called('GET /docfinder/v1/doctors');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      specialty: 'cardiologia',
      uf: 'MG',
      municipality: '3106200',
      page: '1',
    });
    // The search is in the URL: shareable, and Back returns to it.
    expect(locationOf(router)).toBe(
      '/buscador-medico?especialidade=cardiologia&uf=MG&municipio=3106200',
    );
  });

  it('searches near the municipality, with a radius, and pages with Next and Previous', async () => {
    const { api } = setUp(
      {
        'GET /docfinder/v1/doctors': ({ url }) =>
          url.searchParams.get('page') === '2'
            ? page(
                false,
                [result({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Ana Souza' })],
                2,
              )
            : page(true),
      },
      '/buscador-medico?uf=MG&municipio=3106200',
    );
    await screen.findByRole('article', { name: 'Lucas Ferreira Rocha' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Incluir cidades vizinhas' })).toBeVisible(),
    );
    await user.click(screen.getByRole('button', { name: 'Incluir cidades vizinhas' }));
    await user.selectOptions(screen.getByLabelText('Raio'), '50 km');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.called('GET /docfinder/v1/doctors')).toHaveLength(2));
    const near = api.called('GET /docfinder/v1/doctors')[1]!.url.searchParams;
    expect(near.get('near')).toBe('-19.91670,-43.93450');
    expect(near.get('radiusKm')).toBe('50');
    // Near a municipality's point: neighbouring towns count, so no municipality filter.
    expect(near.get('municipality')).toBeNull();

    const paging = await screen.findByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(paging).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(paging).getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('article', { name: 'Ana Souza' })).toBeVisible();
    expect(screen.getByText('Página 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  it("reads a hand-written URL (the API's names) on a direct load, and keeps Back and Forward", async () => {
    const { api, router } = setUp(
      { 'GET /docfinder/v1/doctors': () => page(false) },
      '/buscador-medico?specialty=Cardiologia&uf=mg&municipality=3106200&q=Lucas',
    );
    await screen.findByRole('article', { name: 'Lucas Ferreira Rocha' });
    expect(
      Object.fromEntries(api.called('GET /docfinder/v1/doctors')[0]!.url.searchParams),
    ).toEqual({
      specialty: 'cardiologia',
      uf: 'MG',
      municipality: '3106200',
      q: 'Lucas',
      page: '1',
    });
    expect(screen.getByLabelText('Especialidade')).toHaveValue('cardiologia');
    expect(screen.getByLabelText('Estado (UF)')).toHaveValue('MG');
    await waitFor(() => expect(screen.getByLabelText('Município')).toHaveValue('3106200'));
    expect(screen.getByLabelText('Nome do médico')).toHaveValue('Lucas');

    await user.selectOptions(screen.getByLabelText('Especialidade'), 'Pediatria');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(locationOf(router)).toContain('especialidade=pediatria'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Especialidade')).toHaveValue('cardiologia'));
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Especialidade')).toHaveValue('pediatria'));
  });

  it('searches near a CEP with the mask, and says when the CEP is unknown', async () => {
    let known = true;
    const { api, router } = setUp({
      'GET /docfinder/v1/doctors': () =>
        known
          ? Response.json({
              items: [result()],
              origin: {
                cep: '30130-010',
                municipality: { code: '3106200', name: 'Belo Horizonte', uf: 'MG' },
                precision: 'municipality',
              },
              page: 1,
              pageSize: 20,
              hasMore: false,
            })
          : problem(422, 'docfinder.cep_unknown'),
    });
    const cep = await screen.findByLabelText('CEP', { exact: false });
    await user.type(cep, '3013');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('CEP inválido. Use o formato 00000-000.')).toBeVisible();
    await user.type(cep, '0010');
    expect(cep).toHaveValue('30130-010');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/Perto do CEP 30130-010 \(Belo Horizonte\/MG\)/)).toBeVisible();
    const sent = api.called('GET /docfinder/v1/doctors')[0]!.url.searchParams;
    expect(sent.get('cep')).toBe('30130-010');
    expect(sent.get('radiusKm')).toBe('25');
    expect(sent.get('near')).toBeNull();
    expect(locationOf(router)).toBe('/buscador-medico?cep=30130-010&raio=25');

    known = false;
    // The form is drawn again for the new URL: its CEP field shows the search's CEP.
    const again = screen.getByLabelText('CEP', { exact: false });
    expect(again).toHaveValue('30130-010');
    await user.clear(again);
    await user.type(again, '99999999');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('CEP não encontrado')).toBeVisible();
  });

  it('says when nothing is found, and shows a failed search with a retry', async () => {
    let fail = true;
    setUp(
      {
        'GET /docfinder/v1/doctors': () => (fail ? problem(503, 'unavailable') : page(false, [])),
      },
      '/buscador-medico?nome=Zzz',
    );
    expect(await screen.findByText('Não foi possível buscar agora')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum médico encontrado.')).toBeVisible();
    expect(screen.getByText(/Tente outra especialidade/)).toBeVisible();
  });

  it('tells the other countries that the doctor finder is not available there', async () => {
    const { api } = setUp({}, '/buscador-medico', 'mx');
    expect(await screen.findByText('No disponible en tu país')).toBeVisible();
    expect(
      screen.getByText('El buscador de médicos solo está disponible en Brasil.'),
    ).toBeVisible();
    expect(api.fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/docfinder/v1/'),
      expect.anything(),
    );
  });
});

describe("buscador-medico/medico/:id: a doctor's public profile", () => {
  it('shows the listing and gives search engines a JSON-LD Physician of what was published', async () => {
    setUp(
      {
        'GET /docfinder/v1/doctors/5d7c1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d': () =>
          Response.json(profile()),
      },
      '/buscador-medico/medico/5d7c1a2b-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucas Ferreira Rocha' }),
    ).toBeVisible();
    expect(screen.getByText('Idiomas de atendimento: Português, Inglês')).toBeVisible();
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Physician',
      name: 'Lucas Ferreira Rocha',
      identifier: { propertyID: 'CRM-MG', value: '045120' },
      medicalSpecialty: ['Cardiologia', 'Clínica Médica'],
      telephone: ['+5531987654321'],
      address: [{ addressLocality: 'Belo Horizonte', postalCode: '30130-010' }],
    });
    expect(JSON.stringify(data)).not.toContain('@pulso.example');
    // The head names the doctor, as the server's HTML does on a direct load.
    await waitFor(() =>
      expect(document.title).toBe('Pulso | Lucas Ferreira Rocha – CRM 045120/MG · MÉDICO'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Cardiologia (RQE 12345)'),
    );
  });

  it('says when the doctor is no longer listed', async () => {
    setUp(
      { 'GET /docfinder/v1/doctors/gone': () => problem(404, 'docfinder.doctor_not_found') },
      '/buscador-medico/medico/gone',
    );
    expect(await screen.findByText('Este médico não está mais na busca de médicos.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar à busca de médicos' })).toBeVisible();
  });
});
