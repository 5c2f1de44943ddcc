import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiLanguage } from '@pulso/contracts/country';
import { createRoutes } from './app/router.tsx';
import { render, type RenderRequest } from './entry-server.tsx';
import { createCountryContextValue } from './lib/country/country-context.ts';
import { localRuntimeConfig } from './lib/runtime-config.ts';
import { banner, card, cluster, row } from './testing/content-fixtures.ts';

/*
 * The server's render (docs/start-path.md) in Node, as the API runs it: no window, no document.
 * A page whose module needs the browser at load, or whose drawing does, fails here.
 */

const translations = Object.fromEntries(
  (['es', 'es-MX', 'pt-br'] as UiLanguage[]).map((language) => [
    language,
    JSON.parse(
      readFileSync(join(import.meta.dirname, `../public/assets/i18n/${language}.json`), 'utf8'),
    ) as Record<string, unknown>,
  ]),
);

const runtimeConfig = localRuntimeConfig();

function request(path: string, options: Partial<RenderRequest> = {}): RenderRequest {
  return {
    url: `http://website-br.localhost${path}`,
    country: 'br',
    runtimeConfig,
    translations,
    nonce: 'test-nonce',
    signedInHint: false,
    // The API answers nothing here: pages with data show their not-found or error states.
    fetch: async () =>
      Response.json(
        { type: 'about:blank', title: 'not found', status: 404, code: 'not_found' },
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      ),
    ...options,
  };
}

/** Every path of the route table, its parameters filled in (`:id` → `x1`). */
function everyPath(): string[] {
  const routes = createRoutes({
    queryClient: new QueryClient(),
    country: createCountryContextValue('br', runtimeConfig),
  });
  const paths = new Set<string>();
  const walk = (route: RouteObject, base: string) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    if (route.path || route.index) paths.add(path.replace(/:[A-Za-z]+/g, 'x1').replace('/*', ''));
    for (const child of route.children ?? []) walk(child, path);
  };
  for (const route of routes) walk(route, '');
  return [...paths].filter((path) => !path.endsWith('*'));
}

// A part that fails on the server is logged by the renderer and drawn by the browser instead:
// here it is a failure.
let renderErrors: unknown[] = [];
beforeEach(() => {
  renderErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void renderErrors.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(renderErrors).toEqual([]);
});

describe('server render', () => {
  it('renders every page of the route table, signed out and with the session hint, without an error', async () => {
    const paths = everyPath();
    expect(paths).toContain('/aceite-teste/x1');
    expect(paths.length).toBeGreaterThan(40);
    for (const signedInHint of [false, true]) {
      for (const country of ['br', 'mx'] as const) {
        // With a query too: a token link, a search.
        for (const path of paths.flatMap((p) => [p, `${p}?token=x1&q=asma`])) {
          const result = await render(request(path, { country, signedInHint }));
          const label = `${country} ${path} (hint ${signedInHint})`;
          if (result.kind === 'redirect') {
            expect(result.status, label).toBe(302);
            continue;
          }
          expect(result.status, label).toBeLessThan(500);
          expect(JSON.parse(result.state).router.errors, label).toBeNull();
          expect(result.html, label).toContain('id="main-content"');
        }
      }
    }
  });

  it('renders a public page whole, with the data its loader asked the API for', async () => {
    const terms = {
      country: 'mx',
      document: 'terms',
      language: 'es-MX',
      title: 'Condiciones de uso de prueba',
      lastUpdated: '03/05/2024',
      version: '3',
      sections: [{ heading: 'Objeto', paragraphs: ['Un párrafo del servidor.'] }],
    };
    const asked: string[] = [];
    const result = await render(
      request('/condiciones-de-uso', {
        country: 'mx',
        fetch: async (input) => {
          asked.push(String(input));
          return Response.json(terms);
        },
      }),
    );
    expect(asked).toEqual(['/api/legal/terms']);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('Condiciones de uso de prueba');
    expect(result.html).toContain('Un párrafo del servidor.');
    const state = JSON.parse(result.state);
    expect(state.queries.queries[0].state.data.title).toBe(terms.title);
    expect(result.modules).toEqual(['src/features/legal/pages/terms-page.tsx']);
  });

  it('answers an unknown path with a redirect to the root', async () => {
    expect(await render(request('/no/such/page'))).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/',
    });
  });

  it('renders `/` as the landing signed out and as the home’s frame with the session hint', async () => {
    const out = await render(request('/'));
    const hinted = await render(request('/', { signedInHint: true }));
    if (out.kind !== 'page' || hinted.kind !== 'page') throw new Error('expected pages');
    expect(out.modules).toEqual(['src/features/content/pages/landing-page.tsx']);
    expect(out.html).toContain('href="/signin"');
    expect(hinted.modules.at(-1)).toBe('src/features/content/pages/home-page.tsx');
    expect(hinted.html).toContain('data-testid="page-loader"');
  });

  it('renders the landing with its showcase, so nothing moves under a visitor’s first tap', async () => {
    const asked: string[] = [];
    const result = await render(
      request('/', {
        country: 'mx',
        fetch: async (input) => {
          asked.push(String(input));
          return Response.json(
            cluster('landing', [row('novelty', [card('nuevo-uno')])], {
              outdoors: [banner('publico-uno')],
            }),
          );
        },
      }),
    );
    expect(asked).toEqual(['/api/clusters/landing']);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('Un adelanto del portal');
    expect(result.html).toContain('Título nuevo-uno');
    expect(result.html).toContain('Banner publico-uno');
  });
});
