import type { FastifyRequest } from 'fastify';
import type { CountryCode } from '@pulso/contracts/country';
import { countryPublicUrl, type ConfiguredHosts } from '../../../platform/public-url.ts';

/** The site the request came from (its Origin, else its own address); only a hint. */
function requestOrigin(request: FastifyRequest): string {
  const header = request.headers.origin;
  const origin = Array.isArray(header) ? header[0] : header;
  return origin && origin !== 'null' ? origin : `${request.protocol}://${request.host}`;
}

/**
 * The base of an account's reset links: its country's public site (platform/public-url.ts), so
 * that a Chilean account reset from the Mexican site still gets a Chilean link and a forged
 * Origin or Host never receives a live token.
 */
export function resetLinkBase(
  request: FastifyRequest,
  configuredHosts: ConfiguredHosts,
): (country: CountryCode) => string | undefined {
  const origin = requestOrigin(request);
  return (country) => countryPublicUrl(country, configuredHosts, origin);
}

export function resetLink(origin: string, token: string): string {
  const url = new URL('/signin', origin);
  url.searchParams.set('resetToken', token);
  return url.toString();
}
