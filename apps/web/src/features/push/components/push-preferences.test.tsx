import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem, userProfile } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/** A browser with a service worker and a PushManager (jsdom has neither). */
function fakeBrowserPush({ subscribed = false, unsubscribes = true } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      if (unsubscribes) current = null;
      return unsubscribes;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default' });
  return {
    pushManager,
    subscription,
    forget: () => {
      current = null;
    },
  };
}

function pushApi(initialTopics: string[] | null, overrides: Parameters<typeof mockApi>[0] = {}) {
  let topics = initialTopics;
  return mockApi({
    'GET /api/users/profile': () => Response.json(userProfile()),
    'GET /api/push/public-key': () => Response.json({ publicKey: 'BPk' + 'A'.repeat(84) }),
    'GET /api/push/subscriptions': () =>
      Response.json({
        devices: topics
          ? [{ endpoint: ENDPOINT, userAgent: 'test', topics, createdAt: new Date().toISOString() }]
          : [],
        quietHours: null,
        timeZone: 'America/Sao_Paulo',
      }),
    'POST /api/push/subscriptions': ({ body }) => {
      topics = (body as { topics?: string[] }).topics ?? [
        'specialty_content',
        'event_reminders',
        'case_answers',
      ];
      return Response.json(
        { endpoint: ENDPOINT, userAgent: 'test', topics, createdAt: new Date().toISOString() },
        { status: 201 },
      );
    },
    'DELETE /api/push/subscriptions': () => {
      topics = null;
      return new Response(null, { status: 204 });
    },
    'PUT /api/push/quiet-hours': ({ body }) =>
      Response.json({
        devices: [],
        quietHours: (body as { quietHours: unknown }).quietHours,
        timeZone: 'America/Sao_Paulo',
      }),
    'POST /api/push/test': () => Response.json({ devices: 1 }),
    ...overrides,
  });
}

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('push notifications in the preferences', () => {
  it('subscribes this device, chooses topics, quiet hours, sends a test and unsubscribes', async () => {
    const browser = fakeBrowserPush();
    const api = pushApi(null);
    renderApp({ path: '/preferencias-usuario', country: 'br', session: {} });
    const toggle = await screen.findByRole('switch', {
      name: 'Receber notificações neste dispositivo',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(api.called('POST /api/push/subscriptions')[0]!.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
    expect(await screen.findByText('Notificações ativadas neste dispositivo.')).toBeVisible();

    const content = await screen.findByRole('checkbox', {
      name: 'Conteúdos novos das minhas especialidades',
    });
    await waitFor(() => expect(content).toBeChecked());
    await user.click(content);
    await waitFor(() =>
      expect(api.called('POST /api/push/subscriptions')[1]?.body).toMatchObject({
        topics: ['event_reminders', 'case_answers'],
      }),
    );
    await waitFor(() => expect(content).not.toBeChecked());

    await user.click(screen.getByRole('checkbox', { name: /Horário de silêncio/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar horário' }));
    await waitFor(() =>
      expect(api.called('PUT /api/push/quiet-hours')[0]?.body).toEqual({
        quietHours: { start: '22:00', end: '07:00' },
      }),
    );
    expect(screen.getByText('Horário do seu fuso: America/Sao_Paulo')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enviar um teste para mim' }));
    expect(
      await screen.findByText('Notificação de teste enviada para 1 dispositivo.'),
    ).toBeVisible();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(api.called('DELETE /api/push/subscriptions')[0]!.url.searchParams.get('endpoint')).toBe(
      ENDPOINT,
    );
  });

  it('says how the last change ended when an earlier one ends after it', async () => {
    fakeBrowserPush({ subscribed: true });
    const api = pushApi(['specialty_content', 'event_reminders', 'case_answers']);
    renderApp({ path: '/preferencias-usuario', country: 'br', session: {} });
    const toggle = await screen.findByRole('switch', {
      name: 'Receber notificações neste dispositivo',
    });
    const content = await screen.findByRole('checkbox', {
      name: 'Conteúdos novos das minhas especialidades',
    });
    await waitFor(() => expect(content).toBeEnabled());

    // The topic is saved; the settings it then asks for again come late (a slow network).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = false;
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      if (url.pathname === '/api/push/subscriptions' && method === 'POST') holdNext = true;
      else if (url.pathname === '/api/push/subscriptions' && method === 'GET' && holdNext) {
        holdNext = false;
        await held;
      }
      return answer(input, init);
    });
    await user.click(content);
    await waitFor(() => expect(api.called('POST /api/push/subscriptions')).toHaveLength(1));

    // The device is turned off before the topic's change has ended.
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(api.called('DELETE /api/push/subscriptions')).toHaveLength(1));
    release();
    expect(await screen.findByText('Notificações desativadas neste dispositivo.')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByText('Temas salvos.')).toBeNull();
  });

  it("says so when this browser's subscription is another account's (409), in each language", async () => {
    for (const [country, label, message] of [
      [
        'br',
        'Receber notificações neste dispositivo',
        'Este dispositivo recebe as notificações de outra conta. Desative as notificações neste dispositivo e ative-as de novo para recebê-las nesta conta.',
      ],
      [
        'mx',
        'Recibir notificaciones en este dispositivo',
        'Este dispositivo recibe las notificaciones de otra cuenta. Desactiva las notificaciones en este dispositivo y vuelve a activarlas para recibirlas en esta cuenta.',
      ],
      [
        'ar',
        'Recibir notificaciones en este dispositivo',
        'Este dispositivo recibe las notificaciones de otra cuenta. Desactive las notificaciones en este dispositivo y vuelva a activarlas para recibirlas en esta cuenta.',
      ],
    ] as const) {
      fakeBrowserPush();
      pushApi(null, {
        'POST /api/push/subscriptions': () => problem(409, 'push.endpoint_taken'),
      });
      const { unmount } = renderApp({ path: '/preferencias-usuario', country, session: {} });
      const toggle = await screen.findByRole('switch', { name: label });
      await waitFor(() => expect(toggle).toBeEnabled());
      await user.click(toggle);
      expect(await screen.findByText(message)).toBeVisible();
      unmount();
    }
  });

  it("logs §8's messages when the browser has no subscription or will not end it", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const browser = fakeBrowserPush({ subscribed: true, unsubscribes: false });
    pushApi(['event_reminders']);
    renderApp({ path: '/preferencias-usuario', country: 'mx', session: {} });
    const toggle = await screen.findByRole('switch', {
      name: 'Recibir notificaciones en este dispositivo',
    });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Unsubscribe failed!'));
    expect(
      await screen.findByText(
        'No se pudo cambiar la suscripción de este dispositivo. Inténtalo de nuevo.',
      ),
    ).toBeVisible();

    browser.forget(); // ended elsewhere (another tab, the browser's settings)
    await user.click(toggle);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Not subscribed to push notifications.'),
    );
  });

  it('with notifications blocked, says how to allow them in the site settings and offers no retry', async () => {
    fakeBrowserPush();
    vi.stubGlobal('Notification', { permission: 'denied' });
    pushApi(null);
    renderApp({ path: '/preferencias-usuario', country: 'br', session: {} });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('As notificações estão bloqueadas neste navegador');
    expect(alert).toHaveTextContent(/configurações do site.*Notificações para Permitir/);
    expect(alert).not.toHaveTextContent(/tente novamente/i);
    // Turning the device on would only meet the same refusal.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says when the browser cannot, and on an iPhone how to add the portal to the home screen', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    pushApi(null);
    const { unmount } = renderApp({ path: '/preferencias-usuario', country: 'mx', session: {} });
    expect(
      await screen.findByText(
        'Este navegador no permite notificaciones push (o su service worker no está disponible).',
      ),
    ).toBeVisible();
    expect(info).toHaveBeenCalledWith(
      'Service workers are disabled or not supported by this browser',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    unmount();

    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    renderApp({ path: '/preferencias-usuario', country: 'br', session: {} });
    const hint = await screen.findByText('No iPhone ou iPad');
    expect(
      within(hint.closest('[role="alert"]') ?? document.body).getByText(/tela de início/),
    ).toBeVisible();
  });
});
