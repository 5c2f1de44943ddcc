// @ts-check
/*
 * The Zoom frame: the page /meeting-frame/zoom runs this module (served by the API from this
 * folder, docs/decisions/035). It loads the Zoom Meeting SDK and the React 18 the SDK ships in
 * dist/lib/vendor, far from the web app's React 19, then joins the meeting the embedding page
 * (the meeting screen, same origin) sends it by postMessage — join data never travels in a URL.
 * Plain JavaScript (checked by tsc): the server sends the file as it is, with no build step.
 */

/** The messages between the meeting screen and this frame (the web app names the same strings). */
export const MESSAGE = Object.freeze({
  /** frame → screen: loaded, send the join data. */
  ready: 'pulso:zoom-frame:ready',
  /** screen → frame: `{ type, join, language }`. */
  join: 'pulso:zoom-frame:join',
  /** frame → screen: `{ type, status: 'joining' | 'joined' | 'left' | 'failed', reason? }`. */
  status: 'pulso:zoom-frame:status',
});

/** Where the server serves the SDK package's dist/ folder. */
export const SDK_BASE = '/meeting-frame/zoom/sdk';

/** Below this width the frame uses the Client View: the Component View is desktop-only. */
export const CLIENT_VIEW_BELOW_PX = 768;

/** @typedef {'client' | 'component'} ZoomView */
/** @typedef {'es' | 'es-MX' | 'pt-br'} UiLanguage */
/**
 * The join answer's Zoom variant (packages/contracts/src/events.ts), as far as the frame reads it.
 * @typedef {{ provider: 'zoom', sdkKey: string, signature: string, meetingNumber: string,
 *   password?: string, userName: string, userEmail?: string, customerKey?: string,
 *   lang?: string }} ZoomJoin
 */
/** @typedef {{ type: string, join: ZoomJoin, language?: string }} JoinMessage */
/** @typedef {Record<string, unknown>} LangDict */
/**
 * The Client View's global (`ZoomMtg`), the calls this frame makes.
 * @typedef {{
 *   setZoomJSLib(path: string, dir: string): void,
 *   preLoadWasm(): void,
 *   prepareWebSDK(): void,
 *   i18n: {
 *     load(lang: string | LangDict, name?: string): Promise<unknown>,
 *     getAll(lang: string): LangDict | undefined,
 *   },
 *   init(args: Record<string, unknown>): void,
 *   join(args: Record<string, unknown>): void,
 * }} ClientViewSdk
 */
/**
 * The Component View's global (`ZoomMtgEmbedded`).
 * @typedef {{ createClient(): ComponentViewClient }} ComponentViewSdk
 * @typedef {{
 *   init(args: Record<string, unknown>): Promise<unknown>,
 *   join(args: Record<string, unknown>): Promise<unknown>,
 *   getLanguageTranslation?(lang: string): unknown,
 *   updateLanguageTranslation?(lang: string, dict: LangDict): unknown,
 *   on(event: string, callback: (payload: { state?: string }) => void): void,
 * }} ComponentViewClient
 */
/**
 * @typedef {{ view: 'client', sdk: ClientViewSdk } | { view: 'component', sdk: ComponentViewSdk }} LoadedSdk
 * @typedef {(view: ZoomView, version: string) => Promise<LoadedSdk>} SdkLoader
 */

/** @param {number} width @returns {ZoomView} */
export function chooseView(width) {
  return width < CLIENT_VIEW_BELOW_PX ? 'client' : 'component';
}

/**
 * The SDK's own scripts, in load order: React 18 and the rest of its vendor folder, then the view.
 * @param {ZoomView} view @param {string} version
 */
export function sdkScripts(view, version) {
  const vendor = ['react', 'react-dom', 'redux', 'redux-thunk', 'lodash'].map(
    (name) => `${SDK_BASE}/lib/vendor/${name}.min.js`,
  );
  const main =
    view === 'client'
      ? `${SDK_BASE}/zoom-meeting-${version}.min.js`
      : `${SDK_BASE}/zoom-meeting-embedded-ES5.min.js`;
  return [...vendor, main];
}

