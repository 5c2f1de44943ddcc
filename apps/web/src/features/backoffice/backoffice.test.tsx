import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BackofficeMe } from '@pulso/contracts/backoffice';
import { storageKeys } from '../../config/storage-keys.ts';
import { mockApi, problem, userProfile } from '../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../testing/render-app.tsx';
import {
  backofficeContent,
  backofficeEvent,
  EVENT_ID,
  staffMe,
} from './testing/backoffice-fixtures.ts';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

type Routes = Parameters<typeof mockApi>[0];

function setUp(me: BackofficeMe | Response, routes: Routes = {}, path = '/backoffice') {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(userProfile()),
    'GET /api/backoffice/me': () => (me instanceof Response ? me : Response.json(me)),
    'GET /api/backoffice/contents': () => Response.json({ items: [backofficeContent()] }),
    ...routes,
  });
  return { api, ...renderApp({ path, country: 'mx', session: {} }) };
}

const nav = () => screen.findByRole('navigation', { name: 'Secciones del back office' });

describe('back office: who sees what', () => {
  it('lists only the sections the role opens, and opens the first', async () => {
    const { router } = setUp(staffMe('editor'));
    const links = within(await nav()).getAllByRole('link');
    // An editor works on contents and sees what expires; nothing of doctors' accounts or staff.
    expect(links.map((link) => link.textContent)).toEqual(['Contenidos', 'Vencimientos']);
    await waitFor(() => expect(locationOf(router)).toBe('/backoffice/contents'));
  });

  it('shows a section to a role that has its permission', async () => {
    setUp(staffMe('editor', ['mx'], [{ action: 'read', subject: 'User', countries: ['mx'] }]));
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/backoffice/contents',
      '/backoffice/expiry',
      '/backoffice/users',
    ]);
  });

  it('tells a doctor (403) there is no access, in their language, without signing out', async () => {
    const { api } = setUp(problem(403, 'backoffice.forbidden'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin acceso');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
    expect(localStorage.getItem(storageKeys.token)).toBe('test-token');
    expect(api.called('GET /api/backoffice/contents')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Secciones del back office' })).toBeNull();
  });
});

describe('back office: contents', () => {
  it('says so when there are no contents yet', async () => {
    setUp(staffMe('editor'), {
      'GET /api/backoffice/contents': () => Response.json({ items: [] }),
    });
    expect(await screen.findByText('Aún no hay contenidos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nuevo contenido' })).toBeVisible();
  });

  it('lists items with their status and filters by text', async () => {
    const { router } = setUp(staffMe('editor'), {
      'GET /api/backoffice/contents': () =>
        Response.json({
          items: [
            backofficeContent(),
            backofficeContent({
              id: 'otro-1',
              title: 'Otra nota',
              status: 'approved',
              approvalCode: 'MX-2026-7',
            }),
          ],
        }),
    });
    expect(await screen.findByRole('link', { name: 'Nueva guía de hipertensión' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Otra nota/ })).toHaveTextContent('Aprobado');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'otra');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('otra');
    await waitFor(() => expect(locationOf(router)).toBe('/backoffice/contents?q=otra'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Nueva guía de hipertensión' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Otra nota' })).toBeVisible();
  });

  it("shows the API's field problems on the create form's fields", async () => {
    const { api } = setUp(
      staffMe('editor'),
      {
        'POST /api/backoffice/contents': () =>
          problem(400, 'request.invalid', {
            errors: [
              { field: 'body.title', code: 'too_big', message: 'Too big: expected string' },
              { field: 'body.countries', code: 'too_small', message: 'Too small' },
            ],
          }),
      },
      '/backoffice/contents/new',
    );
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Muy largo');
    expect(screen.getByRole('checkbox', { name: 'México' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const title = screen.getByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription('El texto es demasiado largo.'));
    expect(screen.getByText('Este campo es obligatorio.')).toBeVisible();
    expect(title).toHaveFocus();
    expect(api.called('POST /api/backoffice/contents')[0]!.body).toMatchObject({
      title: 'Muy largo',
      countries: ['mx'],
      language: 'es',
      mainCluster: 'to_read',
    });
  });

  it('approves the version in review with its code and validity', async () => {
    let stored = backofficeContent({ status: 'in-review' });
    const { api } = setUp(
      staffMe('reviewer'),
      {
        'GET /api/backoffice/contents/nueva-guia-abc123': () => Response.json(stored),
        'GET /api/backoffice/audit': () => Response.json({ items: [] }),
        'POST /api/backoffice/contents/nueva-guia-abc123/approve': ({ body }) => {
          stored = { ...stored, status: 'approved', ...(body as Record<string, string>) };
          return Response.json(stored);
        },
      },
      '/backoffice/contents/nueva-guia-abc123',
    );
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar versión' });
    await user.type(within(dialog).getByLabelText(/^Código de aprobación/), 'MX-2026-0042');
    const validTo = within(dialog).getByLabelText(/^Vigente hasta/);
    await user.clear(validTo);
    await user.type(validTo, '2026-12-31T18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar y publicar' }));
    await waitFor(() =>
      expect(api.called('POST /api/backoffice/contents/nueva-guia-abc123/approve')).toHaveLength(1),
    );
    const body = api.called('POST /api/backoffice/contents/nueva-guia-abc123/approve')[0]!
      .body as Record<string, string>;
    expect(body.approvalCode).toBe('MX-2026-0042');
    expect(body.validTo).toBe(new Date('2026-12-31T18:30').toISOString());
    expect(Date.parse(body.validFrom!)).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByText('MX-2026-0042')).toBeVisible();
  });

  it('does not offer the approval to a reviewer who wrote or edited the version, and says why (four eyes)', async () => {
    setUp(
      staffMe('reviewer'),
      {
        'GET /api/backoffice/contents/nueva-guia-abc123': () =>
          Response.json(
            backofficeContent({
              status: 'in-review',
              editors: [
                { id: 'editor-1', name: 'Elena Editora MX' },
                { id: 'me', name: 'Pía Revisora' },
              ],
              editedByYou: true,
            }),
          ),
        'GET /api/backoffice/audit': () => Response.json({ items: [] }),
      },
      '/backoffice/contents/nueva-guia-abc123',
    );
    const approve = await screen.findByRole('button', { name: 'Aprobar' });
    expect(approve).toBeDisabled();
    expect(screen.getByText('Otra persona debe aprobar esta versión')).toBeVisible();
    // Mexico's wording (tú), named as the button's description.
    const why =
      'Tú escribiste o editaste esta versión. En la revisión del material promocional, quien aprueba una versión nunca la escribió ni la editó: pide a otro revisor que la apruebe.';
    expect(screen.getByText(why)).toBeVisible();
    expect(approve).toHaveAccessibleDescription(
      expect.stringContaining('Tú escribiste o editaste esta versión'),
    );
    expect(screen.getByText('Escrita o editada por: Elena Editora MX, Pía Revisora')).toBeVisible();
  });

  it("explains the API's four-eyes refusal in the approval dialog, in Portuguese in Brazil", async () => {
    mockApi({
      'GET /api/users/profile': () => Response.json(userProfile({ country: 'br' })),
      'GET /api/backoffice/me': () => Response.json(staffMe('reviewer', ['br'])),
      'GET /api/backoffice/contents/nueva-guia-abc123': () =>
        Response.json(
          backofficeContent({ status: 'in-review', countries: ['br'], language: 'pt-br' }),
        ),
      'GET /api/backoffice/audit': () => Response.json({ items: [] }),
      'POST /api/backoffice/contents/nueva-guia-abc123/approve': () =>
        problem(403, 'backoffice.four_eyes'),
    });
    renderApp({ path: '/backoffice/contents/nueva-guia-abc123', country: 'br', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar versão' });
    await user.type(within(dialog).getByLabelText(/^Código de aprovação/), 'BR-2026-0007');
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar e publicar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Você escreveu ou editou esta versão. Na revisão de material promocional, quem aprova uma versão nunca a escreveu nem editou: peça a outro revisor que a aprove.',
    );
  });

  it('tells an editor that an approved version is kept and the edit becomes a new draft', async () => {
    setUp(
      staffMe('editor'),
      {
        'GET /api/backoffice/contents/nueva-guia-abc123': () =>
          Response.json(
            backofficeContent({ status: 'approved', version: 2, approvalCode: 'MX-1' }),
          ),
      },
      '/backoffice/contents/nueva-guia-abc123',
    );
    expect(await screen.findByText('Una versión aprobada no cambia')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Guardar como nuevo borrador (versión 3)' }),
    ).toBeVisible();
  });

  it('withdraws the published version only after a confirmation', async () => {
    let stored = backofficeContent({
      status: 'approved',
      approvalCode: 'MX-2026-9',
      validFrom: '2026-11-01T00:00:00.000Z',
      validTo: '2026-12-31T00:00:00.000Z',
    });
    const { api } = setUp(
      staffMe('reviewer'),
      {
        'GET /api/backoffice/contents/nueva-guia-abc123': () => Response.json(stored),
        'POST /api/backoffice/contents/nueva-guia-abc123/withdraw': () => {
          stored = { ...stored, status: 'withdrawn' };
          return Response.json(stored);
        },
      },
      '/backoffice/contents/nueva-guia-abc123',
    );
    await user.click(await screen.findByRole('button', { name: 'Retirar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar este contenido?' });
    expect(dialog).toHaveTextContent('MX-2026-9');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.called('POST /api/backoffice/contents/nueva-guia-abc123/withdraw')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retirar' }));
    await user.click(await screen.findByRole('button', { name: 'Retirar ahora' }));
    expect(await screen.findByText('Retirado')).toBeVisible();
    expect(api.called('POST /api/backoffice/contents/nueva-guia-abc123/withdraw')).toHaveLength(1);
  });
});

