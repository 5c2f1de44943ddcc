import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { TeamCase } from '@pulso/contracts/medical-information';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys.ts';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { routesWithSections } from '../testing/section-routes.tsx';
import { medicalInformationSection } from './section.ts';
import {
  doctor,
  teamCase,
  teamCaseSummary,
} from '../../../testing/medical-information-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];
const CASE_ID = '6f1c1c3e-8b1a-4c52-9d8e-1f2a3b4c5d6e';
const teamMember = { ...doctor, name: 'Equipe BR', email: 'medinfo.br@pulso.example' };

const INBOX = '/backoffice/medical-information';

function setUp(routes: Routes = {}, path = INBOX) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(teamMember),
    'GET /api/medicalInformation/team/access': () =>
      Response.json({ member: true, countries: ['br'] }),
    'GET /api/medicalInformation/team/cases': () =>
      Response.json({ items: [teamCaseSummary()], total: 1, next: null }),
    [`GET /api/medicalInformation/team/cases/${CASE_ID}`]: () => Response.json(teamCase()),
    ...routes,
  });
  const app = renderApp({
    path,
    country: 'br',
    session: {},
    routes: routesWithSections(medicalInformationSection),
  });
  return { api, ...app };
}

describe('backoffice/medical-information: who may see it', () => {
  it('tells a doctor they are not allowed, without signing them out', async () => {
    const { api, router } = setUp({
      'GET /api/medicalInformation/team/access': () =>
        Response.json({ member: false, countries: [] }),
    });
    expect(await screen.findByText('Acesso não permitido')).toBeVisible();
    expect(screen.getByText('Esta área é exclusiva da equipe de Informação Médica.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para Informação médica' })).toHaveAttribute(
      'href',
      '/medical-information',
    );
    expect(locationOf(router)).toBe(INBOX);
    expect(localStorage.getItem(storageKeys.token)).toBe('test-token');
    expect(api.called('GET /api/medicalInformation/team/cases')).toHaveLength(0);
  });

  it('also when a team endpoint refuses the user (403), still without signing them out', async () => {
    setUp({
      'GET /api/medicalInformation/team/access': () => problem(403, 'medicalInformation.team_only'),
    });
    expect(await screen.findByText('Acesso não permitido')).toBeVisible();
    expect(localStorage.getItem(storageKeys.token)).toBe('test-token');
  });

  it('signs out to /signin when the session has expired', async () => {
    const { router } = setUp({
      'GET /api/medicalInformation/team/access': () => problem(401, 'auth.session_invalid'),
    });
    await waitFor(() => expect(locationOf(router)).toBe('/signin'));
    expect(sessionStorage.getItem(storageKeys.redirect)).toBe(INBOX);
  });
});