/** @param {Document} document @param {string} src @returns {Promise<void>} */
function loadScript(document, src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * The real loader: the SDK's scripts from our server, one after the other (they read each
 * other's globals), then the view's global.
 * @param {Window & typeof globalThis} window
 * @returns {SdkLoader}
 */
export function scriptSdkLoader(window) {
  return async (view, version) => {
    for (const src of sdkScripts(view, version)) await loadScript(window.document, src);
    const globals = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
    if (view === 'client') {
      const sdk = /** @type {ClientViewSdk | undefined} */ (globals.ZoomMtg);
      if (!sdk) throw new Error('ZoomMtg missing');
      return { view, sdk };
    }
    const sdk = /** @type {ComponentViewSdk | undefined} */ (globals.ZoomMtgEmbedded);
    if (!sdk) throw new Error('ZoomMtgEmbedded missing');
    return { view, sdk };
  };
}

/*
 * The SDK speaks es-ES and pt-PT only. Our Spanish sites are all Latin American (es-MX and the
 * `es` of Argentina, Chile, Costa Rica, Colombia and Peru) and our Portuguese one is Brazil:
 * the words that differ are replaced in every string of the SDK's own dictionary.
 */
/**
 * Each phrase as a whole word (letters with accents count as letters: `\b` would not).
 * @param {ReadonlyArray<readonly [string, string]>} pairs
 * @returns {ReadonlyArray<readonly [RegExp, string]>}
 */
const words = (pairs) =>
  pairs.map(([from, to]) => [new RegExp(`(?<!\\p{L})${from}(?!\\p{L})`, 'gu'), to]);

const latinAmericanSpanish = words([
  ['del ordenador', 'de la computadora'],
  ['el ordenador', 'la computadora'],
  ['un ordenador', 'una computadora'],
  ['ordenador', 'computadora'],
  ['Ordenador', 'Computadora'],
  ['vídeos', 'videos'],
  ['vídeo', 'video'],
  ['Vídeos', 'Videos'],
  ['Vídeo', 'Video'],
  ['aplicación móvil', 'aplicación para celular'],
  ['con móvil', 'con el celular'],
]);
const brazilianPortuguese = words([
  ['câmaras', 'câmeras'],
  ['câmara', 'câmera'],
  ['Câmara', 'Câmera'],
  ['controlo', 'controle'],
  ['ficheiros', 'arquivos'],
  ['ficheiro', 'arquivo'],
  ['registo', 'registro'],
  ['partilhar', 'compartilhar'],
  ['Partilhar', 'Compartilhar'],
  ['ecrãs', 'telas'],
  ['ecrã', 'tela'],
  ['Ecrã', 'Tela'],
  ['telemóvel', 'celular'],
  ['utilizadores', 'usuários'],
  ['utilizador', 'usuário'],
]);

/**
 * The SDK language each of our UI languages starts from and the words replaced in it.
 * @type {Readonly<Record<UiLanguage, { sdk: 'es-ES' | 'pt-PT', name: string, words: ReadonlyArray<readonly [RegExp, string]> }>>}
 */
export const LANGUAGES = {
  es: { sdk: 'es-ES', name: 'es-419', words: latinAmericanSpanish },
  'es-MX': { sdk: 'es-ES', name: 'es-MX', words: latinAmericanSpanish },
  'pt-br': { sdk: 'pt-PT', name: 'pt-BR', words: brazilianPortuguese },
};

/** @param {string | undefined} language @returns {UiLanguage} */
export function uiLanguage(language) {
  const lower = (language ?? '').toLowerCase();
  if (lower.startsWith('pt')) return 'pt-br';
  if (lower === 'es-mx') return 'es-MX';
  return 'es';
}

/**
 * The dictionary with our words: only the strings that change (what the SDK's update call takes).
 * @param {LangDict} dict @param {UiLanguage} language @returns {LangDict}
 */
export function localizedStrings(dict, language) {
  /** @type {LangDict} */
  const changed = {};
  for (const [key, value] of Object.entries(dict)) {
    if (typeof value !== 'string') continue;
    let text = value;
    for (const [pattern, replacement] of LANGUAGES[language].words)
      text = text.replace(pattern, replacement);
    if (text !== value) changed[key] = text;
  }
  return changed;
}

/** @param {unknown} value @returns {value is JoinMessage} */
function isJoinMessage(value) {
  if (typeof value !== 'object' || value === null) return false;
  const message = /** @type {Record<string, unknown>} */ (value);
  const join = /** @type {Record<string, unknown> | null} */ (message.join);
  return (
    message.type === MESSAGE.join &&
    typeof join === 'object' &&
    join !== null &&
    join.provider === 'zoom' &&
    typeof join.signature === 'string' &&
    typeof join.meetingNumber === 'string' &&
    typeof join.userName === 'string'
  );
}

/** @param {unknown} error */
function reasonOf(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const e = /** @type {Record<string, unknown>} */ (error);
    return String(e.reason ?? e.errorMessage ?? e.errorCode ?? e.type ?? 'error');
  }
  return String(error);
}

/**
 * (The join takes no sdkKey since SDK 4: the signature's appKey names the app.)
 * @param {ClientViewSdk} sdk @param {ZoomJoin} join @param {UiLanguage} language
 * @param {string} origin @param {string} leaveUrl @param {(status: string, reason?: string) => void} report
 */
