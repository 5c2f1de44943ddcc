import { vi } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import type { UserProfile } from '@pulso/contracts/users';

/** A product profile as `GET /api/users/profile` answers it. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const country: CountryCode = overrides.country ?? 'mx';
  return {
    id: 'user-1',
    uid: 'demo-mx',
    firstName: 'Ana',
    lastName: 'López',
    name: 'Ana López',
    email: 'demo.mx@pulso.example',
    specialty: 'Cardiología',
    preferences: ['cardiology'],
    category: 'MEDICO',
    country,
    pushNotifications: false,
    phone: '5512345678',
    registerNumber: '1234567',
    registerUf: null,
    canAcessSpeakTraining: false,
    profile: {
      firstName: 'Ana',
      lastName: 'López',
      state: 'Jalisco',
      specialities: ['Cardiología'],
      email: 'demo.mx@pulso.example',
      phones: [{ type: 'mobile', number: '5512345678' }],
    },
    registrationType: 'other',
    consent: { acceptedAt: '2026-01-15T10:00:00.000Z', termsVersion: '2024-05' },
    ...overrides,
  };
}

/** A problem+json answer. */
export function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return Response.json(
    { type: 'about:blank', title: code, status, code, ...extra },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

type Handler = (request: {
  url: URL;
  method: string;
  body: unknown;
  init: RequestInit;
}) => Response | Promise<Response>;

/**
 * A fetch mock answering by `METHOD /path` (query ignored); anything else is a 404 problem.
 * `calls` lists what was asked, with the parsed JSON body.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const json = new Headers(init.headers).get('content-type')?.includes('json') ?? true;
    const body =
      typeof init.body === 'string'
        ? json
          ? (JSON.parse(init.body) as unknown)
          : init.body // a file sent as is (text/csv)
        : undefined;
    calls.push({ method, path: url.pathname, url, body, headers: new Headers(init.headers) });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return problem(404, 'test.no_route');
    return handler({ url, method, body, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