describe('backoffice/medical-information: the inbox and a case', () => {
  it('lists the cases and filters them by status', async () => {
    const { api, router } = setUp({
      'GET /api/medicalInformation/team/cases': ({ url }) =>
        Response.json(
          url.searchParams.get('status') === 'closed'
            ? { items: [], total: 0, next: null }
            : { items: [teamCaseSummary({ flaggedAs: 'adverse-event' })], total: 1, next: null },
        ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Equipe de Informação Médica' }),
    ).toBeVisible();
    const item = await within(screen.getByRole('main')).findByRole('listitem');
    expect(item).toHaveTextContent('MI-BR-2026-000042');
    expect(item).toHaveTextContent('Recebida');
    expect(item).toHaveTextContent('Possível evento adverso');
    expect(item).toHaveTextContent('Rafael Costa · BR · Artigo científico · Xarelto');
    expect(screen.getByText('1 caso')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('Nenhum caso com este status.')).toBeVisible();
    expect(locationOf(router)).toBe(`${INBOX}?status=closed`);
    const asked = api.called('GET /api/medicalInformation/team/cases');
    expect(asked.at(-1)!.url.searchParams.get('status')).toBe('closed');
  });

  it('opens a case with its content as text, audit trail and delivery state', async () => {
    const flagged = teamCase({ flaggedAs: 'adverse-event' });
    setUp({
      [`GET /api/medicalInformation/team/cases/${CASE_ID}`]: () =>
        Response.json({
          ...flagged,
          audit: [
            ...flagged.audit,
            {
              at: '2026-03-02T12:00:01.000Z',
              action: 'flagged',
              actor: { kind: 'system', name: null },
              fromStatus: null,
              toStatus: null,
              note: 'adverse-event',
            },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir o caso MI-BR-2026-000042' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Caso MI-BR-2026-000042' }));
    // Markup in a request is shown as text, never rendered.
    expect(await drawer.findByText('Título do artigo: Rivaroxaban <b>')).toBeVisible();
    expect(drawer.getByText('Autor: Patel')).toBeVisible();
    expect(drawer.getByText('demo.br@pulso.example')).toBeVisible();
    const audit = within(drawer.getByRole('region', { name: 'Histórico' }));
    expect(audit.getByText('Solicitação recebida')).toBeVisible();
    expect(audit.getByText(/Rafael Costa/)).toBeVisible();
    expect(audit.getByText('Marcada para farmacovigilância')).toBeVisible();
    expect(audit.getByText(/Sistema/)).toBeVisible();
    expect(audit.getByText('Possível evento adverso')).toBeVisible();
    expect(drawer.getByRole('note')).toHaveTextContent('Canal oficial do país para a notificação:');
    expect(within(drawer.getByRole('note')).getByRole('link')).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/br/farmacovigilancia',
    );
    expect(drawer.getByText('Telefone')).toBeVisible();
    expect(drawer.getByText('21987654321')).toBeVisible();
    const delivery = within(drawer.getByRole('region', { name: 'Envio do e-mail' }));
    expect(delivery.getByText('Guardado, não enviado: nenhum envio configurado')).toBeVisible();
    expect(delivery.getByText('E-mail (caixa da equipe)')).toBeVisible();
  });

  it('changes the status, with a note, and shows the new audit entry', async () => {
    let current: TeamCase = teamCase();
    const { api } = setUp(
      {
        [`GET /api/medicalInformation/team/cases/${CASE_ID}`]: () => Response.json(current),
        [`PATCH /api/medicalInformation/team/cases/${CASE_ID}`]: ({ body }) => {
          const { status, note } = body as { status: 'in_review'; note?: string };
          current = {
            ...current,
            status,
            allowedStatuses: ['answered', 'closed'],
            audit: [
              ...current.audit,
              {
                at: '2026-03-03T09:30:00.000Z',
                action: 'status_changed',
                actor: { kind: 'team', name: 'Equipe BR' },
                fromStatus: 'received',
                toStatus: status,
                note: note ?? null,
              },
            ],
          };
          return Response.json(current);
        },
      },
      `${INBOX}?caso=${CASE_ID}`,
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Caso MI-BR-2026-000042' }));
    const change = within(await drawer.findByRole('region', { name: 'Alterar status' }));
    expect(change.getByRole('button', { name: 'Salvar status' })).toBeDisabled();
    const options = within(change.getByLabelText('Novo status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Selecione',
      'Em análise',
      'Encerrada',
    ]);
    await user.selectOptions(change.getByLabelText('Novo status'), 'in_review');
    await user.type(change.getByLabelText('Observação (opcional)'), 'Buscando o artigo.');
    await user.click(change.getByRole('button', { name: 'Salvar status' }));

    expect(await screen.findByText('Status alterado.')).toBeInTheDocument();
    expect(api.called(`PATCH /api/medicalInformation/team/cases/${CASE_ID}`)[0]!.body).toEqual({
      status: 'in_review',
      note: 'Buscando o artigo.',
    });
    const audit = within(drawer.getByRole('region', { name: 'Histórico' }));
    expect(await audit.findByText('Status alterado de Recebida para Em análise')).toBeVisible();
    expect(audit.getByText('Buscando o artigo.')).toBeVisible();
    expect(
      within(drawer.getByLabelText('Novo status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione', 'Respondida', 'Encerrada']);
    // The inbox is read again so the list shows the new status.
    await waitFor(() =>
      expect(api.called('GET /api/medicalInformation/team/cases').length).toBeGreaterThan(1),
    );
  });

  it('reports a refused status change', async () => {
    setUp(
      {
        [`PATCH /api/medicalInformation/team/cases/${CASE_ID}`]: () =>
          problem(409, 'medicalInformation.status_transition_invalid'),
      },
      `${INBOX}?caso=${CASE_ID}`,
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Caso MI-BR-2026-000042' }));
    await user.selectOptions(await drawer.findByLabelText('Novo status'), 'closed');
    await user.click(drawer.getByRole('button', { name: 'Salvar status' }));
    expect(
      await screen.findByText(
        'Este caso não pode passar para esse status a partir do status atual. Atualize a página e tente de novo.',
      ),
    ).toBeInTheDocument();
    expect(drawer.getByText('Recebida')).toBeVisible();
  });
});

const AGENT = { id: '0b8e6b1e-6c8e-4d7a-9a38-5a3f0d3b9c11', name: 'Equipe BR', countries: ['br'] };
const member = {
  member: true,
  countries: ['br'],
  userId: AGENT.id,
  agents: [
    AGENT,
    { id: '7d1f0c7a-2f0e-4b55-8a0a-0c1f5d2e3b44', name: 'Ana Lima', countries: ['br'] },
  ],
  answerTargetHours: 24,
};

describe('backoffice/medical-information: assignment and time to answer', () => {
  it('moved from /medical-information/equipe, which redirects here with its query', async () => {
    const { router } = setUp({}, `/medical-information/equipe?caso=${CASE_ID}`);
    await waitFor(() => expect(locationOf(router)).toBe(`${INBOX}?caso=${CASE_ID}`));
    expect(await screen.findByRole('dialog', { name: 'Caso MI-BR-2026-000042' })).toBeVisible();
  });

  it('shows how long each open case has waited, highlighted past the target', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    setUp({
      'GET /api/medicalInformation/team/access': () => Response.json(member),
      'GET /api/medicalInformation/team/cases': () =>
        Response.json({
          items: [
            teamCaseSummary({
              id: CASE_ID,
              caseNumber: 'MI-BR-2026-000001',
              createdAt: hoursAgo(3),
            }),
            teamCaseSummary({
              id: '1a2b3c4d-0000-4000-8000-000000000002',
              caseNumber: 'MI-BR-2026-000002',
              createdAt: hoursAgo(72),
              assignedTo: { id: AGENT.id, name: AGENT.name },
            }),
            teamCaseSummary({
              id: '1a2b3c4d-0000-4000-8000-000000000003',
              caseNumber: 'MI-BR-2026-000003',
              status: 'answered',
              createdAt: hoursAgo(100),
            }),
            teamCaseSummary({
              id: '1a2b3c4d-0000-4000-8000-000000000004',
              caseNumber: 'MI-BR-2026-000004',
              createdAt: hoursAgo(0.2),
            }),
          ],
          total: 4,
          next: null,
        }),
    });
    const items = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Recebido há 3 horas');
    expect(items[0]).toHaveTextContent('Sem atribuição');
    expect(items[1]).toHaveTextContent('Recebido há 3 dias · acima da meta de 24 h');
    expect(items[1]).toHaveTextContent('Atribuído a Equipe BR');
    // An answered case no longer waits.
    expect(items[2]).not.toHaveTextContent('Recebido');
    // Not "Recebido há 0 hora".
    expect(items[3]).toHaveTextContent('Recebido há poucos minutos');
  });

  it('filters mine or unassigned, and assigns a case to an agent of its country', async () => {
    let current = teamCase();
    const { api, router } = setUp(
      {
        'GET /api/medicalInformation/team/access': () => Response.json(member),
        [`GET /api/medicalInformation/team/cases/${CASE_ID}`]: () => Response.json(current),
        [`PUT /api/medicalInformation/team/cases/${CASE_ID}/assignee`]: ({ body }) => {
          const { agentId } = body as { agentId: string | null };
          const agent = member.agents.find((candidate) => candidate.id === agentId);
          current = { ...current, assignedTo: agent ? { id: agent.id, name: agent.name } : null };
          return Response.json(current);
        },
      },
      `${INBOX}?caso=${CASE_ID}`,
    );
    await user.selectOptions(await screen.findByLabelText('Atribuição'), 'mine');
    await waitFor(() =>
      expect(
        api
          .called('GET /api/medicalInformation/team/cases')
          .at(-1)!
          .url.searchParams.get('assigned'),
      ).toBe('mine'),
    );
    expect(locationOf(router)).toContain('asignados=mine');

    const drawer = within(await screen.findByRole('dialog', { name: 'Caso MI-BR-2026-000042' }));
    const assignee = await drawer.findByLabelText('Responsável');
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sem atribuição', 'Equipe BR', 'Ana Lima']);
    await user.selectOptions(assignee, 'Ana Lima');
    expect(await screen.findByText('Atribuição salva.')).toBeInTheDocument();
    expect(
      api.called(`PUT /api/medicalInformation/team/cases/${CASE_ID}/assignee`)[0]!.body,
    ).toEqual({
      agentId: member.agents[1]!.id,
    });
    await waitFor(() =>
      expect(drawer.getByLabelText('Responsável')).toHaveValue(member.agents[1]!.id),
    );
  });
});
