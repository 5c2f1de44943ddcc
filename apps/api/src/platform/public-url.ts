import type { FastifyRequest } from 'fastify';
import type { CountryCode } from '@pulso/contracts/country';
import { countryOrigin } from '@pulso/contracts/site-pages';
import type { Config } from '../config.ts';

/**
 * The public base URL of a country site (no trailing slash): its PUBLIC_HOSTS entry (https),
 * else the `website-XX` host beside the request's (`website-mx.localhost:3000` asked from
 * `website-br.localhost:3000`); undefined with neither. The web app uses the same rule.
 */
export function publicBaseUrl(
  config: Pick<Config, 'publicHosts'>,
  country: CountryCode,
  requestOrigin?: string,
): string | undefined {
  return countryOrigin(country, { configuredHosts: config.publicHosts, requestOrigin });
}

/** `http://website-br.localhost:3000`: the origin a request came to (protocol per TRUST_PROXY). */
export function requestOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
