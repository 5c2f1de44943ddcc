import type { FastifyRequest } from 'fastify';
import {
  countryFromWebsitePrefix,
  normaliseHost,
  type CountryCode,
} from '@pulso/contracts/country';
import { isLoopback, type PublicSitePolicy } from '../platform/public-site.ts';

export type ResetLinkPolicy = PublicSitePolicy;

/**
 * Whether a site may receive reset links. The link carries a live token, so it must never point
 * at a host an attacker chose by forging the Origin or Host header: only the configured sites,
 * loopback names (`website-br.localhost`), and outside production the `website-XX.*` hosts.
 */
function trusted(hostname: string, policy: ResetLinkPolicy): boolean {
  const host = normaliseHost(hostname);
  if (policy.configuredHosts[host]) return true;
  if (isLoopback(host)) return true;
  return policy.environment !== 'production' && countryFromWebsitePrefix(host) !== undefined;
}

function originOf(value: string | undefined): URL | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site origin for a reset link: the request's Origin (the country site the user is on), else
 * its Host; when neither is trusted, the first configured host of the country. Undefined when
 * there is no trustworthy site at all (the mail is then not sent).
 */
export function resetLinkOrigin(
  request: FastifyRequest,
  country: CountryCode,
  policy: ResetLinkPolicy,
): string | undefined {
  const header = request.headers.origin;
  const candidates = [
    originOf(Array.isArray(header) ? header[0] : header),
    originOf(`${request.protocol}://${request.host}`),
  ];
  for (const candidate of candidates) {
    if (candidate && trusted(candidate.hostname, policy)) return candidate.origin;
  }
  const configured = Object.entries(policy.configuredHosts).find(([, code]) => code === country);
  return configured ? `https://${configured[0]}` : undefined;
}

export function resetLink(origin: string, token: string): string {
  const url = new URL('/signin', origin);
  url.searchParams.set('resetToken', token);
  return url.toString();
}
