import type { BackofficeEvent } from '@pulso/contracts/backoffice/events';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { locationOf, renderApp } from '../../../testing/render-app.tsx';
import { EVENT_ID, backofficeEvent } from '../testing/backoffice-fixtures.ts';
import EventsPage from './events-page.tsx';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
// The staff member's own clock: São Paulo's (UTC−3), three hours ahead of Mexico City's.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const ID = EVENT_ID;
const event = backofficeEvent;

function setUp(routes: Parameters<typeof mockApi>[0] = {}, path = '/backoffice/events') {
  const api = mockApi({
    'GET /api/backoffice/events': () => Response.json({ items: [event()] }),
    [`GET /api/backoffice/events/${ID}`]: () => Response.json(event()),
    ...routes,
  });
  const app = renderApp({
    path,
    country: 'mx',
    session: {},
    routes: [{ path: '/backoffice/events', element: <EventsPage /> }],
  });
  return { api, ...app };
}

describe('back office: events', () => {
  it("lists the events with doctors' status and time, and creates one", async () => {
    const { api, router } = setUp({
      'GET /api/backoffice/events': () =>
        Response.json({
          items: [
            event({ status: 'live' }),
            event({
              id: 'asma-grave',
              title: 'Asma grave',
              status: 'cancelled',
              review: 'draft',
              registrations: 0,
            }),
          ],
        }),
      'POST /api/backoffice/events': () => Response.json(event(), { status: 201 }),
    });
    const [live, cancelled] = await screen.findAllByRole('listitem');
    // As doctors' pages say it: a started event is live, its time on the zone's clock (named by
    // its city) and on the staff member's own.
    expect(within(live!).getByText('En vivo')).toBeVisible();
    expect(within(live!).getByText('Miércoles, 2 de diciembre')).toBeVisible();
    expect(
      within(live!).getByText('18:00–19:30 Ciudad de México', { exact: false }),
    ).toHaveTextContent('18:00–19:30 Ciudad de México · 21:00–22:30 en tu hora');
    expect(within(live!).getByText('Aprobado')).toBeVisible();
    expect(within(live!).getByText('MX · 3 inscritos')).toBeVisible();
    expect(within(cancelled!).getByText('Cancelado')).toBeVisible();
    expect(within(cancelled!).getByText('Borrador')).toBeVisible();
    expect(within(cancelled!).getByText('MX · Sin inscritos')).toBeVisible();
    expect(screen.queryByText(/America\/Mexico_City|Programado|2026-12-02/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    await user.type(await screen.findByLabelText(/Título/), 'Webinar de insuficiencia cardiaca');
    await user.selectOptions(screen.getByLabelText('País'), 'br');
    const zone = screen.getByLabelText('Zona horaria del evento');
    expect(zone).toHaveValue('America/Sao_Paulo');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent('São Paulo');
    await user.type(screen.getByLabelText('Inicio (hora de São Paulo)'), '2026-12-02T18:00');
    await user.type(screen.getByLabelText('Fin (hora de São Paulo)'), '2026-12-02T19:30');
    await user.selectOptions(screen.getByLabelText('Proveedor'), 'zoom');
    expect(screen.getByText('No configurado.')).toBeVisible();
    await user.type(screen.getByLabelText('Número de reunión de Zoom'), '85012345678');
    await user.type(screen.getByLabelText('Código de acceso (contraseña) de Zoom'), 'clave');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));

    await screen.findByRole('heading', { level: 1, name: 'Webinar de insuficiencia cardiaca' });
    expect(locationOf(router)).toBe(`/backoffice/events?event=${ID}`);
    expect(api.called('POST /api/backoffice/events')[0]!.body).toMatchObject({
      title: 'Webinar de insuficiencia cardiaca',
      country: 'br',
      capacity: null,
      schedule: {
        startsAt: '2026-12-02T18:00',
        endsAt: '2026-12-02T19:30',
        timeZone: 'America/Sao_Paulo',
      },
      meeting: { provider: 'zoom', meetingNumber: '85012345678', password: 'clave' },
    });
  });

  it('names missing fields before sending', async () => {
    const { api } = setUp({}, '/backoffice/events?event=new');
    await user.click(await screen.findByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByText('Revisa los campos marcados.')).toBeVisible();
    expect(screen.getByLabelText(/Título/)).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByLabelText('Inicio (hora de Ciudad de México)')).toHaveAccessibleDescription(
      'Escribe una fecha y hora válidas.',
    );
    expect(api.called('POST /api/backoffice/events')).toHaveLength(0);
  });

  it("puts the API's field problems on the new event's and the meeting's fields", async () => {
    const { api } = setUp(
      {
        'POST /api/backoffice/events': () =>
          problem(400, 'request.invalid', {
            errors: [
              { field: 'body.title', code: 'custom', message: 'validation.text.characters' },
              { field: 'body.synopsis', code: 'too_big', message: 'Too big' },
            ],
          }),
        [`PUT /api/backoffice/events/${ID}/meeting`]: () =>
          problem(400, 'request.invalid', {
            errors: [
              { field: 'body.password', code: 'custom', message: 'validation.text.characters' },
            ],
          }),
      },
      '/backoffice/events?event=new',
    );
    await user.type(await screen.findByLabelText(/Título/), 'Sesión');
    await user.type(screen.getByLabelText('Inicio (hora de Ciudad de México)'), '2026-12-02T18:00');
    await user.type(screen.getByLabelText('Fin (hora de Ciudad de México)'), '2026-12-02T19:00');
    await user.selectOptions(screen.getByLabelText('Proveedor'), 'jitsi');
    await user.type(screen.getByLabelText('Sala de Jitsi'), 'sesion-1');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Título/)).toHaveAccessibleDescription(
        'Contiene caracteres no válidos.',
      ),
    );
    expect(screen.getByLabelText('Resumen')).toHaveAccessibleDescription('El valor no es válido.');
    expect(api.called('POST /api/backoffice/events')).toHaveLength(1);
    cleanup();

    setUp(
      {
        [`PUT /api/backoffice/events/${ID}/meeting`]: () =>
          problem(400, 'request.invalid', {
            errors: [
              { field: 'body.password', code: 'custom', message: 'validation.text.characters' },
            ],
          }),
      },
      `/backoffice/events?event=${ID}`,
    );
    await user.type(await screen.findByLabelText('Código de acceso (contraseña) de Zoom'), 'clave');
    await user.click(screen.getByRole('button', { name: 'Guardar sala' }));
    await waitFor(() =>
      expect(
        screen.getByLabelText('Código de acceso (contraseña) de Zoom'),
      ).toHaveAccessibleDescription(/Contiene caracteres no válidos\./),
    );
  });

  it('keeps the Zoom passcode write-only, reschedules, handles recordings and cancels', async () => {
    const { api } = setUp(
      {
        [`PUT /api/backoffice/events/${ID}/meeting`]: () => Response.json(event()),
        // The answer's new instants: the form keeps its confirmation.
        [`PUT /api/backoffice/events/${ID}/schedule`]: ({ body }) =>
          Response.json(
            event({
              schedule: body as BackofficeEvent['schedule'],
              startsAt: '2026-12-04T15:00:00.000Z',
              endsAt: '2026-12-04T16:00:00.000Z',
            }),
          ),
        [`POST /api/backoffice/events/${ID}/recordings`]: ({ body }) =>
          Response.json(event({ recordings: [body as BackofficeEvent['recordings'][number]] })),
        [`DELETE /api/backoffice/events/${ID}/recordings/0`]: () => Response.json(event()),
        [`POST /api/backoffice/events/${ID}/cancel`]: () =>
          Response.json(event({ status: 'cancelled' })),
      },
      `/backoffice/events?event=${ID}`,
    );
    const passcode = await screen.findByLabelText('Código de acceso (contraseña) de Zoom');
    expect(passcode).toHaveValue('');
    expect(screen.getByText('Configurado (no se muestra).')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar sala' }));
    expect(api.called(`PUT /api/backoffice/events/${ID}/meeting`)[0]!.body).toEqual({
      provider: 'zoom',
      meetingNumber: '85012345678',
    });

    const start = screen.getByLabelText('Inicio (hora de Ciudad de México)');
    await user.clear(start);
    await user.type(start, '2026-12-04T09:00');
    const end = screen.getByLabelText('Fin (hora de Ciudad de México)');
    await user.clear(end);
    await user.type(end, '2026-12-04T10:00');
    await user.click(screen.getByRole('button', { name: 'Reprogramar' }));
    expect(
      await screen.findByText('Evento reprogramado; los recordatorios se movieron.'),
    ).toBeVisible();
    expect(api.called(`PUT /api/backoffice/events/${ID}/schedule`)[0]!.body).toEqual({
      startsAt: '2026-12-04T09:00',
      endsAt: '2026-12-04T10:00',
      timeZone: 'America/Mexico_City',
    });

    await user.type(
      screen.getByLabelText('Dirección de la grabación'),
      'https://cdn.example.com/grabacion.mp4',
    );
    await user.click(screen.getByRole('button', { name: 'Añadir grabación' }));
    const remove = await screen.findByRole('button', { name: 'Quitar la grabación 1' });
    await user.click(remove);
    expect(await screen.findByText('Sin grabaciones.')).toBeVisible();
    expect(api.called(`DELETE /api/backoffice/events/${ID}/recordings/0`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancelar el evento' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByText('Cancelado')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reprogramar' })).toBeNull();
  });

  it('has loading, empty, error (with retry), forbidden and not-found states', async () => {
    let answer: (response: Response) => void = () => {};
    const loading = setUp({
      'GET /api/backoffice/events': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByTestId('page-loader')).toHaveAttribute('aria-busy', 'true');
    answer(Response.json({ items: [] }));
    expect(await screen.findByText('Todavía no hay eventos en tus países.')).toBeVisible();
    expect(screen.queryByTestId('page-loader')).toBeNull();
    loading.unmount();

    const forbidden = setUp({
      'GET /api/backoffice/events': () => problem(403, 'backoffice.forbidden'),
    });
    expect(
      await within(await screen.findByRole('alert')).findByText('Tu rol no permite esta acción.'),
    ).toBeVisible();
    forbidden.unmount();

    let fail = true;
    const failing = setUp({
      'GET /api/backoffice/events': () =>
        fail ? problem(500, 'server.error') : Response.json({ items: [event()] }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No pudimos cargar los eventos.')).toBeVisible();
    expect(
      within(alert).getByText('Ocurrió un error inesperado. Inténtalo de nuevo.'),
    ).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('MX · 3 inscritos')).toBeVisible();
    expect(failing.api.called('GET /api/backoffice/events')).toHaveLength(2);
    failing.unmount();

    setUp(
      { [`GET /api/backoffice/events/${ID}`]: () => problem(404, 'backoffice.not_found') },
      `/backoffice/events?event=${ID}`,
    );
    expect(
      await within(await screen.findByRole('alert')).findByText(
        'Este evento no existe o no es de tus países.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
