import type { BackofficeEvent } from '@pulso/contracts/backoffice/events';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EVENT_ID, backofficeEvent, staffMe } from '../testing/backoffice-fixtures.ts';
import { fileInput, uploads, withFakeUploads } from '../testing/content-form-harness.ts';
import EventsPage from './events-page.tsx';

/**
 * Decision 075: the back office writes everything a doctor sees of an event (image, speakers
 * with photos, agenda, materials), and edits it after creation; an approved event's edit waits
 * for its approval while doctors keep the approved text.
 */
const uploading = withFakeUploads();
let user: UserEvent;
beforeEach(() => {
  user = uploading.user();
  // jsdom has no object URLs (an image's preview is the chosen file's).
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** Chooses `file` in the upload field labelled `label`; it is stored at once (n-th: `/n.kind`). */
async function upload(label: string, file: File) {
  const count = uploads.length;
  await user.upload(fileInput(label), file);
  await waitFor(() => expect(uploads).toHaveLength(count + 1));
}

const withText = backofficeEvent({
  format: 'symposium',
  image: '/media/uploads/portada.cluster.png',
  speakers: [
    { name: 'Dra. Lucía Herrera', description: 'Cardióloga', photoUrl: null },
    { name: 'Dr. Martín Acosta', description: null, photoUrl: null },
  ],
  agenda: [
    {
      startsAt: '2026-12-02T18:00',
      endsAt: '2026-12-02T18:45',
      title: 'Casos clínicos',
      speaker: 'Dra. Lucía Herrera',
    },
  ],
});

function setUp(routes: Parameters<typeof mockApi>[0], path: string) {
  const api = mockApi(routes);
  renderApp({
    path,
    country: 'mx',
    session: {},
    routes: [{ path: '/backoffice/events', element: <EventsPage /> }],
  });
  return api;
}

describe('back office: what doctors see of an event', () => {
  it('creates an event with its image, speakers and their photos, agenda and materials', async () => {
    const api = setUp(
      { 'POST /api/backoffice/events': () => Response.json(withText, { status: 201 }) },
      '/backoffice/events?event=new',
    );
    await user.type(await screen.findByLabelText(/^Título/), 'Simposio de anticoagulación');
    await user.type(screen.getByLabelText('Resumen'), 'Casos de la consulta.');
    await user.selectOptions(screen.getByLabelText('Formato'), 'symposium');
    await user.type(screen.getByLabelText('Inicio (hora de Ciudad de México)'), '2026-12-02T18:00');
    await user.type(screen.getByLabelText('Fin (hora de Ciudad de México)'), '2026-12-02T19:30');
    await upload('Imagen del evento', png('portada.png'));

    await user.click(screen.getByRole('button', { name: 'Añadir ponente' }));
    await user.type(screen.getByLabelText(/^Nombre \(Ponente 1\)/), 'Dra. Lucía Herrera');
    await user.type(screen.getByLabelText('Cargo e institución (Ponente 1)'), 'Cardióloga');
    await upload('Foto (Ponente 1)', png('lucia.png'));

    // A new entry starts at the event's start; its speaker is one of the event's.
    await user.click(screen.getByRole('button', { name: 'Añadir al programa' }));
    expect(screen.getByLabelText(/^Inicio \(Punto 1 del programa\)/)).toHaveValue(
      '2026-12-02T18:00',
    );
    await user.type(
      screen.getByLabelText('Fin, opcional (Punto 1 del programa)'),
      '2026-12-02T18:45',
    );
    await user.type(screen.getByLabelText(/^Tema \(Punto 1 del programa\)/), 'Casos clínicos');
    await user.selectOptions(
      screen.getByLabelText('Ponente (Punto 1 del programa)'),
      'Dra. Lucía Herrera',
    );

    await user.click(screen.getByRole('button', { name: 'Añadir material' }));
    await user.type(screen.getByLabelText(/^Título \(Material 1\)/), 'Prospecto');
    await upload('Archivo PDF (Material 1)', pdf('prospecto.pdf'));

    await user.selectOptions(screen.getByLabelText('Proveedor'), 'jitsi');
    await user.type(screen.getByLabelText('Sala de Jitsi'), 'simposio-anticoagulacion');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    await screen.findByRole('heading', { level: 1, name: withText.title });
    expect(api.called('POST /api/backoffice/events')[0]!.body).toMatchObject({
      title: 'Simposio de anticoagulación',
      synopsis: 'Casos de la consulta.',
      format: 'symposium',
      image: '/media/uploads/1.thumbnail',
      speakers: [
        {
          name: 'Dra. Lucía Herrera',
          description: 'Cardióloga',
          photoUrl: '/media/uploads/2.thumbnail',
        },
      ],
      agenda: [
        {
          startsAt: '2026-12-02T18:00',
          endsAt: '2026-12-02T18:45',
          title: 'Casos clínicos',
          speaker: 'Dra. Lucía Herrera',
        },
      ],
      materials: [{ title: 'Prospecto', kind: 'pdf', url: '/media/uploads/3.pdf' }],
    });
  });

  it("edits an approved event's text: the edit waits for its approval while doctors keep the approved one", async () => {
    const api = setUp(
      {
        [`GET /api/backoffice/events/${EVENT_ID}`]: () => Response.json(withText),
        [`PUT /api/backoffice/events/${EVENT_ID}/text`]: ({ body }) =>
          Response.json({
            ...withText,
            ...(body as object),
            version: 2,
            review: 'draft',
            approvalCode: null,
            published: { title: withText.title, approvalCode: 'MX-EV-2026-0001' },
          } satisfies Partial<BackofficeEvent>),
      },
      `/backoffice/events?event=${EVENT_ID}`,
    );
    const form = (await screen.findByRole('group', {
      name: 'Lo que ven los médicos',
    })) as HTMLElement;
    expect(
      within(form).getByText(/Los médicos ven el texto aprobado\. Lo que guardes aquí/),
    ).toBeVisible();
    expect(within(form).getByLabelText(/^Nombre \(Ponente 2\)/)).toHaveValue('Dr. Martín Acosta');
    expect(within(form).getByLabelText(/^Tema \(Punto 1 del programa\)/)).toHaveValue(
      'Casos clínicos',
    );

    // An agenda entry before the event is named before anything is sent.
    const start = within(form).getByLabelText(/^Inicio \(Punto 1 del programa\)/);
    await user.clear(start);
    await user.type(start, '2026-12-02T17:00');
    await user.click(within(form).getByRole('button', { name: 'Guardar el texto' }));
    expect(start).toHaveAccessibleDescription('Tiene que quedar dentro del horario del evento.');
    expect(api.called(`PUT /api/backoffice/events/${EVENT_ID}/text`)).toHaveLength(0);

    await user.clear(start);
    await user.type(start, '2026-12-02T18:00');
    const title = within(form).getByLabelText(/^Título/);
    await user.clear(title);
    await user.type(title, 'Simposio corregido');
    await user.click(within(form).getByRole('button', { name: 'Quitar: Ponente 2' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar el texto' }));

    expect(
      await screen.findByText(/Edición guardada como borrador: envíala a revisión\./),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Los médicos siguen viendo el texto aprobado (código MX-EV-2026-0001) hasta que un revisor apruebe esta edición (versión 2).',
      ),
    ).toBeVisible();
    expect(screen.getByText('Borrador')).toBeVisible();
    expect(api.called(`PUT /api/backoffice/events/${EVENT_ID}/text`)[0]!.body).toMatchObject({
      title: 'Simposio corregido',
      image: '/media/uploads/portada.cluster.png',
      speakers: [{ name: 'Dra. Lucía Herrera', description: 'Cardióloga', photoUrl: null }],
      agenda: [{ startsAt: '2026-12-02T18:00', title: 'Casos clínicos' }],
    });
  });

  it('shows a reviewer the text to approve, read-only, without the events manager’s steps', async () => {
    mockApi({
      'GET /api/backoffice/me': () =>
        Response.json(
          staffMe(
            'reviewer',
            ['mx'],
            [
              { action: 'read', subject: 'Event', countries: ['mx'] },
              { action: 'approve', subject: 'Event', countries: ['mx'] },
            ],
          ),
        ),
      [`GET /api/backoffice/events/${EVENT_ID}`]: () =>
        Response.json({ ...withText, review: 'in-review', approvalCode: null }),
      'GET /api/backoffice/events': () => Response.json({ items: [withText] }),
      'GET /api/backoffice/audit': () => Response.json({ items: [] }),
    });
    renderApp({ path: `/backoffice/events?event=${EVENT_ID}`, country: 'mx', session: {} });
    const form = (await screen.findByRole('group', {
      name: 'Lo que ven los médicos',
    })) as HTMLElement;
    expect(within(form).getByLabelText(/^Nombre \(Ponente 1\)/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Guardar el texto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aprobar y publicar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reprogramar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar sala' })).toBeNull();
    // Nor is a new event offered on the list.
    await user.click(screen.getByRole('button', { name: 'Volver a los eventos' }));
    // The list may be drawn again as its answer settles: the line is read once it stays.
    await waitFor(() => expect(screen.getByText('MX · 3 inscritos')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Nuevo evento' })).toBeNull();
  });
});
