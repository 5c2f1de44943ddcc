import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { attendance, eventDetail, eventOpeningIn, streamJoin } from '../testing/events-fixtures.ts';

const ID = 'simposio-cardiorrenal';
const LOCAL_NOW = Date.parse('2026-07-15T10:00:00.000Z');
// The computer's clock is an hour behind the server's: the countdown must follow the server.
const SERVER_NOW = LOCAL_NOW + 3_600_000;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('meeting screen', () => {
  it("counts down on the server's clock, opens the player by itself, then beats and shows the attendance", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: LOCAL_NOW });
    const event = eventOpeningIn(3, SERVER_NOW);
    let minutes = 0;
    const api = mockApi({
      [`GET /api/events/${ID}`]: () => Response.json(event),
      [`POST /api/events/${ID}/join`]: () =>
        Response.json(streamJoin(event, Date.parse(event.opensAt))),
      [`GET /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, minutes)),
      [`POST /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, ++minutes)),
    });
    renderApp({ path: `/eventos/${ID}/participar`, country: 'mx', session: {} });

    const timer = await screen.findByRole('timer', { name: 'La sala abre en' });
    expect(timer.textContent).toMatch(/^(03:00|02:59)$/);
    expect(screen.getByTestId('waiting-room')).toHaveTextContent('Insuficiencia cardiaca');
    expect(screen.getByRole('group', { name: 'Agregar al calendario' })).toBeVisible();
    const announcement = screen.getByTestId('countdown-announcement');
    expect(announcement).toHaveTextContent('');

    // Seconds go by on the clock; the live region speaks once a minute, not every second.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(timer.textContent).toMatch(/^02:5[45]$/);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(announcement).toHaveTextContent('La sala abre en 2 minutos.');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(announcement).toHaveTextContent('La sala abre en 2 minutos.');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(announcement).toHaveTextContent('La sala abre en 1 minuto.');
    expect(api.called(`POST /api/events/${ID}/join`)).toHaveLength(0);

    // At the opening the waiting room becomes the meeting: our player with the event's stream.
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    const player = await screen.findByTestId('stream-player');
    expect(screen.queryByTestId('waiting-room')).toBeNull();
    expect(api.called(`POST /api/events/${ID}/join`)).toHaveLength(1);
    expect([...player.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/events/stream.webm',
      '/media/events/stream.mp4',
    ]);
    expect(await screen.findByText('Tu asistencia: 0 min')).toBeVisible();

    // A heartbeat a minute later; its answer is the attendance shown.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(api.called(`POST /api/events/${ID}/attendance`)).toHaveLength(1));
    expect(api.called(`POST /api/events/${ID}/attendance`)[0]?.body).toEqual({
      state: 'present',
    });
    expect(await screen.findByText('Tu asistencia: 1 min')).toBeVisible();

    // A hidden tab says it left and beats no more; visible again, it is present at once, as a
    // presence that starts again (the time away never counts, even if the `left` was lost).
    setVisibility('hidden');
    await waitFor(() => expect(api.called(`POST /api/events/${ID}/attendance`)).toHaveLength(2));
    expect(api.called(`POST /api/events/${ID}/attendance`)[1]?.body).toEqual({ state: 'left' });
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(api.called(`POST /api/events/${ID}/attendance`)).toHaveLength(2);
    setVisibility('visible');
    await waitFor(() => expect(api.called(`POST /api/events/${ID}/attendance`)).toHaveLength(3));
    expect(api.called(`POST /api/events/${ID}/attendance`)[2]?.body).toEqual({
      state: 'present',
      resumed: true,
    });
    // Its timer's next beat continues that presence.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(api.called(`POST /api/events/${ID}/attendance`)).toHaveLength(4));
    expect(api.called(`POST /api/events/${ID}/attendance`)[3]?.body).toEqual({
      state: 'present',
    });
  });

  it('a live stream starts where the broadcast is (unirse opens the same screen)', async () => {
    const now = Date.parse('2026-07-15T23:20:00.000Z');
    const event = eventDetail({
      status: 'live',
      isRegistered: true,
      serverNow: new Date(now).toISOString(),
    });
    mockApi({
      [`GET /api/events/${ID}`]: () => Response.json(event),
      [`POST /api/events/${ID}/join`]: () => Response.json(streamJoin(event, now, 1200)),
      [`GET /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, 19)),
    });
    renderApp({ path: `/eventos/${ID}/unirse`, country: 'mx', session: {} });
    expect(await screen.findByTestId('stream-player')).toHaveAttribute(
      'data-start-seconds',
      '1200',
    );
    expect(await screen.findByText('Tu asistencia: 19 min')).toBeVisible();
  });

  it('a Zoom meeting opens in its own frame (loaded only for Zoom events)', async () => {
    const now = Date.parse('2026-07-15T23:20:00.000Z');
    const event = eventDetail({
      status: 'live',
      isRegistered: true,
      provider: 'zoom',
      serverNow: new Date(now).toISOString(),
    });
    mockApi({
      [`GET /api/events/${ID}`]: () => Response.json(event),
      [`POST /api/events/${ID}/join`]: () =>
        Response.json({
          ...streamJoin(event, now),
          meeting: {
            provider: 'zoom',
            sdkKey: 'sdk-key',
            signature: 'header.payload.signature',
            signatureExpiresAt: '2026-07-16T01:20:00.000Z',
            meetingNumber: '84512367890',
            password: 'Pulso2026',
            userName: 'Ana López',
            userEmail: 'demo.mx@pulso.example',
            customerKey: 'user-1',
            lang: 'es-ES',
          },
        }),
      [`GET /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, 19)),
    });
    renderApp({ path: `/eventos/${ID}/participar`, country: 'mx', session: {} });
    expect(await screen.findByTitle('Reunión de Zoom')).toBeInTheDocument();
    expect(screen.queryByTestId('stream-player')).toBeNull();
    expect(await screen.findByText('Tu asistencia: 19 min')).toBeVisible();
  });

  it('says when the meeting is not configured', async () => {
    const now = Date.parse('2026-07-15T23:20:00.000Z');
    const event = eventDetail({
      status: 'live',
      isRegistered: true,
      provider: 'zoom',
      serverNow: new Date(now).toISOString(),
    });
    const api = mockApi({
      [`GET /api/events/${ID}`]: () => Response.json(event),
      [`POST /api/events/${ID}/join`]: () =>
        Response.json({
          ...streamJoin(event, now),
          meeting: { provider: 'not-configured', intended: 'zoom' },
        }),
    });
    renderApp({ path: `/eventos/${ID}/participar`, country: 'mx', session: {} });
    expect(await screen.findByText('Reunión no configurada')).toBeVisible();
    expect(api.called(`GET /api/events/${ID}/attendance`)).toHaveLength(0);
  });

  it('at the end, the open screen turns to "ended" and brings the recording, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: LOCAL_NOW });
    // Live: opened 80 minutes ago, ends 2 minutes from the server's now.
    const live = eventOpeningIn(-73, SERVER_NOW, { status: 'live' });
    const recording = [{ url: '/media/events/grabacion.mp4', mimeType: 'video/mp4' as const }];
    let ended = false;
    const api = mockApi({
      [`GET /api/events/${ID}`]: () =>
        Response.json(ended ? { ...live, status: 'ended', recording } : live),
      [`POST /api/events/${ID}/join`]: () => Response.json(streamJoin(live, SERVER_NOW, 80 * 60)),
      [`GET /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, 2)),
      [`POST /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, 2)),
    });
    renderApp({ path: `/eventos/${ID}/participar`, country: 'mx', session: {} });
    expect(await screen.findByTestId('stream-player')).toBeVisible();
    const reads = api.called(`GET /api/events/${ID}`).length;

    // The end on the server's clock: the screen reads the event again (the server says ended).
    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 + 1_000));
    expect(await screen.findByText('El evento ha terminado')).toBeVisible();
    expect(await screen.findByLabelText('Grabación de Simposio cardiorrenal 2026')).toBeVisible();
    expect(screen.queryByTestId('stream-player')).toBeNull();
    expect(api.called(`GET /api/events/${ID}`).length).toBeGreaterThan(reads);
    vi.useRealTimers();
  });

  it('after the end: the recording, or that the event has ended; unregistered doctors are asked to register', async () => {
    const ended = eventDetail({
      status: 'ended',
      isRegistered: true,
      serverNow: '2026-07-16T02:00:00.000Z',
      recording: [{ url: '/media/events/grabacion.mp4', mimeType: 'video/mp4' }],
    });
    mockApi({
      [`GET /api/events/${ID}`]: () => Response.json(ended),
      [`GET /api/events/${ID}/attendance`]: () => Response.json(attendance(ID, 52)),
      [`GET /api/events/otro`]: () =>
        Response.json(eventDetail({ id: 'otro', status: 'upcoming', isRegistered: false })),
    });
    const { router } = renderApp({ path: `/eventos/${ID}/participar`, country: 'mx', session: {} });
    expect(await screen.findByText('El evento ha terminado')).toBeVisible();
    expect(screen.getByLabelText('Grabación de Simposio cardiorrenal 2026')).toBeVisible();
    expect(await screen.findByText('Tu asistencia: 52 min')).toBeVisible();

    await router.navigate('/eventos/otro/participar');
    expect(await screen.findByText('Regístrate para participar')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Registrarme' })).toBeEnabled();
  });
});
