import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { builtFileLoader } from './index-html.ts';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built by `vite build --ssr` into
 * WEB_DIST/server/) and the build's manifest, which names the files of each module: the start
 * path of every page (docs/start-path.md, step 2).
 */

/**
 * What the renderer takes and gives: the signature of apps/web/src/entry-server.tsx's `render`,
 * across the line between the API and the built web app (whose sources the API does not import).
 */
export interface RenderRequest {
  url: string;
  country: CountryCode;
  runtimeConfig: RuntimeConfig;
  translations: Partial<Record<UiLanguage, Record<string, unknown>>>;
  nonce: string;
  signedInHint: boolean;
  fetch: typeof fetch;
}
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; modules: string[]; state: string };
interface RendererModule {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** A chunk of dist/.vite/manifest.json. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page's own files: its stylesheets and its module scripts. */
export interface PageFiles {
  css: string[];
  js: string[];
}

export const RENDERER_MODULE = join('server', 'entry-server.js');

/**
 * The files the modules `keys` need beyond index.html's own (which the page loads anyway): their
 * chunks and the chunks they import, stylesheets in the order the app would load them.
 */
export function filesOf(manifest: Manifest, keys: readonly string[]): PageFiles {
  const inIndex = new Set<string>();
  const walkIndex = (key: string) => {
    if (inIndex.has(key) || !manifest[key]) return;
    inIndex.add(key);
    for (const imported of manifest[key].imports ?? []) walkIndex(imported);
  };
  walkIndex('index.html');
  const needed: string[] = [];
  const visit = (key: string) => {
    if (needed.includes(key) || inIndex.has(key) || !manifest[key]) return;
    // What a module imports comes first (its stylesheets before the module's own).
    for (const imported of manifest[key].imports ?? []) visit(imported);
    needed.push(key);
  };
  for (const key of keys) visit(key);
  const chunks = needed.map((key) => manifest[key]!);
  // A module that only imports stylesheets is a stylesheet itself (mantine-styles-more.ts).
  const isCss = (file: string) => file.endsWith('.css');
  const css = chunks.flatMap((chunk) => [
    ...(chunk.css ?? []),
    ...(isCss(chunk.file) ? [chunk.file] : []),
  ]);
  return {
    css: [...new Set(css)].map((file) => `/${file}`),
    js: chunks.filter((chunk) => !isCss(chunk.file)).map((chunk) => `/${chunk.file}`),
  };
}

export interface ServerRenderer {
  /** Undefined while the web app's server renderer is not built. */
  render(request: RenderRequest): Promise<RenderResult | undefined>;
  /** The files of the modules the renderer named, from the build's manifest. */
  files(modules: readonly string[]): Promise<PageFiles>;
  /** Loads the renderer (React, Mantine, the routes) ahead of the first page. */
  warm(): Promise<void>;
}

export function createServerRenderer(webDist: string): ServerRenderer {
  const modulePath = join(webDist, RENDERER_MODULE);
  const loadManifest = builtFileLoader(
    join(webDist, '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
  );
  let loaded: Promise<RendererModule> | undefined;

  /**
   * Imported once, by its own URL: its chunks import it back by that URL (a rebuild takes a
   * restart, which `npm start` does).
   */
  async function loadRenderer(): Promise<RendererModule | undefined> {
    if (!loaded) {
      if (!(await stat(modulePath).catch(() => undefined))) return undefined;
      loaded = import(pathToFileURL(modulePath).href) as Promise<RendererModule>;
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  }

  return {
    async render(request) {
      const renderer = await loadRenderer();
      return renderer?.render(request);
    },
    async files(modules) {
      const manifest = await loadManifest();
      return manifest ? filesOf(manifest, modules) : { css: [], js: [] };
    },
    async warm() {
      await loadRenderer();
    },
  };
}
