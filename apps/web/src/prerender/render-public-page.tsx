// The server's first paint of the public pages (decision 027): built by `vite build --ssr` into
// dist/prerender/ and called by the API (apps/api/src/platform/spa/prerender.ts) with the
// country, the path, the translations and, for a legal page, its document. The same components
// as the app draw it, so the app replaces it without anything moving (lib/prerender.ts).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';
import type { CountryCode, UiLanguage } from '@pulso/contracts/country';
import type { LegalDocument, LegalDocumentKind } from '@pulso/contracts/legal';
import type { RuntimeConfig } from '@pulso/contracts/runtime-config';
import { sitePages, type PrerenderedPage } from '@pulso/contracts/site-pages';
import { AppProviders } from '../app/providers.tsx';
import { ShellFrame } from '../app/shell/shell-frame.tsx';
import { DrawAtOnce } from '../components/ui/in-turn.tsx';
import { Component as LandingPage } from '../features/content/pages/landing-page.tsx';
import { legalDocumentQueryOptions } from '../features/legal/api/get-legal-document.ts';
import { Component as ImprintPage } from '../features/legal/pages/imprint-page.tsx';
import { Component as EsCoPage } from '../features/legal/pages/es-co-page.tsx';
import { Component as PrivacyPage } from '../features/legal/pages/privacy-page.tsx';
import { Component as TermsPage } from '../features/legal/pages/terms-page.tsx';
import { createCountryContextValue } from '../lib/country/country-context.ts';
import { createI18n } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/route-handle.ts';

/**
 * The module of a page a signed-in doctor often opens first (router.tsx), for the server to name
 * its files in that page's <head> (decision 059).
 */
export { firstPageSourceOf } from '../app/router.tsx';

/** The legal document each legal page shows (the API's `GET /legal/:document`). */
export const legalDocumentOfPage: Partial<Record<PrerenderedPage, LegalDocumentKind>> = {
  terms: 'terms',
  privacy: 'privacy',
  imprint: 'imprint',
  esCo: 'es-co',
};

/**
 * The source of each page's route chunk (router.tsx), as named in the build's manifest: the
 * server asks for its stylesheets and scripts in the page's <head> (the first paint needs the
 * styles; the scripts then come without waiting for the app to ask).
 */
export const pageSources: Record<PrerenderedPage, string> = {
  landing: 'src/features/content/pages/landing-page.tsx',
  terms: 'src/features/legal/pages/terms-page.tsx',
  privacy: 'src/features/legal/pages/privacy-page.tsx',
  imprint: 'src/features/legal/pages/imprint-page.tsx',
  esCo: 'src/features/legal/pages/es-co-page.tsx',
};

const pageComponents: Record<PrerenderedPage, ComponentType> = {
  landing: LandingPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  imprint: ImprintPage,
  esCo: EsCoPage,
};

/** The frame and the page, whole: no later turn comes on the server (components/ui/in-turn). */
function Frame() {
  return (
    <DrawAtOnce when>
      <ShellFrame>
        <Outlet />
      </ShellFrame>
    </DrawAtOnce>
  );
}

export interface PublicPageInput {
  page: PrerenderedPage;
  /** The request's URL (the router matches its path). */
  url: string;
  country: CountryCode;
  runtimeConfig: RuntimeConfig;
  /** The translation files of the country's language (es-MX: es-MX and es). */
  translations: Partial<Record<UiLanguage, Record<string, unknown>>>;
  /** A legal page's document (without it the page would show its loading skeleton). */
  legalDocument?: LegalDocument;
  /** Given to the style tags Mantine writes (the request's CSP nonce, or a placeholder). */
  styleNonce: string;
}

/** The page's HTML inside the app's shell (header, main, footer), as the app first draws it. */
export async function renderPublicPage(input: PublicPageInput): Promise<string> {
  const { page, country, runtimeConfig } = input;
  const countryValue = createCountryContextValue(country, runtimeConfig, 'host');
  const i18n = createI18n(countryValue.language, { resources: input.translations });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const legal = legalDocumentOfPage[page];
  if (legal && input.legalDocument)
    queryClient.setQueryData(
      legalDocumentQueryOptions(legal, country).queryKey,
      input.legalDocument,
    );

  const Page = pageComponents[page];
  const { path, titleKey } = sitePages[page];
  const handle: RouteHandle = { titleKey, sitePage: page };
  // The app's own route tree for this page (router.tsx): the shell, then the page.
  const handler = createStaticHandler([
    {
      path: '/',
      Component: Frame,
      children: [
        path === '/'
          ? { index: true, handle, Component: Page }
          : { path: path.slice(1), handle, Component: Page },
      ],
    },
  ]);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response)
    throw new Error(`prerender: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders
      config={runtimeConfig}
      country={countryValue}
      i18n={i18n}
      queryClient={queryClient}
      styleNonce={input.styleNonce}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  queryClient.clear();
  return withoutStyleAttributes(withoutImagePreloads(html), input.styleNonce);
}

/** React 19 asks for the page's images early (`<link rel=preload>`): the footer's would compete with the stylesheet. */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
}

const htmlEntities: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** Each declaration `!important`, as strong as the style attribute it stands for. */
function important(declarations: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= declarations.length; i += 1) {
    const char = declarations[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if ((char === ';' && depth === 0) || i === declarations.length) {
      const part = declarations.slice(start, i).trim();
      if (part) parts.push(`${part}!important`);
      start = i + 1;
    }
  }
  return parts.join(';');
}

/**
 * The page's CSP allows no `style` attributes in HTML (style-src 'self' + the request's nonce;
 * the app sets them from script, which the CSP allows): each one becomes a `data-ps` attribute and
 * a rule of one nonce'd style tag.
 */
export function withoutStyleAttributes(html: string, nonce: string): string {
  const ids = new Map<string, number>();
  const body = html.replace(/ style="([^"]*)"/g, (_, declarations: string) => {
    let id = ids.get(declarations);
    if (id === undefined) {
      id = ids.size;
      ids.set(declarations, id);
    }
    return ` data-ps="${id}"`;
  });
  if (!ids.size) return body;
  const rules = [...ids]
    .map(([declarations, id]) => {
      const css = declarations.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (e) => htmlEntities[e]!);
      return `[data-ps="${id}"]{${important(css).replace(/<\//g, '<\\/')}}`;
    })
    .join('');
  return `<style nonce="${nonce}">${rules}</style>${body}`;
}
