import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DirectoryListing } from '@pulso/contracts/backoffice/directory';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem, userProfile } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { routesWithSections } from '../testing/section-routes.tsx';
import { directorySection } from './section.ts';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../lib/save-blob.ts', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const ID = '5d2a7c1e-3b4f-4e6a-9c8d-7e6f5a4b3c2d';
const listing = (overrides: Partial<DirectoryListing> = {}): DirectoryListing => ({
  id: ID,
  name: 'Ana Beatriz Souza',
  country: 'br',
  crm: '123456',
  uf: 'SP',
  specialties: ['Cardiologia'],
  visibility: 'visible',
  licenceStatus: 'active',
  hidden: null,
  ...overrides,
});

function setUp(routes: Parameters<typeof mockApi>[0] = {}, path = '/backoffice/directory') {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(userProfile({ name: 'Revisora BR' })),
    'GET /api/backoffice/directory': () => Response.json({ items: [listing()] }),
    ...routes,
  });
  const app = renderApp({
    path,
    country: 'br',
    session: {},
    routes: routesWithSections(directorySection),
  });
  return { api, ...app };
}

describe('backoffice/directory', () => {
  it('finds a listing, hides it with a reason, shows why, and shows it again', async () => {
    let current = listing();
    const { api, router } = setUp({
      'GET /api/backoffice/directory': () => Response.json({ items: [current] }),
      [`POST /api/backoffice/directory/${ID}/hide`]: ({ body }) => {
        current = listing({
          visibility: 'hidden-by-staff',
          hidden: {
            reason: (body as { reason: string }).reason,
            at: '2026-03-02T12:00:00.000Z',
            by: 'Revisora BR',
          },
        });
        return Response.json(current);
      },
      [`POST /api/backoffice/directory/${ID}/unhide`]: () => {
        current = listing();
        return Response.json(current);
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diretório de médicos' }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Buscar', { selector: 'input' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(locationOf(router)).toBe('/backoffice/directory?q=Ana'));
    // The page asks with the address's query once it draws the navigation, right after it.
    await waitFor(() =>
      expect(api.called('GET /api/backoffice/directory').at(-1)!.url.searchParams.get('q')).toBe(
        'Ana',
      ),
    );

    const card = within(await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' }));
    expect(card.getByText('Visível')).toBeVisible();
    expect(card.getByText('CRM 123456/SP · Cardiologia')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Ocultar' }));
    const confirm = card.getByRole('button', { name: 'Ocultar perfil' });
    expect(confirm).toBeDisabled();
    await user.type(card.getByLabelText(/Motivo/), 'Publicidade proibida');
    await user.click(confirm);
    expect(
      await screen.findByText('Perfil ocultado da busca e da página pública.'),
    ).toBeInTheDocument();
    expect(api.called(`POST /api/backoffice/directory/${ID}/hide`)[0]!.body).toEqual({
      reason: 'Publicidade proibida',
    });
    expect(await card.findByText('Oculto pela equipe')).toBeVisible();
    expect(card.getByText('Motivo da ocultação')).toBeVisible();
    expect(card.getByText('Publicidade proibida')).toBeVisible();
    expect(card.getByText(/^Por Revisora BR em/)).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Mostrar de novo' }));
    expect(await card.findByText('Visível')).toBeVisible();
    expect(api.called(`POST /api/backoffice/directory/${ID}/unhide`)).toHaveLength(1);
  });

  it('says why patients do not see a listing: licence not active, or the doctor left', async () => {
    setUp(
      {
        'GET /api/backoffice/directory': () => Response.json({ items: [] }),
        [`GET /api/backoffice/directory/${ID}`]: () =>
          Response.json(
            listing({
              visibility: 'left',
              crm: null,
              uf: null,
              specialties: [],
              licenceStatus: null,
            }),
          ),
      },
      `/backoffice/directory?q=${ID}`,
    );
    const card = within(await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' }));
    expect(card.getByText('O médico saiu do diretório')).toBeVisible();
    expect(
      card.getByText('O médico saiu do diretório: o perfil e os endereços foram apagados.'),
    ).toBeVisible();
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual(['Histórico']);
  });

  it("shows a listing's trail once asked, with a hide made here, and exports it as CSV", async () => {
    const trail = [
      {
        action: 'hide',
        actor: { id: 'r1', name: 'Revisora BR' },
        at: '2026-03-02T12:00:00.000Z',
        before: { hidden: null },
        after: { hidden: { reason: 'Publicidade proibida' } },
      },
      {
        action: 'unhide',
        actor: { id: 'r1', name: 'Revisora BR' },
        at: '2026-03-03T12:00:00.000Z',
        before: { hidden: { reason: 'Publicidade proibida' } },
        after: { hidden: null },
      },
    ];
    const { api } = setUp({
      [`POST /api/backoffice/directory/${ID}/hide`]: () => {
        trail.push({ ...trail[0]!, at: '2026-03-04T12:00:00.000Z' });
        return Response.json(listing({ visibility: 'hidden-by-staff' }));
      },
      'GET /api/backoffice/audit': () => Response.json({ items: trail }),
      'GET /api/backoffice/audit.csv': () =>
        new Response('action,actor\nhide,Revisora BR\nunhide,Revisora BR\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    const card = within(await screen.findByRole('listitem', { name: 'Ana Beatriz Souza' }));
    const open = card.getByRole('button', { name: 'Histórico de Ana Beatriz Souza' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(api.called('GET /api/backoffice/audit')).toHaveLength(0);

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const history = within(card.getByRole('region', { name: 'Histórico de Ana Beatriz Souza' }));
    expect(
      await history.findByText(
        'Cada ação da equipe sobre este perfil do diretório, da mais antiga à mais recente.',
      ),
    ).toBeVisible();
    const entries = await history.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Perfil ocultado');
    expect(entries[0]).toHaveTextContent('Revisora BR');
    expect(entries[0]).toHaveTextContent('Oculto: — → Publicidade proibida');
    expect(entries[1]).toHaveTextContent('Perfil visível de novo');
    expect(api.called('GET /api/backoffice/audit')[0]!.url.searchParams.get('entityId')).toBe(ID);

    await user.click(card.getByRole('button', { name: 'Ocultar' }));
    await user.type(card.getByLabelText(/Motivo/), 'Publicidade proibida');
    await user.click(card.getByRole('button', { name: 'Ocultar perfil' }));
    await waitFor(() => expect(history.getAllByTestId('audit-entry')).toHaveLength(3));

    await user.click(history.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`audit-${ID}.csv`);
    expect(await saved[0]!.blob.text()).toContain('hide,Revisora BR');

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(card.queryByRole('region')).toBeNull();
  });

  it('names an inactive licence', async () => {
    setUp({
      'GET /api/backoffice/directory': () =>
        Response.json({
          items: [listing({ visibility: 'hidden-licence-inactive', licenceStatus: 'suspended' })],
        }),
    });
    expect(await screen.findByText('Oculto: CRM não ativo')).toBeVisible();
    expect(
      screen.getByText('Os pacientes não o veem porque o CRM está suspenso no registro.'),
    ).toBeVisible();
  });

  it('tells a role without the directory that it may not manage it', async () => {
    setUp({ 'GET /api/backoffice/directory': () => problem(403, 'backoffice.forbidden') });
    expect(
      await screen.findByText('Seu perfil de acesso não permite gerenciar o diretório.'),
    ).toBeVisible();
  });
});
