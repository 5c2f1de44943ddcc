import { act, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys.ts';
import {
  analyticsContainerId,
  pushAnalyticsEvent,
  screenNameOf,
  setAnalyticsGranted,
  useScreenViewTracking,
} from './analytics.ts';
import { localRuntimeConfig } from './runtime-config.ts';

describe('screen names (spec §2)', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/novidades', 'novidades'],
    ['/novedades/', 'novidades'],
    ['/somente-no-UM', 'somente-no-UM'],
    ['/solo-en-UM', 'somente-no-UM'],
    ['/solo-en-Xarelto', 'somente-no-UM'],
    ['/busca', 'busca'],
    ['/busqueda', 'busca'],
    ['/productos', 'produtos'],
    ['/preferencias-usuario', 'filtrar-especialidades'],
    ['/editar-perfil', 'editar-registro'],
    ['/eventos', 'online-events'],
    ['/eventos/3/participar', 'online-events'],
    ['/eventos/3/unirse', 'online-events'],
    ['/feed', 'feed'],
    ['/medical-information', 'medical-information'],
    ['/speaker-training', 'speaker-training'],
    ['/cursos-online', 'cursos-online'],
    ['/condiciones-de-uso', 'condiciones-de-uso'],
    ['/imprint', 'imprint'],
    ['/politica-de-privacidad', 'politica-de-privacidad'],
  ])('%s → %s', (path, name) => {
    expect(screenNameOf(path)).toBe(name);
  });

  it.each(['/signin', '/eventos/3', '/novedades/1/2', '/solo-en-Xarelto/4', '/certificados'])(
    '%s is not tracked',
    (path) => {
      expect(screenNameOf(path)).toBeUndefined();
    },
  );
});

describe('analytics container', () => {
  const config = {
    ...localRuntimeConfig(),
    configuredHosts: { 'medicos.example.mx': 'mx' as const },
    analyticsDefaultId: 'GTM-DEFAULT',
  };
  config.countries = {
    ...config.countries,
    mx: { ...config.countries.mx!, analyticsId: 'GTM-DEMOMX' },
    pe: { ...config.countries.pe!, analyticsId: 'GTM-DEMOPE' },
  };

  it('is the country’s for configured and website-XX hosts, the default otherwise', () => {
    expect(analyticsContainerId('medicos.example.mx', config)).toBe('GTM-DEMOMX');
    expect(analyticsContainerId('website-pe.localhost:3000', config)).toBe('GTM-DEMOPE');
    expect(analyticsContainerId('localhost:3000', config)).toBe('GTM-DEFAULT');
    expect(analyticsContainerId('website-ar.localhost', config)).toBe('GTM-DEFAULT');
    expect(
      analyticsContainerId('website-ar.localhost', { ...config, analyticsDefaultId: '' }),
    ).toBe('');
  });
});

function Tracker() {
  useScreenViewTracking('GTM-TEST');
  return null;
}

function renderTracker(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Tracker }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('screen_view events', () => {
  // Consent given (features/consent opens analytics once the tag manager's consent state is set).
  beforeEach(() => setAnalyticsGranted(true));
  afterEach(() => {
    setAnalyticsGranted(false);
    delete window.dataLayer;
  });

  it('pushes nothing, and keeps nothing to push later, without analytics consent', () => {
    vi.useFakeTimers();
    setAnalyticsGranted(false);
    renderTracker('/novedades');
    act(() => vi.advanceTimersByTime(10_000));
    expect(pushAnalyticsEvent('registered')).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes screen_view with the screen name and identity-provider id after 2500 ms', () => {
    vi.useFakeTimers();
    localStorage.setItem(storageKeys.userId, 'idp-user-7');
    renderTracker('/novedades');
    act(() => vi.advanceTimersByTime(2499));
    expect(window.dataLayer ?? []).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(window.dataLayer).toEqual([
      {
        event: 'screen_view',
        screen_name: 'novidades',
        user_id: 'idp-user-7',
        container_id: 'GTM-TEST',
      },
    ]);
  });

  it('sends nothing for untracked routes', () => {
    vi.useFakeTimers();
    renderTracker('/certificados');
    act(() => vi.advanceTimersByTime(10_000));
    expect(window.dataLayer ?? []).toHaveLength(0);
  });

  it('counts only the screen the user stays on', async () => {
    vi.useFakeTimers();
    const router = renderTracker('/home');
    act(() => vi.advanceTimersByTime(1000));
    await act(() => router.navigate('/eventos'));
    act(() => vi.advanceTimersByTime(2500));
    expect(window.dataLayer?.map((event) => event.screen_name)).toEqual(['online-events']);
    expect(window.dataLayer?.[0]?.user_id).toBeUndefined();
  });
});
