import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, BackofficeContent, BackofficeMe } from '@pulso/contracts/backoffice';
import type { Episode } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import { mockApi, problem, userProfile } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { backofficeContent, staffMe } from '../testing/backoffice-fixtures.ts';
import { uploadField } from '../testing/content-form-harness.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

const ID = 'nueva-guia-abc123';
const path = `/backoffice/contents/${ID}`;

/** The item's page for `me`, with the item as `GET` answers it and what submitting answers. */
function setUp(
  me: BackofficeMe,
  item: BackofficeContent,
  {
    country = 'mx',
    submit,
    trail,
  }: { country?: CountryCode; submit?: () => Response; trail?: AuditEntry[] } = {},
) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(userProfile()),
    'GET /api/backoffice/me': () => Response.json(me),
    'GET /api/backoffice/contents': () => Response.json({ items: [item] }),
    [`GET /api/backoffice/contents/${ID}`]: () => Response.json(item),
    [`GET /api/backoffice/audit`]: () =>
      trail ? Response.json({ items: trail }) : problem(404, 'backoffice.not_found'),
    ...(submit ? { [`POST /api/backoffice/contents/${ID}/submit`]: submit } : {}),
  });
  renderApp({ path, country, session: {} });
  return api;
}

const video = { kind: 'video', url: '/media/uploads/uno.mp4', mimeType: 'video/mp4' } as const;
const episode = (number: number, content: Episode['content']): Episode => ({
  id: `episodio-${number}`,
  title: `Episodio ${number}`,
  position: number - 1,
  synopsis: '',
  duration: 600,
  thumbnail: null,
  content,
});

/** A draft series: no body of its own, its second episode without its file. */
function seriesWithoutAFile(): BackofficeContent {
  const base = backofficeContent();
  return backofficeContent({
    mainCluster: 'to_see',
    content: { ...base.content, content: null, episodes: [episode(1, video), episode(2, null)] },
  });
}

