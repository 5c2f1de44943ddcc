import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { eventDetail } from '../testing/events-fixtures.ts';

const originalZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'America/Santiago';
});
afterEach(() => {
  process.env.TZ = originalZone;
});

const registrationAnswer = (isRegistered: boolean) =>
  Response.json({
    eventId: 'simposio-cardiorrenal',
    isRegistered,
    registeredAt: isRegistered ? '2026-07-01T12:00:00.000Z' : null,
    seatsLeft: isRegistered ? 119 : 120,
    status: 'upcoming',
  });

/** A promise the test resolves when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('event page', () => {
  it('shows the event, registers and cancels in one click each, shown before the server answers', async () => {
    const user = userEvent.setup();
    let answer = deferred<Response>();
    const api = mockApi({
      'GET /api/events/simposio-cardiorrenal': () => Response.json(eventDetail()),
      'PUT /api/events/simposio-cardiorrenal/registration': () => answer.promise,
      'DELETE /api/events/simposio-cardiorrenal/registration': () => answer.promise,
    });
    renderApp({ path: '/eventos/simposio-cardiorrenal', country: 'cl', session: {} });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simposio cardiorrenal 2026' }),
    ).toBeVisible();
    // In Santiago itself only one time is shown.
    expect(screen.getByTestId('event-time')).toHaveTextContent(/^19:00–20:30 Santiago$/);
    expect(screen.getByText('90 minutos')).toBeVisible();
    expect(screen.getByText('CL-EV-2026-014')).toBeVisible();
    expect(screen.getByText('Cardiorrenal')).toBeVisible();
    expect(screen.getByText('Dra. Marta Rojas', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('heading', { name: /Agenda/ })).toBeVisible();
    expect(screen.getByText('Insuficiencia cardiaca con FE preservada')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Inscribirme' }));
    // Optimistic: the page says so at once, while the server has not answered yet.
    expect(await screen.findByRole('button', { name: 'Cancelar inscripción' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la sala de espera' })).toHaveAttribute(
      'href',
      '/eventos/simposio-cardiorrenal/participar',
    );
    answer.resolve(registrationAnswer(true));
    expect(await screen.findByText('Quedó inscrito en el evento.')).toBeVisible();
    expect(api.called('PUT /api/events/simposio-cardiorrenal/registration')).toHaveLength(1);

    answer = deferred<Response>();
    await user.click(screen.getByRole('button', { name: 'Cancelar inscripción' }));
    expect(await screen.findByRole('button', { name: 'Inscribirme' })).toBeVisible();
    answer.resolve(registrationAnswer(false));
    expect(await screen.findByText('Se canceló su inscripción.')).toBeVisible();
  });

  it('goes back and says why when the server refuses (the last seat was just taken)', async () => {
    const user = userEvent.setup();
    let full = false;
    mockApi({
      'GET /api/events/simposio-cardiorrenal': () =>
        Response.json(eventDetail(full ? { seatsLeft: 0 } : {})),
      'PUT /api/events/simposio-cardiorrenal/registration': () => {
        full = true;
        return problem(409, 'events.full');
      },
    });
    renderApp({ path: '/eventos/simposio-cardiorrenal', country: 'cl', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    // The toast says why, then the page, read again, shows no seat left.
    await waitFor(() =>
      expect(screen.getAllByText('Ya no quedan cupos para este evento.')).toHaveLength(2),
    );
    // The event is read again: no seat left, the button says so and cannot be pressed.
    expect(await screen.findByRole('button', { name: 'Sin cupos' })).toBeDisabled();
    expect(screen.getByText('Cupos agotados')).toBeVisible();
  });

  it('offers the .ics (fetched with the session) and Google and Outlook links', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/events/simposio-cardiorrenal': () => Response.json(eventDetail()),
      'GET /api/events/simposio-cardiorrenal/calendar.ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'content-type': 'text/calendar' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp({ path: '/eventos/simposio-cardiorrenal', country: 'cl', session: { token: 'tok' } });

    const calendar = await screen.findByRole('group', { name: 'Agregar al calendario' });
    const google = within(calendar).getByRole('link', { name: 'Google Calendar' });
    expect(google.getAttribute('href')).toContain('dates=20260715T230000Z%2F20260716T003000Z');
    expect(within(calendar).getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain(
      'startdt=2026-07-15T23%3A00%3A00Z',
    );

    await user.click(within(calendar).getByRole('button', { name: 'Descargar .ics' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [call] = api.called('GET /api/events/simposio-cardiorrenal/calendar.ics');
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('after the event: its recording and materials, and no registration', async () => {
    mockApi({
      'GET /api/events/simposio-cardiorrenal': () =>
        Response.json(
          eventDetail({
            status: 'ended',
            hasRecording: true,
            recording: [{ url: '/media/events/grabacion.mp4', mimeType: 'video/mp4' }],
            materials: [{ title: 'Diapositivas', url: '/media/events/slides.pdf', kind: 'pdf' }],
          }),
        ),
    });
    renderApp({ path: '/eventos/simposio-cardiorrenal', country: 'cl', session: {} });
    expect(await screen.findByText('Evento finalizado')).toBeVisible();
    const video = screen.getByLabelText('Grabación de Simposio cardiorrenal 2026');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/events/grabacion.mp4');
    expect(screen.getByRole('link', { name: 'Diapositivas' })).toHaveAttribute(
      'href',
      '/media/events/slides.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Agregar al calendario' })).toBeNull();
  });

  it('a cancelled event says so; an unknown one (or another country’s) is not found', async () => {
    mockApi({
      'GET /api/events/simposio-cardiorrenal': () =>
        Response.json(eventDetail({ status: 'cancelled' })),
      'GET /api/events/de-brasil': () => problem(404, 'events.not_found'),
    });
    const { router } = renderApp({
      path: '/eventos/simposio-cardiorrenal',
      country: 'cl',
      session: {},
    });
    expect(await screen.findByText('Evento cancelado')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    await router.navigate('/eventos/de-brasil');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contenido no encontrado' }),
    ).toBeVisible();
  });
});

describe('the push invitation', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is offered after registering (never on arrival), and "not now" is remembered', async () => {
    const user = userEvent.setup();
    const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn() };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }) },
    });
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'default' });
    mockApi({
      'GET /api/events/simposio-cardiorrenal': () => Response.json(eventDetail()),
      'PUT /api/events/simposio-cardiorrenal/registration': () => registrationAnswer(true),
      'DELETE /api/events/simposio-cardiorrenal/registration': () => registrationAnswer(false),
    });
    renderApp({ path: '/eventos/simposio-cardiorrenal', country: 'cl', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    const invitation = await screen.findByRole('region', {
      name: '¿Quiere un recordatorio en este dispositivo?',
    });
    expect(
      within(invitation).getByRole('button', { name: 'Activar notificaciones' }),
    ).toBeVisible();
    await user.click(within(invitation).getByRole('button', { name: 'Ahora no' }));
    expect(invitation).not.toBeInTheDocument();

    // Registered again later: not asked twice.
    await user.click(screen.getByRole('button', { name: 'Cancelar inscripción' }));
    await user.click(await screen.findByRole('button', { name: 'Inscribirme' }));
    await screen.findByRole('button', { name: 'Cancelar inscripción' });
    expect(screen.queryByRole('region', { name: /recordatorio/ })).not.toBeInTheDocument();
  });
});
