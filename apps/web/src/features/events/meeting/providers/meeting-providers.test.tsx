import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { CountryCode } from '@pulso/contracts/country';
import type {
  ExternalMeeting as ExternalJoin,
  JitsiMeeting as JitsiJoin,
  ZoomMeeting as ZoomJoin,
} from '@pulso/contracts/events';
import { mockApi } from '../../../../testing/fixtures.ts';
import { setUpApp } from '../../../../testing/render-app.tsx';
import { ExternalMeeting } from './external-meeting.tsx';
import type { JitsiApiConstructor, JitsiApiOptions } from './jitsi-external-api.ts';
import { JitsiMeeting } from './jitsi-meeting.tsx';
import { zoomFrameMessage } from './zoom-frame-messages.ts';
import { ZOOM_TIMEOUTS_MS, ZoomMeeting } from './zoom-meeting.tsx';

/** The component on the meeting route of an event (`/eventos/:id/participar`). */
function show(ui: React.ReactNode, country: CountryCode = 'mx') {
  const app = setUpApp({ country, session: {} });
  const router = createMemoryRouter([{ path: '/eventos/:id/participar', element: ui }], {
    initialEntries: ['/eventos/congreso-cardiologia-2026/participar'],
  });
  return render(app.wrap(<RouterProvider router={router} />));
}

