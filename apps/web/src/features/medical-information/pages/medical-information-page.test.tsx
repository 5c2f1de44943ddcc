import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { doctor, medicalCase } from '../../../testing/medical-information-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];

function setUp(routes: Routes = {}) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(doctor),
    'GET /api/medicalInformation/team/access': () =>
      Response.json({ member: false, countries: [] }),
    ...routes,
  });
  const app = renderApp({ path: '/medical-information', country: 'br', session: {} });
  return { api, ...app };
}

const casesSection = async () =>
  within(await screen.findByRole('region', { name: 'Minhas solicitações' }));

describe("medical-information: the doctor's cases", () => {
  it('lists the cases with case number, status, type, product and date', async () => {
    setUp({
      'GET /api/medicalInformation/cases': () =>
        Response.json({
          items: [
            medicalCase({
              id: 'b7e0a8a4-5a7b-4f7e-9a55-0d8b0a1c2d3e',
              caseNumber: 'MI-BR-2026-000043',
              status: 'in_review',
              type: 'Pergunta',
              product: 'Outro',
              summary: 'Dose em insuficiência renal?',
            }),
            medicalCase({ status: 'answered' }),
          ],
        }),
    });
    const section = await casesSection();
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Caso MI-BR-2026-000043');
    expect(items[0]).toHaveTextContent('Em análise');
    expect(items[0]).toHaveTextContent('Dose em insuficiência renal?');
    expect(items[0]).toHaveTextContent('Pergunta · Outro · 2 de mar. de 2026');
    expect(items[1]).toHaveTextContent('Caso MI-BR-2026-000042');
    expect(items[1]).toHaveTextContent('Respondida');
    expect(items[1]).toHaveTextContent('Artigo científico · Xarelto');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // A doctor is not on the team: no link to the team's inbox.
    expect(screen.queryByRole('link', { name: /caixa de entrada/ })).not.toBeInTheDocument();
  });

  it("shows a flagged case with the country's reporting channel", async () => {
    setUp({
      'GET /api/medicalInformation/cases': () =>
        Response.json({
          items: [
            medicalCase({
              flaggedAs: 'adverse-event',
              reportingChannel: {
                textKey: 'country.common.links.reportSideEffect',
                link: 'https://corporativo.pulso.example/br/farmacovigilancia',
                newTab: true,
              },
            }),
            medicalCase({
              id: 'b7e0a8a4-5a7b-4f7e-9a55-0d8b0a1c2d3e',
              flaggedAs: 'quality-complaint',
              reportingChannel: null,
            }),
          ],
        }),
    });
    const section = await casesSection();
    const [adverse, quality] = await section.findAllByRole('listitem');
    const note = within(adverse!).getByRole('note');
    expect(note).toHaveTextContent('Possível evento adverso');
    expect(within(note).getByRole('link')).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/br/farmacovigilancia',
    );
    // Without a channel from the server, the country profile's technical-complaint link.
    expect(within(within(quality!).getByRole('note')).getByRole('link')).toHaveAttribute(
      'href',
      'https://corporativo.pulso.example/br/reclamacao-tecnica',
    );
  });

  it('says so when there are no cases yet', async () => {
    setUp({ 'GET /api/medicalInformation/cases': () => Response.json({ items: [] }) });
    const section = await casesSection();
    expect(await section.findByText('Você ainda não fez nenhuma solicitação.')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    setUp({
      'GET /api/medicalInformation/cases': () =>
        fail ? problem(503, 'unavailable') : Response.json({ items: [medicalCase()] }),
    });
    const section = await casesSection();
    expect(await section.findByText('Não foi possível carregar')).toBeVisible();
    fail = false;
    await user.click(section.getByRole('button', { name: 'Tentar novamente' }));
    expect(await section.findByText('Caso MI-BR-2026-000042')).toBeVisible();
  });

  it('shows the new case after a request is sent from the page', async () => {
    let items: unknown[] = [];
    setUp({
      'GET /api/medicalInformation/cases': () => Response.json({ items }),
      'POST /api/medicalInformation': () => {
        items = [medicalCase()];
        return Response.json(medicalCase(), { status: 201 });
      },
      'POST /api/medicalInformation/sendMail': () =>
        Response.json({ accepted: true, caseNumber: 'MI-BR-2026-000042' }, { status: 202 }),
    });
    const section = await casesSection();
    await section.findByText('Você ainda não fez nenhuma solicitação.');
    await user.click(screen.getByRole('button', { name: 'Solicitar artigo científico' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^TITULO DO ARTIGO/), 'Rivaroxaban');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    await dialog.findByTestId('request-success');
    expect(await section.findByText('Caso MI-BR-2026-000042')).toBeInTheDocument();
  });

  it('links a team member to the team inbox', async () => {
    setUp({
      'GET /api/medicalInformation/cases': () => Response.json({ items: [] }),
      'GET /api/medicalInformation/team/access': () =>
        Response.json({ member: true, countries: ['br'] }),
    });
    // The inbox is in the back office now (issue 17).
    expect(await screen.findByRole('link', { name: /caixa de entrada/ })).toHaveAttribute(
      'href',
      '/backoffice/medical-information',
    );
  });
});

describe('medical-information: the medical request (spec §2 popup 4)', () => {
  it('needs a product and a question, then sends type Pergunta through the same endpoint', async () => {
    const { api } = setUp({
      'GET /api/medicalInformation/cases': () => Response.json({ items: [] }),
      'POST /api/medicalInformation': () =>
        Response.json(medicalCase({ type: 'Pergunta' }), { status: 201 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Enviar pergunta à Informação Médica' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Solicitação de Informação Médica' }),
    );
    await waitFor(() => expect(dialog.getByLabelText('NOME')).toHaveValue('Rafael Costa'));
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^PRODUTO/)).toHaveAccessibleDescription('Campo obrigatório.'),
    );
    expect(dialog.getByLabelText(/^PERGUNTA/)).toHaveAccessibleDescription('Campo obrigatório.');
    expect(api.called('POST /api/medicalInformation')).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText(/^PRODUTO/), 'Mirena');
    await user.type(
      dialog.getByLabelText(/^PERGUNTA/),
      'Posso inserir no pós-parto?{Enter}<b>Urgente</b>',
    );
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));
    expect(
      await dialog.findByText(
        'Dr(a). Rafael Costa, sua pergunta foi enviada para a equipe de Informação Médica, que irá avaliá-la e responder no seu e-mail cadastrado.',
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Solicitar' })).not.toBeInTheDocument();
    expect(api.called('POST /api/medicalInformation')[0]!.body).toMatchObject({
      product: 'Mirena',
      name: 'Rafael Costa',
      email: 'demo.br@pulso.example',
      content: '<p>Posso inserir no pós-parto?</p><p>&lt;b&gt;Urgente&lt;/b&gt;</p>',
      type: 'Pergunta',
    });
    // The question has no follow-up sendMail: the server's delivery carries it.
    expect(api.called('POST /api/medicalInformation/sendMail')).toHaveLength(0);
  });
});