describe('back office: an event made here is reviewed (decision 074)', () => {
  const reviewerOfEvents = staffMe(
    'reviewer',
    ['mx'],
    [
      { action: 'read', subject: 'Event', countries: ['mx'] },
      { action: 'approve', subject: 'Event', countries: ['mx'] },
    ],
  );
  const submitted = (editedByYou: boolean) =>
    backofficeEvent({
      review: 'in-review',
      approvalCode: null,
      editors: [{ id: 'events-1', name: 'Ernesto Eventos MX' }],
      editedByYou,
    });
  const eventPath = `/backoffice/events?event=${EVENT_ID}`;

  it('says doctors do not see it yet, asks the approval code and approves it', async () => {
    const { api } = setUp(
      reviewerOfEvents,
      {
        [`GET /api/backoffice/events/${EVENT_ID}`]: () => Response.json(submitted(false)),
        [`POST /api/backoffice/events/${EVENT_ID}/approve`]: () =>
          Response.json(backofficeEvent({ review: 'approved', approvalCode: 'MX-EV-0042' })),
        'GET /api/backoffice/audit': () => Response.json({ items: [] }),
      },
      eventPath,
    );
    expect(await screen.findByText('Enviado a revisión')).toBeVisible();
    expect(
      screen.getByText(
        'Los médicos no ven este evento hasta que un revisor de su país lo apruebe con su código.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Escrito o editado por: Ernesto Eventos MX')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aprobar y publicar' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeVisible();
    expect(api.called(`POST /api/backoffice/events/${EVENT_ID}/approve`)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Código de aprobación/), 'MX-EV-0042');
    await user.click(screen.getByRole('button', { name: 'Aprobar y publicar' }));
    expect(await screen.findByText('MX-EV-0042')).toBeVisible();
    expect(api.called(`POST /api/backoffice/events/${EVENT_ID}/approve`)[0]!.body).toEqual({
      approvalCode: 'MX-EV-0042',
    });
  });

  it('does not offer the approval to the one who wrote it, and says why (four eyes)', async () => {
    setUp(
      reviewerOfEvents,
      {
        [`GET /api/backoffice/events/${EVENT_ID}`]: () => Response.json(submitted(true)),
        'GET /api/backoffice/audit': () => Response.json({ items: [] }),
      },
      eventPath,
    );
    const approve = await screen.findByRole('button', { name: 'Aprobar y publicar' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      expect.stringContaining('Tú escribiste o editaste este evento'),
    );
  });
});