describe('ZoomMeeting', () => {
  const zoom: ZoomJoin = {
    provider: 'zoom',
    sdkKey: 'sdk-key-123',
    signature: 'signed.jwt.value',
    signatureExpiresAt: '2026-11-23T20:05:00.000Z',
    meetingNumber: '85746352410',
    password: 'p4ss',
    userName: 'Dra. Ana Pérez',
    userEmail: 'ana@pulso.example',
    customerKey: 'reg-4f1c9b',
    lang: 'es-ES',
  };

  /** A message from the frame (its window, our origin), as the browser would deliver it. */
  function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: frame.contentWindow }),
      );
    });
  }

  it('embeds the frame page with camera and microphone, the join data never in its address', () => {
    show(<ZoomMeeting join={zoom} />);
    const frame = screen.getByTitle('Reunión de Zoom');
    expect(frame).toHaveAttribute('src', '/meeting-frame/zoom');
    expect(frame.getAttribute('allow')).toContain('camera');
    expect(frame.getAttribute('allow')).toContain('microphone');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(screen.getByRole('status')).toHaveTextContent('Conectando con la reunión de Zoom…');
  });

  it('sends the join data to the frame once it is ready, to our origin only', () => {
    show(<ZoomMeeting join={zoom} />);
    const frame = screen.getByTitle<HTMLIFrameElement>('Reunión de Zoom');
    const postMessage = vi.spyOn(frame.contentWindow as Window, 'postMessage');

    fromFrame(frame, { type: zoomFrameMessage.ready }, 'https://evil.example');
    expect(postMessage).not.toHaveBeenCalled();

    fromFrame(frame, { type: zoomFrameMessage.ready });
    expect(postMessage).toHaveBeenCalledWith(
      { type: zoomFrameMessage.join, join: zoom, language: 'es-MX' },
      window.location.origin,
    );
    fromFrame(frame, { type: zoomFrameMessage.status, status: 'joined' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the meeting screen the doctor is in the meeting only once joined (attendance)', () => {
    const inMeeting = vi.fn();
    show(<ZoomMeeting join={zoom} onInMeeting={inMeeting} />);
    const frame = screen.getByTitle<HTMLIFrameElement>('Reunión de Zoom');
    expect(inMeeting).toHaveBeenLastCalledWith(false);
    fromFrame(frame, { type: zoomFrameMessage.ready });
    fromFrame(frame, { type: zoomFrameMessage.status, status: 'joined' });
    expect(inMeeting).toHaveBeenLastCalledWith(true);
    fromFrame(frame, { type: zoomFrameMessage.status, status: 'failed' });
    expect(inMeeting).toHaveBeenLastCalledWith(false);
  });

  it('shows a failure with a way to try again, and the way back after leaving', async () => {
    const user = userEvent.setup({ delay: null });
    show(<ZoomMeeting join={{ ...zoom, lang: 'pt-PT' }} />, 'br');
    fromFrame(screen.getByTitle('Reunião do Zoom'), {
      type: zoomFrameMessage.status,
      status: 'failed',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Não conseguimos abrir a reunião');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('status')).toHaveTextContent('Conectando à reunião do Zoom…');

    fromFrame(screen.getByTitle('Reunião do Zoom'), {
      type: zoomFrameMessage.status,
      status: 'left',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Você saiu da reunião.');
    expect(screen.queryByTitle('Reunião do Zoom')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar novamente' }));
    expect(screen.getByTitle('Reunião do Zoom')).toBeInTheDocument();
  });

  it('says so when Zoom never answers (unreachable), with Zoom’s own link and the passcode', () => {
    vi.useFakeTimers();
    try {
      show(<ZoomMeeting join={zoom} />);
      fromFrame(screen.getByTitle('Reunión de Zoom'), { type: zoomFrameMessage.ready });
      fromFrame(screen.getByTitle('Reunión de Zoom'), {
        type: zoomFrameMessage.status,
        status: 'joining',
      });
      act(() => vi.advanceTimersByTime(ZOOM_TIMEOUTS_MS.join - 1_000));
      expect(screen.getByRole('status')).toHaveTextContent('Conectando con la reunión de Zoom…');
      act(() => vi.advanceTimersByTime(1_000));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('No pudimos abrir la reunión');
      expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: /Abrir en Zoom/ });
      expect(link).toHaveAttribute('href', 'https://zoom.us/j/85746352410');
      expect(link).toHaveAttribute('target', '_blank');
      expect(alert).toHaveTextContent('Código de acceso: p4ss');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ExternalMeeting', () => {
  const teams: ExternalJoin = {
    provider: 'external',
    url: 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc',
  };

  it('opens the meeting in a new tab with no handle on this one, and records the doctor present', async () => {
    const api = mockApi({
      'POST /api/events/congreso-cardiologia-2026/attendance': () =>
        Response.json({
          eventId: 'congreso-cardiologia-2026',
          minutes: 0,
          intervals: [],
          joinedAt: '2026-11-23T18:05:00.000Z',
          serverNow: '2026-11-23T18:05:00.000Z',
        }),
    });
    show(<ExternalMeeting join={teams} />);
    expect(
      screen.getByRole('heading', { name: 'Esta reunión es en Microsoft Teams' }),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: 'Unirme a la reunión' });
    expect(link).toHaveAttribute('href', teams.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva.');

    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    await userEvent.setup({ delay: null }).click(link);
    const attendance = () => api.called('POST /api/events/congreso-cardiologia-2026/attendance');
    await waitFor(() => expect(attendance()).toHaveLength(1));
    expect(attendance()[0]?.body).toEqual({ state: 'present' });
    expect(screen.getByRole('status')).toHaveTextContent('Abriste la reunión en otra pestaña.');
  });
});

describe('JitsiMeeting', () => {
  const jitsi: JitsiJoin = {
    provider: 'jitsi',
    domain: 'meet.pulso.example',
    room: 'pulso-congreso-cardiologia-2026',
    jwt: 'room.jwt.value',
    displayName: 'Dr. João Silva',
  };

  function fakeJitsi() {
    const made: { domain: string; options: JitsiApiOptions }[] = [];
    const dispose = vi.fn();
    const listeners = new Map<string, (payload: unknown) => void>();
    const Api = vi.fn(function (this: unknown, domain: string, options: JitsiApiOptions) {
      made.push({ domain, options });
      return { addListener: (e: string, l: (p: unknown) => void) => listeners.set(e, l), dispose };
    }) as unknown as JitsiApiConstructor;
    return { Api, made, dispose, listeners };
  }

  it('embeds the room of the configured domain with the doctor’s name and language', async () => {
    const { Api, made, dispose } = fakeJitsi();
    const loadApi = vi.fn(async () => Api);
    const view = show(<JitsiMeeting join={jitsi} loadApi={loadApi} />, 'br');
    await waitFor(() => expect(made).toHaveLength(1));
    expect(loadApi).toHaveBeenCalledWith('meet.pulso.example');
    expect(made[0]?.domain).toBe('meet.pulso.example');
    expect(made[0]?.options).toMatchObject({
      roomName: 'pulso-congreso-cardiologia-2026',
      jwt: 'room.jwt.value',
      lang: 'ptBR',
      userInfo: { displayName: 'Dr. João Silva' },
    });
    expect(screen.getByRole('region', { name: 'Reunião on-line' })).toBe(
      made[0]?.options.parentNode,
    );
    view.unmount();
    expect(dispose).toHaveBeenCalled();
  });

  it('says when the domain’s script does not load, and tries again', async () => {
    const { Api, made, listeners } = fakeJitsi();
    const loadApi = vi
      .fn<(domain: string) => Promise<JitsiApiConstructor>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Api);
    show(<JitsiMeeting join={jitsi} loadApi={loadApi} />, 'br');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a reunião de meet.pulso.example.',
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(made).toHaveLength(1));
    act(() => listeners.get('readyToClose')?.(undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Você saiu da reunião.');
  });
});
