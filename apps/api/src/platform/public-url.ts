import type { FastifyRequest } from 'fastify';
import { countryOrigin } from '@pulso/contracts/site-pages';
import type { Config } from '../config.ts';
import {
  configuredHostOrigin,
  countryFromWebsitePrefix,
  isLoopbackHost,
  type CountryCode,
} from '@pulso/contracts/country';

/** Where a country's public site is: PUBLIC_HOSTS (config.publicHosts). */
export type ConfiguredHosts = Readonly<Record<string, CountryCode>>;

function parsedOrigin(value: string | undefined): URL | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The public base URL (`https://pulso.com.mx`, no trailing slash) of a country's site, for links
 * that leave the request (reset and confirmation mails, certificates): the country's first
 * configured host in PUBLIC_HOSTS (over http when it is a loopback name with its port, a test
 * rig: `configuredHostOrigin`). A country without one gets `website-xx` of the caller's own
 * origin only when that origin is a loopback name (development and the end-to-end suite,
 * `http://website-mx.localhost:3000` → `http://website-cl.localhost:3000`); never a host taken
 * from the Origin or Host header as is. Undefined when there is no trustworthy site.
 */
export function countryPublicUrl(
  country: CountryCode,
  configuredHosts: ConfiguredHosts,
  requestOrigin?: string,
): string | undefined {
  const configured = Object.entries(configuredHosts).find(([, code]) => code === country);
  if (configured) return configuredHostOrigin(configured[0]);
  const origin = parsedOrigin(requestOrigin);
  if (!origin || !isLoopbackHost(origin.hostname)) return undefined;
  const hostname = origin.hostname.toLowerCase();
  if (hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return undefined;
  const base = countryFromWebsitePrefix(hostname)
    ? hostname.slice(hostname.indexOf('.') + 1)
    : hostname;
  const port = origin.port ? `:${origin.port}` : '';
  return `${origin.protocol}//website-${country}.${base}${port}`;
}

/**
 * The base URL a page names as its own and its siblings' (canonical, hreflang, sitemap): the
 * country's PUBLIC_HOSTS entry, else `website-XX.` beside the host asked from. Only for what the
 * page says about itself; links that leave the request (mails, certificates) use
 * `countryPublicUrl`, which never trusts a non-loopback Host. The web app uses the same rule.
 */
export function publicBaseUrl(
  config: Pick<Config, 'publicHosts'>,
  country: CountryCode,
  requestOrigin?: string,
): string | undefined {
  return countryOrigin(country, { configuredHosts: config.publicHosts, requestOrigin });
}

/** `http://website-br.localhost:3000`: the origin a request came to (protocol per TRUST_PROXY). */
export function requestOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return `${request.protocol}://${request.host}`;
}

/** `countryPublicUrl` for the site a request came to (links in mails, the certificate's URL). */
export function countrySiteOrigin(
  country: CountryCode,
  configuredHosts: ConfiguredHosts,
  request?: Pick<FastifyRequest, 'protocol' | 'host'>,
): string | undefined {
  return countryPublicUrl(country, configuredHosts, request && requestOriginOf(request));
}
