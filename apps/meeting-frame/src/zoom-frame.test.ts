import { describe, expect, it, vi } from 'vitest';
import { zoomFrameMessage } from '../../web/src/features/events/meeting/providers/zoom-frame-messages.ts';
import {
  MESSAGE,
  localizedStrings,
  sdkScripts,
  startZoomFrame,
  type LoadedSdk,
  type ZoomJoin,
} from './zoom-frame.js';

const origin = 'https://website-mx.pulso.test';

const join: ZoomJoin = {
  provider: 'zoom',
  sdkKey: 'sdk-key-123',
  signature: 'eyJhbGciOiJIUzI1NiJ9.signed.by-the-server',
  meetingNumber: '85746352410',
  password: 'p4ss',
  userName: 'Dra. Ana Pérez',
  userEmail: 'ana@pulso.example',
  customerKey: 'reg-4f1c9b',
  lang: 'es-ES',
};

/** The frame's window: this document, a fake parent, messages dispatched by the test. */
function frameWindow({ width = 1280, hash = '' } = {}) {
  document.body.innerHTML = '<div id="zoom-frame-root"></div>';
  document.documentElement.dataset.sdkVersion = '6.2.0';
  const events = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const window = {
    document,
    location: { origin, pathname: '/meeting-frame/zoom', hash },
    parent,
    innerWidth: width,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window & typeof globalThis;
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    events.dispatchEvent(
      Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? origin,
        source: from.source ?? parent,
      }),
    );
  const statuses = () =>
    parent.postMessage.mock.calls
      .map(([message]) => message as { type: string; status?: string; reason?: string })
      .filter((message) => message.type === MESSAGE.status);
  return { window, parent, send, statuses };
}

/** A Component View that records what it is given. */
function fakeComponentView(translation: Record<string, string> = {}) {
  const client = {
    init: vi.fn(async () => undefined),
    join: vi.fn(async () => undefined),
    getLanguageTranslation: vi.fn(() => translation),
    updateLanguageTranslation: vi.fn(),
    on: vi.fn(),
  };
  const loaded: LoadedSdk = { view: 'component', sdk: { createClient: () => client } };
  return { client, loaded };
}

/** A Client View (the `ZoomMtg` global) that records what it is given. */
function fakeClientView(dictionary: Record<string, string> = {}) {
  const loadedLanguages: unknown[] = [];
  const sdk = {
    setZoomJSLib: vi.fn(),
    preLoadWasm: vi.fn(),
    prepareWebSDK: vi.fn(),
    i18n: {
      load: vi.fn(async (lang: unknown, name?: string) => {
        loadedLanguages.push(name ?? lang);
      }),
      getAll: vi.fn(() => dictionary),
    },
    init: vi.fn((args: Record<string, unknown>) => (args.success as () => void)()),
    join: vi.fn((args: Record<string, unknown>) => (args.success as () => void)()),
  };
  const loaded: LoadedSdk = { view: 'client', sdk };
  return { sdk, loaded, loadedLanguages };
}

