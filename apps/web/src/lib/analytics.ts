import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { tagManagerContainerOf } from '@pulso/contracts/consent/categories';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { SCREEN_VIEW_DELAY_MS } from '../config/constants.ts';
import { EXCLUSIVE_PREFIX } from '../config/paths.ts';
import { getUserId } from './session.ts';

/*
 * Screen-view analytics (spec §2). Events are pushed to `window.dataLayer`, which Google Tag
 * Manager reads, and only while the visitor's analytics consent is in force (features/consent
 * opens it, docs/decisions/070): before a choice, after a refusal or without a container nothing
 * is pushed at all (nothing waits in the page to be sent once the tag manager loads), so Consent
 * Mode's `default` is always the dataLayer's first entry.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Spec §2 table, plus the routes tracked under their own names. */
const screenNameByPath: Readonly<Record<string, string>> = {
  '/': 'home',
  '/home': 'home',
  '/novidades': 'novidades',
  '/novedades': 'novidades',
  '/somente-no-UM': 'somente-no-UM',
  '/solo-en-UM': 'somente-no-UM',
  '/busca': 'busca',
  '/busqueda': 'busca',
  '/productos': 'produtos',
  '/preferencias-usuario': 'filtrar-especialidades',
  // The spec's table names /editar-perfil; the app's route for that screen is /editar-registro.
  '/editar-perfil': 'editar-registro',
  '/editar-registro': 'editar-registro',
  '/eventos': 'online-events',
  '/feed': 'feed',
  '/medical-information': 'medical-information',
  '/speaker-training': 'speaker-training',
  '/cursos-online': 'cursos-online',
  '/condiciones-de-uso': 'condiciones-de-uso',
  '/imprint': 'imprint',
  '/politica-de-privacidad': 'politica-de-privacidad',
};

const MEETING_SEGMENTS = new Set(['participar', 'unirse']);

/** The screen name of a path, or undefined when the route is not tracked. */
export function screenNameOf(pathname: string): string | undefined {
  const path = pathname === '' ? '/' : pathname.replace(/(.)\/+$/, '$1');
  const known = screenNameByPath[path];
  if (known) return known;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0]!.startsWith(EXCLUSIVE_PREFIX)) return 'somente-no-UM';
  // The meeting screen (eventos/{id}/participar, eventos/{id}/unirse) is the online event itself.
  if (segments.length === 3 && segments[0] === 'eventos' && MEETING_SEGMENTS.has(segments[2]!))
    return 'online-events';
  return undefined;
}

/** Spec §9: the container is chosen by host, with one default for unlisted hosts ('' for none). */
export function analyticsContainerId(
  host: string,
  config: Pick<RuntimeConfig, 'configuredHosts' | 'countries' | 'analyticsDefaultId'>,
): string {
  return tagManagerContainerOf(host, config);
}

let granted = false;

/**
 * Set by the consent feature: true once Consent Mode's default and the granted state are in the
 * dataLayer and the tag manager loads; false again when the visitor withdraws analytics.
 */
export function setAnalyticsGranted(value: boolean): void {
  granted = value;
}

/** Whether events are pushed now. */
export const analyticsGranted = (): boolean => granted;

export interface ScreenViewEvent {
  [key: string]: unknown;
  event: 'screen_view';
  screen_name: string;
  /** The identity-provider user id, when signed in. */
  user_id: string | undefined;
  container_id: string;
}

/** Pushes a screen_view, or nothing without analytics consent (undefined then). */
export function pushScreenView(
  screenName: string,
  containerId: string,
): ScreenViewEvent | undefined {
  if (!granted) return undefined;
  const event: ScreenViewEvent = {
    event: 'screen_view',
    screen_name: screenName,
    user_id: getUserId() ?? undefined,
    container_id: containerId,
  };
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return event;
}

/**
 * On each tracked route, sends a screen_view after 2500 ms. Leaving the route earlier cancels it,
 * so a screen passed through on a redirect is not counted. Consent is asked when the 2500 ms
 * are over: a view of a screen left, or finished, before consent is never sent afterwards (a
 * visitor who accepts within 2500 ms of arriving has that screen counted, after the consent).
 */
export function useScreenViewTracking(containerId: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const screenName = screenNameOf(pathname);
    if (!screenName) return;
    const timer = window.setTimeout(
      () => pushScreenView(screenName, containerId),
      SCREEN_VIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, containerId]);
}

/**
 * Pushes a named event (e.g. spec §4's "registered" event) with the identity-provider user id,
 * or nothing without analytics consent (undefined then).
 */
export function pushAnalyticsEvent(
  event: string,
  params: Record<string, unknown> = {},
): Record<string, unknown> | undefined {
  if (!granted) return undefined;
  const entry = { event, user_id: getUserId() ?? undefined, ...params };
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
  return entry;
}
