import type { FastifyRequest } from 'fastify';
import {
  countryFromWebsitePrefix,
  normaliseHost,
  type CountryCode,
} from '@pulso/contracts/country';

export interface PublicSitePolicy {
  environment: 'development' | 'test' | 'production';
  /** PUBLIC_HOSTS: the configured sites and their country. */
  configuredHosts: Readonly<Record<string, CountryCode>>;
}

/** `localhost`, `*.localhost`, `[::1]` and 127.x.x.x (host names without port). */
export const isLoopback = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  host === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * The public site of a country, for addresses that leave the request (links in mails, the
 * certificate's printed URL and QR code): the country's first PUBLIC_HOSTS entry, over https.
 * Without one, outside production, a request on a loopback name (`website-br.localhost:3500`,
 * `localhost`) gives the development form `website-xx.localhost` with the request's scheme and
 * port. Never any other host the request names (Host and Origin are the client's to forge).
 * Undefined when the country has no trustworthy site.
 */
export function countrySiteOrigin(
  country: CountryCode,
  policy: PublicSitePolicy,
  request?: Pick<FastifyRequest, 'protocol' | 'host'>,
): string | undefined {
  const configured = Object.entries(policy.configuredHosts).find(([, code]) => code === country);
  if (configured) return `https://${configured[0]}`;
  if (policy.environment === 'production' || !request) return undefined;
  const host = normaliseHost(request.host);
  if (!isLoopback(host)) return undefined;
  const port = /:(\d+)$/.exec(request.host.trim())?.[1];
  const base = countryFromWebsitePrefix(host) ? host.replace(/^website-[a-z]{2}\./, '') : host;
  const domain = base.endsWith('localhost') ? base : 'localhost';
  return `${request.protocol}://website-${country}.${domain}${port ? `:${port}` : ''}`;
}