async function joinClientView(sdk, join, language, origin, leaveUrl, report) {
  const { sdk: base, name } = LANGUAGES[language];
  // Absolute: the SDK takes a path without a scheme for a CDN name and loads from Zoom's CDN.
  sdk.setZoomJSLib(`${origin}${SDK_BASE}/lib`, '/av');
  sdk.preLoadWasm();
  sdk.prepareWebSDK();
  await sdk.i18n.load(base);
  const all = sdk.i18n.getAll(base) ?? {};
  // Loading a dictionary under a name of ours also makes it the language in use.
  await sdk.i18n.load({ ...all, ...localizedStrings(all, language) }, name);
  await new Promise((resolve, reject) => {
    sdk.init({
      leaveUrl,
      disableCORP: false,
      success: () =>
        sdk.join({
          signature: join.signature,
          meetingNumber: join.meetingNumber,
          passWord: join.password ?? '',
          userName: join.userName,
          userEmail: join.userEmail ?? '',
          // Zoom's participant webhooks carry it back: it ties the participant to the registration.
          ...(join.customerKey ? { customerKey: join.customerKey } : {}),
          success: resolve,
          error: reject,
        }),
      error: reject,
    });
  });
  report('joined');
}

/**
 * @param {ComponentViewSdk} sdk @param {ZoomJoin} join @param {UiLanguage} language
 * @param {string} origin @param {HTMLElement} root @param {(status: string, reason?: string) => void} report
 */
async function joinComponentView(sdk, join, language, origin, root, report) {
  const { sdk: base } = LANGUAGES[language];
  const client = sdk.createClient();
  await client.init({
    zoomAppRoot: root,
    language: base,
    // Absolute: a path without a scheme makes the SDK load its media files from Zoom's CDN.
    assetPath: `${origin}${SDK_BASE}/lib/av`,
    patchJsMedia: false,
    customize: { video: { isResizable: true } },
  });
  const current = await client.getLanguageTranslation?.(base);
  if (current && typeof current === 'object')
    await client.updateLanguageTranslation?.(
      base,
      localizedStrings(/** @type {LangDict} */ (current), language),
    );
  client.on('connection-change', (payload) => {
    if (payload?.state === 'Closed') report('left');
  });
  await client.join({
    signature: join.signature,
    meetingNumber: join.meetingNumber,
    password: join.password ?? '',
    userName: join.userName,
    userEmail: join.userEmail ?? '',
    ...(join.customerKey ? { customerKey: join.customerKey } : {}),
  });
  report('joined');
}

/**
 * Starts the frame: tells the embedding page it is ready (the page shows every state to the
 * user, in its language: the frame has no text of its own), waits for the join data from it (same
 * origin, the parent window only), loads the SDK view that fits the width and joins.
 * @param {{ window: Window & typeof globalThis, loadSdk?: SdkLoader }} options
 * @returns {Promise<void>} settles once a join was tried (tests wait on it)
 */
export function startZoomFrame({ window, loadSdk = scriptSdkLoader(window) }) {
  const { document, location } = window;
  const parent = window.parent;
  /** @param {string} status @param {string} [reason] */
  const report = (status, reason) =>
    parent.postMessage(
      { type: MESSAGE.status, status, ...(reason ? { reason } : {}) },
      location.origin,
    );

  // The Client View sends the user here when they leave the meeting.
  if (location.hash === '#left') {
    report('left');
    return Promise.resolve();
  }

  return new Promise((resolve) => {
    /** @param {MessageEvent} event */
    const onMessage = async (event) => {
      if (event.origin !== location.origin || event.source !== parent) return;
      if (!isJoinMessage(event.data)) return;
      window.removeEventListener('message', onMessage);
      const { join } = event.data;
      const language = uiLanguage(event.data.language ?? join.lang);
      document.documentElement.lang = LANGUAGES[language].name;
      const version = document.documentElement.dataset.sdkVersion ?? '';
      const root = document.getElementById('zoom-frame-root');
      try {
        report('joining');
        const loaded = await loadSdk(chooseView(window.innerWidth), version);
        if (loaded.view === 'client') {
          const leaveUrl = `${location.origin}${location.pathname}#left`;
          await joinClientView(loaded.sdk, join, language, location.origin, leaveUrl, report);
        } else {
          if (!root) throw new Error('no #zoom-frame-root');
          await joinComponentView(loaded.sdk, join, language, location.origin, root, report);
        }
      } catch (error) {
        report('failed', reasonOf(error));
      }
      resolve();
    };
    window.addEventListener('message', onMessage);
    parent.postMessage({ type: MESSAGE.ready }, location.origin);
  });
}
