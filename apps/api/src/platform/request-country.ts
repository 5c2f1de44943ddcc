import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countryFromLocaleId,
  regionalGroupOf,
  resolveCountry,
  type CountryCode,
} from '@pulso/contracts/country';
import { headers } from '@pulso/contracts/http';
import { LocaleIdInvalidError, RegionMismatchError } from '../errors.ts';
import { SessionInvalidError } from '../modules/identity/session/session-errors.ts';
import { bearerToken, resolveRequestUser } from '../modules/identity/session/session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The country an /api request acts for; read it only in /api routes. */
    country: CountryCode;
  }
}

const resolved = Symbol('country');
type WithCountry = FastifyRequest & { [resolved]?: CountryCode };

export function decorateRequestCountry(app: FastifyInstance): void {
  app.decorateRequest('country', {
    getter(this: WithCountry) {
      const country = this[resolved];
      if (!country) throw new Error('request.country is only known on /api routes');
      return country;
    },
  });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * onRequest hook for /api. With a live session (`Authorization: Bearer`, spec §7: the web app then
 * sends no `locale-id`) the country is the signed-in user's, whatever the host or `region` say.
 * Otherwise it comes from the `locale-id` header when present, else from the host (configured
 * hosts, then a website-XX prefix, then Brazil), and a `region` header, when sent, must be that
 * country's regional group. A token that is no longer live (expired, idle, revoked) makes those
 * checks answer 401 `auth.session_invalid` instead of a 400: the client then signs out, where a
 * `region` problem would leave it stuck with a dead token.
 */
export function requestCountryHook(configuredHosts: Readonly<Record<string, CountryCode>>) {
  return async function decideCountry(request: FastifyRequest): Promise<void> {
    const user = await resolveRequestUser(request);
    if (user) {
      (request as WithCountry)[resolved] = user.country;
      return;
    }
    const deadSession = bearerToken(request) !== undefined;
    const refuse = (problem: LocaleIdInvalidError | RegionMismatchError): never => {
      throw deadSession
        ? new SessionInvalidError('The session has expired or was ended; sign in again.')
        : problem;
    };
    const localeId = headerValue(request, headers.localeId);
    let country: CountryCode;
    if (localeId !== undefined) {
      const fromLocale = countryFromLocaleId(localeId);
      if (!fromLocale)
        return refuse(
          new LocaleIdInvalidError(
            `The ${headers.localeId} header "${localeId.slice(0, 40)}" is not a known locale id (es-MX, es-AR, es-CL, es-CR, es-CO, es-PE, pt-BR).`,
          ),
        );
      country = fromLocale;
    } else {
      country = resolveCountry({ host: request.host, configuredHosts }).country;
    }
    const region = headerValue(request, headers.region);
    if (region !== undefined && region.trim().toUpperCase() !== regionalGroupOf[country]) {
      return refuse(
        new RegionMismatchError(
          `The ${headers.region} header "${region.slice(0, 40)}" does not match ${regionalGroupOf[country]}, the regional group of ${country.toUpperCase()}.`,
        ),
      );
    }
    (request as WithCountry)[resolved] = country;
  };
}
