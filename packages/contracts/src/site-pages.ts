import { CERTIFICATE_VERIFICATION_PATH } from './certificate-links.ts';
import {
  configuredHostOrigin,
  countryCodes,
  countryFromWebsitePrefix,
  localeIds,
  type CountryCode,
} from './country.ts';
import { getCountryProfile } from './country-profiles.ts';

/**
 * What search engines and link previews learn about the public pages of each country site: the
 * server writes it into index.html (crawlers without JavaScript), the web app keeps it right while
 * the user navigates, and robots.txt / sitemap.xml are made from the same tables.
 */

export const sitePageIds = [
  'landing',
  'signin',
  'terms',
  'privacy',
  'imprint',
  'esCo',
  'doctorFinderLanding',
] as const;
export type SitePageId = (typeof sitePageIds)[number];

export interface SitePage {
  path: string;
  /** Translation key of the page name (title "<brand> | <page name>", spec §2). */
  titleKey: string;
  descriptionKey: string;
  /** Listed in sitemap.xml, with canonical and hreflang alternates; false: not for search engines. */
  indexed: boolean;
  /** Spec §2 "es-co (a no-index page)": `X-Robots-Tag: noindex` and a robots meta. */
  noindex?: true;
}

export const sitePages: Record<SitePageId, SitePage> = {
  landing: {
    path: '/',
    titleKey: 'pages.home',
    descriptionKey: 'seo.description.landing',
    indexed: true,
  },
  signin: {
    path: '/signin',
    titleKey: 'pages.signin',
    descriptionKey: 'seo.description.signin',
    indexed: true,
  },
  terms: {
    path: '/condiciones-de-uso',
    titleKey: 'pages.terms',
    descriptionKey: 'seo.description.terms',
    indexed: true,
  },
  privacy: {
    path: '/politica-de-privacidad',
    titleKey: 'pages.privacy',
    descriptionKey: 'seo.description.privacy',
    indexed: true,
  },
  imprint: {
    path: '/imprint',
    titleKey: 'pages.imprint',
    descriptionKey: 'seo.description.imprint',
    indexed: true,
  },
  esCo: {
    path: '/es-co',
    titleKey: 'pages.esCo',
    descriptionKey: 'seo.description.esCo',
    indexed: false,
    noindex: true,
  },
  // A placeholder until the doctor finder is built: not offered to search engines yet.
  doctorFinderLanding: {
    path: '/buscador-medico',
    titleKey: 'pages.doctorFinderLanding',
    descriptionKey: 'seo.description.doctorFinderLanding',
    indexed: false,
  },
};

/** Description of every other page (the signed-in ones). */
export const DEFAULT_DESCRIPTION_KEY = 'seo.description.default';

/**
 * Paths of the signed-in pages (spec §2), for robots.txt: each covers the path and everything
 * under it; entries ending in `-` are prefixes (`solo-en-{product}`).
 */
export const signedInPaths = [
  '/home',
  '/novedades',
  '/novidades',
  '/solo-en-',
  '/somente-no-UM',
  '/busqueda',
  '/busca',
  '/productos',
  '/preferencias-usuario',
  '/cursos-online',
  '/certificados',
  '/editar-registro',
  '/medical-information',
  '/feed',
  '/eventos',
  '/docfinder',
  '/contenidos',
  '/conteudos',
  '/speaker-training',
  '/editar-perfil',
  '/backoffice',
] as const;

/** Pages under a signed-in path that anyone may open (a certificate's QR code). */
export const publicPathsUnderSignedIn = [CERTIFICATE_VERIFICATION_PATH] as const;

/** Links whose pages are reached through a personal token: never for search engines. */
export const tokenPaths = ['/aceite-teste'] as const;

/** `/signin/` → the sign-in page; unknown paths → undefined. */
export function sitePageForPath(path: string): SitePageId | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return sitePageIds.find((id) => sitePages[id].path === normalised);
}

/**
 * Whether the page exists only in other countries (spec §2: the imprint is Mexico's): on this
 * country's host its path sends the user to `/` instead of a "not available" document.
 */
export function pageMissingIn(country: CountryCode, page: SitePageId): boolean {
  return page === 'imprint' && !countryHasPage(country, page);
}

/** Whether the country's own site has this page (legal pages only where its footer links to them). */
export function countryHasPage(country: CountryCode, page: SitePageId): boolean {
  const profile = getCountryProfile(country);
  const { path } = sitePages[page];
  if (page === 'terms') return profile.terms.link === path;
  if (page === 'privacy') return profile.privacy.link === path;
  if (page === 'imprint') return profile.imprint?.link === path;
  return true;
}

export interface CountryOriginInput {
  /** PUBLIC_HOSTS: configured host names and their country. */
  configuredHosts: Readonly<Record<string, CountryCode>>;
  /** The origin the request came to (`http://website-br.localhost:3000`). */
  requestOrigin?: string | undefined;
}

/**
 * The public base URL of a country site: its configured host (https; http for a loopback name:
 * `configuredHostOrigin`), else the `website-XX` host next to the one of the request
 * (development: `website-mx.localhost:3000` from `website-br.localhost:3000` or
 * `localhost:3000`); undefined without either (or on an IP address).
 */
