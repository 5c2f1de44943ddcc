// The server's entry (docs/start-path.md, step 2): renders a page with the app's own route table
// and components (React Router's data-mode server rendering), built by `vite build --ssr` into
// dist/server/ and called by the API for every page it serves (apps/api/src/platform/spa).
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
} from 'react-router';
import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/router.tsx';
import { createCountryContextValue } from './lib/country/country-context.ts';
import { configureHttpClient, type HttpClientSettings } from './lib/http/http-client.ts';
import { createI18n } from './lib/i18n.ts';
import type { RouteModules } from './lib/route-handle.ts';
import type { AppState } from './lib/app-state.ts';

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  country: CountryCode;
  runtimeConfig: RuntimeConfig;
  /** The translation files (es, es-MX, pt-br): a page may show a document in another language. */
  translations: Partial<Record<UiLanguage, Record<string, unknown>>>;
  /** The response's CSP nonce, for the style tags Mantine writes. */
  nonce: string;
  /** The browser said it holds a session (session.ts SignedInHintContext). */
  signedInHint: boolean;
  /** The API, answering the route loaders' requests in this same process. */
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The app's HTML, for `#root`. */
      html: string;
      /** What the page needs on a first load, as the build's manifest names it. */
      modules: string[];
      /**
       * What the browser starts from (AppState): the router's data and the query cache the
       * loaders filled, as JSON for a data block (`<` escaped).
       */
      state: string;
    };

/** Each render's request settings: renders of different countries run side by side. */
const requestSettings = new AsyncLocalStorage<HttpClientSettings>();
configureHttpClient(() => requestSettings.getStore());

/** The manifest keys of the matched routes' files (RouteHandle `modules`). */
function modulesOf(context: StaticHandlerContext, signedInHint: boolean): string[] {
  const keys = context.matches.flatMap(({ route }) => {
    const handle = route.handle as RouteModules | undefined;
    return (signedInHint ? handle?.signedInModules : undefined) ?? handle?.modules ?? [];
  });
  return [...new Set(keys)];
}

/**
 * The route errors as React Router's browser router reads them back (its `StaticRouterProvider`
 * writes them so into an inline script, which the CSP and hydration do not take: a data block
 * carries them here).
 */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]: [string, unknown]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error)
        return [
          id,
          {
            message: error.message,
            __type: 'Error',
            ...(error.name !== 'Error' ? { __subType: error.name } : {}),
          },
        ];
      return [id, error];
    }),
  );
}

/** The whole HTML once everything has loaded (lazy parts too): search engines read it all. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // One piece: React would otherwise send a large part apart, with a script that puts it in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.setEncoding('utf8');
        sink.on('data', (chunk: string) => (html += chunk));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // A part that failed is drawn by the browser instead (React marks it so).
        console.error('server render', error);
      },
    });
  });
}

export function render(input: RenderRequest): Promise<RenderResult> {
  const country = createCountryContextValue(input.country, input.runtimeConfig, 'host');
  const settings: HttpClientSettings = {
    apiKey: input.runtimeConfig.apiKey,
    region: country.regionalGroup,
    localeId: country.localeId,
    apiBaseUrl: input.runtimeConfig.apiBaseUrl,
    docfinderBaseUrl: input.runtimeConfig.docfinderBaseUrl,
    fetch: input.fetch,
  };
  return requestSettings.run(settings, async (): Promise<RenderResult> => {
    const queryClient = createQueryClient({ retry: false });
    const handler = createStaticHandler(createRoutes({ queryClient, country, onServer: true }));
    const context = await handler.query(new Request(input.url));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (location && context.status >= 300 && context.status < 400)
        return { kind: 'redirect', status: context.status, location };
      throw new Error(`A route answered ${context.status} without a location`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const i18n = createI18n(country.language, { resources: input.translations });
    const html = await renderToHtml(
      <AppProviders
        config={input.runtimeConfig}
        country={country}
        i18n={i18n}
        queryClient={queryClient}
        styleNonce={input.nonce}
        signedInHint={input.signedInHint}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const state: AppState = {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeErrors(context.errors),
      },
      queries: dehydrate(queryClient),
    };
    queryClient.clear();
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      modules: modulesOf(context, input.signedInHint),
      state: JSON.stringify(state).replace(/</g, '\\u003c'),
    };
  });
}