describe('the Zoom frame', () => {
  it('names the same messages as the meeting screen', () => {
    expect(MESSAGE).toEqual(zoomFrameMessage);
  });

  it('tells its parent it is ready, to our origin only', () => {
    const { window, parent } = frameWindow();
    void startZoomFrame({ window, loadSdk: vi.fn() });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: MESSAGE.ready }, origin);
  });

  it('joins with the signature and meeting number the screen sends (Component View on a desktop)', async () => {
    const { window, send, statuses } = frameWindow({ width: 1280 });
    const { client, loaded } = fakeComponentView({
      'apac.a': 'Audio del ordenador',
      'apac.b': 'Chat',
    });
    const loadSdk = vi.fn(async () => loaded);
    const started = startZoomFrame({ window, loadSdk });
    send({ type: MESSAGE.join, join, language: 'es-MX' });
    await started;

    expect(loadSdk).toHaveBeenCalledWith('component', '6.2.0');
    expect(client.init).toHaveBeenCalledWith(
      expect.objectContaining({
        zoomAppRoot: document.getElementById('zoom-frame-root'),
        assetPath: `${origin}/meeting-frame/zoom/sdk/lib/av`,
        language: 'es-ES',
      }),
    );
    expect(client.join).toHaveBeenCalledWith(
      expect.objectContaining({
        signature: join.signature,
        meetingNumber: '85746352410',
        password: 'p4ss',
        userName: 'Dra. Ana Pérez',
        customerKey: 'reg-4f1c9b',
      }),
    );
    // The SDK's es-ES with the Latin American words, only the strings that change.
    expect(client.updateLanguageTranslation).toHaveBeenCalledWith('es-ES', {
      'apac.a': 'Audio de la computadora',
    });
    expect(statuses().map((s) => s.status)).toEqual(['joining', 'joined']);
    expect(document.documentElement.lang).toBe('es-MX');
  });

  it('uses the Client View on a phone, its files from our server, in Brazilian Portuguese', async () => {
    const { window, send, statuses } = frameWindow({ width: 375 });
    const { sdk, loaded, loadedLanguages } = fakeClientView({
      'apac.cam': 'Ligar a câmara',
      'apac.ok': 'Compartilhar tela',
    });
    const started = startZoomFrame({ window, loadSdk: async () => loaded });
    send({ type: MESSAGE.join, join: { ...join, lang: 'pt-PT' }, language: 'pt-br' });
    await started;

    expect(sdk.setZoomJSLib).toHaveBeenCalledWith(`${origin}/meeting-frame/zoom/sdk/lib`, '/av');
    expect(loadedLanguages).toEqual(['pt-PT', 'pt-BR']);
    expect(sdk.i18n.load).toHaveBeenLastCalledWith(
      { 'apac.cam': 'Ligar a câmera', 'apac.ok': 'Compartilhar tela' },
      'pt-BR',
    );
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ leaveUrl: `${origin}/meeting-frame/zoom#left` }),
    );
    expect(sdk.join).toHaveBeenCalledWith(
      expect.objectContaining({
        signature: join.signature,
        meetingNumber: '85746352410',
        passWord: 'p4ss',
        customerKey: 'reg-4f1c9b',
      }),
    );
    expect(statuses().at(-1)?.status).toBe('joined');
  });

  it('ignores join data from another origin, from another window, or of another provider', async () => {
    const { window, send } = frameWindow();
    const loadSdk = vi.fn();
    void startZoomFrame({ window, loadSdk });
    send({ type: MESSAGE.join, join }, { origin: 'https://evil.example' });
    send({ type: MESSAGE.join, join }, { source: {} });
    send({ type: MESSAGE.join, join: { ...join, provider: 'jitsi' } });
    send({ type: MESSAGE.join, join: { ...join, signature: 42 } });
    await Promise.resolve();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('reports a failure the screen can show when the SDK does not load', async () => {
    const { window, send, statuses } = frameWindow();
    const started = startZoomFrame({
      window,
      loadSdk: async () =>
        Promise.reject(new Error('could not load zoom-meeting-embedded-ES5.min.js')),
    });
    send({ type: MESSAGE.join, join });
    await started;
    expect(statuses().at(-1)).toEqual({
      type: MESSAGE.status,
      status: 'failed',
      reason: 'could not load zoom-meeting-embedded-ES5.min.js',
    });
  });

  it('says the doctor left when the Client View sends them back to it', async () => {
    const { window, parent, statuses } = frameWindow({ hash: '#left' });
    await startZoomFrame({ window, loadSdk: vi.fn() });
    expect(statuses().map((s) => s.status)).toEqual(['left']);
    expect(parent.postMessage).not.toHaveBeenCalledWith({ type: MESSAGE.ready }, origin);
  });
});

describe('the SDK files and strings', () => {
  it('loads the React 18 of the SDK first, the view last', () => {
    const client = sdkScripts('client', '6.2.0');
    expect(client[0]).toBe('/meeting-frame/zoom/sdk/lib/vendor/react.min.js');
    expect(client.at(-1)).toBe('/meeting-frame/zoom/sdk/zoom-meeting-6.2.0.min.js');
    expect(sdkScripts('component', '6.2.0').at(-1)).toBe(
      '/meeting-frame/zoom/sdk/zoom-meeting-embedded-ES5.min.js',
    );
  });

  it('replaces whole words only', () => {
    expect(
      localizedStrings(
        { a: 'Iniciar vídeo', b: 'Videollamada', c: 'Conectar el audio del ordenador', d: 3 },
        'es',
      ),
    ).toEqual({ a: 'Iniciar video', c: 'Conectar el audio de la computadora' });
  });
});

describe('Brazilian words', () => {
  it('are replaced before a space or the end, accents included', () => {
    expect(localizedStrings({ a: 'Partilhar ecrã agora', b: 'ecrã' }, 'pt-br')).toEqual({
      a: 'Compartilhar tela agora',
      b: 'tela',
    });
  });
});