describe('back office: nothing goes to review without its files (issue 32)', () => {
  it('names the episode without its file beside it and does not send the item', async () => {
    const api = setUp(staffMe('editor'), seriesWithoutAFile(), {
      submit: () => Response.json(backofficeContent({ status: 'in-review' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar a revisión' }));

    const summary = (await screen.findByText('Falta esto para enviarlo a revisión:')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Episodio 2 — Falta su archivo (o su texto).']);
    // The second episode's file field says it, the first's says nothing.
    await waitFor(() =>
      expect(uploadField('Archivo (Episodio 2)').parentElement).toHaveTextContent(
        'Falta su archivo (o su texto).',
      ),
    );
    expect(uploadField('Archivo (Episodio 1)').parentElement).not.toHaveTextContent('Falta');
    // The focus goes to the message, under the field the editor has to fill.
    const message = within(uploadField('Archivo (Episodio 2)').parentElement!).getByRole('alert');
    await waitFor(() => expect(message).toHaveFocus());
    expect(api.called(`POST /api/backoffice/contents/${ID}/submit`)).toHaveLength(0);
  });

  it("shows the API's refusal on the body's field, in Portuguese in Brazil", async () => {
    const item = backofficeContent({ countries: ['br'], language: 'pt-br' });
    const api = setUp(staffMe('editor', ['br']), item, {
      country: 'br',
      submit: () =>
        problem(400, 'backoffice.content_incomplete', {
          errors: [
            {
              field: 'content.content',
              code: 'required',
              message: 'backoffice.contents.incomplete.body',
            },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar para revisão' }));
    await waitFor(() =>
      expect(api.called(`POST /api/backoffice/contents/${ID}/submit`)).toHaveLength(1),
    );
    expect(await screen.findByText('Falta isto para enviá-lo para revisão:')).toBeVisible();
    const html = screen.getByRole('textbox', { name: /^Conteúdo \(HTML\)/ });
    await waitFor(() =>
      expect(html).toHaveAccessibleDescription(
        expect.stringContaining('Falta o texto ou o arquivo do conteúdo.'),
      ),
    );
    expect(html).toHaveFocus();
  });
});

describe('back office: an expired item (issue 32)', () => {
  it('says so in the list and on its page, and the list filters by it', async () => {
    const expired = backofficeContent({
      status: 'expired',
      approvalCode: 'MX-2026-7',
      validFrom: '2026-11-01T00:00:00.000Z',
      validTo: '2026-11-10T00:00:00.000Z',
    });
    setUp(staffMe('reviewer'), expired);
    const badge = (text: HTMLElement) => text.closest('[data-status]');
    expect(badge(await screen.findByText('Vencido'))).toHaveAttribute('data-status', 'expired');
    expect(screen.queryByText('Aprobado')).toBeNull();
    // Nothing to withdraw: doctors no longer see it.
    expect(screen.queryByRole('button', { name: 'Retirar' })).toBeNull();

    await user.click(screen.getByRole('link', { name: '← Contenidos' }));
    const list = await screen.findByRole('table');
    expect(badge(within(list).getByText('Vencido'))).toHaveAttribute('data-status', 'expired');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    expect(await screen.findByRole('option', { name: 'Vencido' })).toBeVisible();
  });
});

describe('back office: the audit trail reads as the staff member speaks (issue 32)', () => {
  const reviewer = { id: 'u2', name: 'Rita Revisora BR' };
  const trail: AuditEntry[] = [
    {
      action: 'update',
      actor: { id: 'u1', name: 'Edu Editor BR' },
      at: '2026-11-19T13:05:00.000Z',
      before: {
        status: 'draft',
        countries: ['br'],
        document: {
          isSpeakerTraining: false,
          duration: null,
          content: { kind: 'html', html: '<p>Texto antigo</p>' },
        },
      },
      after: {
        status: 'draft',
        countries: ['br', 'mx'],
        document: {
          isSpeakerTraining: true,
          duration: 720,
          content: { kind: 'html', html: '<p>Texto <b>novo</b></p>' },
        },
      },
    },
    {
      action: 'approve',
      actor: reviewer,
      at: '2026-11-20T15:00:00.000Z',
      before: {
        status: 'in-review',
        approvalCode: null,
        validTo: null,
        document: { cfApprovalCode: null },
      },
      after: {
        status: 'approved',
        approvalCode: 'UX-BR-2026-0001',
        validTo: '2026-12-31T23:00:00.000Z',
        document: { cfApprovalCode: 'UX-BR-2026-0001' },
      },
    },
  ];

  it('shows translated fields, readable values and the local time with its zone', async () => {
    const item = backofficeContent({ countries: ['br'], language: 'pt-br' });
    setUp(staffMe('reviewer', ['br']), item, { country: 'br', trail });
    await user.click(await screen.findByRole('tab', { name: 'Histórico' }));
    const [update, approval] = await screen.findAllByTestId('audit-entry');
    const lines = (entry: HTMLElement) =>
      within(entry)
        .getAllByRole('listitem')
        .map((line) => line.textContent);

    expect(lines(update!)).toEqual([
      'Países: BR → BR, MX',
      'Formação de palestrantes: Não → Sim',
      'Duração: — → 12 min',
      'Corpo: Texto antigo → Texto novo',
    ]);
    expect(lines(approval!)).toEqual([
      'Status: Em revisão → Aprovado',
      'Código de aprovação: — → UX-BR-2026-0001',
      `Válido até: — → ${zoned('2026-12-31T23:00:00.000Z')}`,
      'Código de aprovação na página: — → UX-BR-2026-0001',
    ]);
    // When, in the staff member's own time and zone; never the stored UTC instant.
    const when = within(approval!).getByText(zoned('2026-11-20T15:00:00.000Z'));
    expect(when).toHaveTextContent(/^20 de nov\. de 2026, \d{2}:\d{2} (GMT|UTC|[A-Z]{3})/);
    expect(approval).not.toHaveTextContent('2026-11-20T15:00');
    expect(approval).not.toHaveTextContent('"');
  });
});

/** The staff member's time with its zone, as the browser writes it in Portuguese. */
const zoned = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