export function countryOrigin(country: CountryCode, input: CountryOriginInput): string | undefined {
  const configured = Object.entries(input.configuredHosts).find(([, code]) => code === country);
  if (configured) return configuredHostOrigin(configured[0]);
  if (!input.requestOrigin) return undefined;
  // scheme://host[:port] (this package has no URL class: it runs on the server and in browsers).
  const match = /^(https?):\/\/([^/:?#]+)(:\d+)?(?:[/?#]|$)/i.exec(input.requestOrigin);
  if (!match?.[1] || !match[2]) return undefined;
  const host = match[2].toLowerCase();
  // An IP address has no country names beside it.
  if (/^[\d.]+$/.test(host)) return undefined;
  const siteHost = countryFromWebsitePrefix(host)
    ? host.replace(/^website-[a-z]{2}/, `website-${country}`)
    : `website-${country}.${host}`;
  return `${match[1].toLowerCase()}://${siteHost}${match[3] ?? ''}`;
}

export interface PageHeadInput {
  country: CountryCode;
  /** The public page shown, if it is one of `sitePages`. */
  page?: SitePageId | undefined;
  /** Other pages: the translation key of their name. */
  titleKey?: string | undefined;
  /** The country's translations (es-MX falling back to es). */
  t: (key: string) => string | undefined;
  /** Base URL of each country site (`countryOrigin`). */
  originOf: (country: CountryCode) => string | undefined;
}

export interface PageHead {
  title: string;
  description: string;
  noindex: boolean;
  canonical?: string;
  /** hreflang alternates between the country sites, `x-default` last. */
  alternates: { hreflang: string; href: string }[];
  /** Open Graph properties (`og:title` …), on public pages. */
  openGraph: [property: string, content: string][];
}

/** `Pulso | Novedades` — spec §2: the brand, then the page name. */
export function formatPageTitle(brand: string, pageName?: string): string {
  return pageName ? `${brand} | ${pageName}` : brand;
}

/** The share image of link previews (the 512 px app icon). */
export const SHARE_IMAGE_PATH = '/icons/icon-512.png';

/** `es-MX` → `es_MX` (Open Graph spells locales with an underscore). */
const ogLocale = (country: CountryCode) => localeIds[country].replace('-', '_');

/** Title, description, canonical, alternates and Open Graph of a page of a country site. */
export function pageHead(input: PageHeadInput): PageHead {
  const { country, t } = input;
  const profile = getCountryProfile(country);
  const page = input.page ? sitePages[input.page] : undefined;
  const titleKey = page?.titleKey ?? input.titleKey;
  const title = formatPageTitle(profile.appName, titleKey ? t(titleKey) : undefined);
  const description =
    (page && t(page.descriptionKey)) ?? t(DEFAULT_DESCRIPTION_KEY) ?? profile.appName;
  const head: PageHead = {
    title,
    description,
    noindex: page?.noindex === true,
    alternates: [],
    openGraph: [],
  };
  const pageId = input.page;
  if (!page || !pageId) return head;

  const origin = input.originOf(country);
  const url = origin ? `${origin}${page.path}` : undefined;
  if (page.indexed && url && countryHasPage(country, pageId)) {
    head.canonical = url;
    head.alternates = pageAlternates(pageId, input.originOf);
  }
  head.openGraph = [
    ['og:type', 'website'],
    ['og:site_name', profile.appName],
    ['og:title', title],
    ['og:description', description],
    ...(url ? ([['og:url', url]] as [string, string][]) : []),
    ...(origin ? ([['og:image', `${origin}${SHARE_IMAGE_PATH}`]] as [string, string][]) : []),
    ['og:locale', ogLocale(country)],
  ];
  return head;
}

/** The same page on every country site that has it, by locale; `x-default` is Brazil's. */
export function pageAlternates(
  page: SitePageId,
  originOf: (country: CountryCode) => string | undefined,
): { hreflang: string; href: string }[] {
  const alternates: { hreflang: string; href: string; country: CountryCode }[] = [];
  for (const code of countryCodes) {
    const origin = originOf(code);
    if (origin && countryHasPage(code, page))
      alternates.push({
        hreflang: localeIds[code],
        href: `${origin}${sitePages[page].path}`,
        country: code,
      });
  }
  const fallback = alternates.find((a) => a.country === 'br') ?? alternates[0];
  const result = alternates.map(({ hreflang, href }) => ({ hreflang, href }));
  if (fallback && result.length > 1) result.push({ hreflang: 'x-default', href: fallback.href });
  return result;
}

/**
 * A cookie the web app sets while it holds a session (a hint, not a credential: the session is
 * in local storage): the server renders `/` and the signed-in pages' frame for a signed-in
 * browser with it, and the browser's first drawing (hydration) uses the same hint.
 */
export const SIGNED_IN_HINT_COOKIE = 'pulso_signed_in';

/**
 * The element (a JSON data block) in which the server hands the web app what it starts from: the
 * router's data and the query cache its route loaders filled (apps/web lib/app-state.ts).
 */
export const APP_STATE_ELEMENT_ID = 'app-state';
