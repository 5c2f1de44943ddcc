import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadWhenConnected } from '../lib/connection.ts';
import type { RouteLoader, RouteServices } from '../lib/route-services.ts';
import { APP_STYLES_FILE, withAppStyles } from './app-styles.ts';

/** What a page's module exports: its component and, for a page that asks for data, its loader. */
export interface RouteModule {
  Component: ComponentType;
  loader?: RouteLoader;
}

/** React Router's lazy route properties: the component, and the loader given the app's services. */
export interface LoadedRoute {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** The loader as React Router calls it, with `hydrate` kept (route-services.ts signedInLoader). */
export function bindLoader(loader: RouteLoader, services: RouteServices): LoaderFunction {
  const bound: LoaderFunction = (args) => loader(args, services);
  return loader.hydrate ? Object.assign(bound, { hydrate: true as const }) : bound;
}

/**
 * Every module a route loads on demand, each its own chunk. One glob names them, so the file
 * that a route loads and the name the build's manifest gives it come from the same string: the
 * server reads the manifest to put a page's scripts and stylesheets in its <head>.
 */
const modules = import.meta.glob<RouteModule>([
  '../features/*/pages/*-page.tsx',
  // A part of a feature with pages of its own (training/speaker-training).
  '../features/*/*/pages/*-page.tsx',
  '../features/backoffice/backoffice-root.tsx',
  './guards/require-speaker-training.tsx',
  './guards/unsaved-changes-guard.tsx',
]);

/** The name the build's manifest gives a module of this folder's globs (`src/…`). */
function manifestKey(file: string): string {
  return new URL(file, 'file:///src/app/').pathname.slice(1);
}

/** A route module's path relative to src/app, as the glob above names it. */
export type RouteModuleFile = string;

export interface LazyRouteModule {
  /** Loads the module (and, first, the app's Mantine styles when it needs them). */
  load: () => Promise<RouteModule>;
  /** The route's `lazy`: the module's component and its loader, given the app's services. */
  lazy: (services: RouteServices) => () => Promise<LoadedRoute>;
  /** What the page needs on a first load, as the build's manifest names it. */
  manifestKeys: string[];
}

/**
 * The module at `file` (relative to src/app, as in the glob above). `appStylesFirst`: the screen
 * uses Mantine components beyond the shell's (mantine-styles.ts), whose styles load first so
 * that the screen's own stylesheet comes after them.
 */
export function routeModule(
  file: RouteModuleFile,
  { appStylesFirst = true } = {},
): LazyRouteModule {
  const load = modules[file];
  if (!load) throw new Error(`No route module ${file} (route-modules.ts globs)`);
  const loadFirst = appStylesFirst ? withAppStyles(load) : load;
  // Without a connection, the navigation waits for the code instead of failing (decision 078).
  const loadConnected = () => loadWhenConnected(loadFirst);
  return {
    load: loadConnected,
    lazy: (services) => async () => {
      const { Component, loader } = await loadConnected();
      return { Component, ...(loader ? { loader: bindLoader(loader, services) } : {}) };
    },
    manifestKeys: appStylesFirst
      ? [manifestKey(APP_STYLES_FILE), manifestKey(file)]
      : [manifestKey(file)],
  };
}
