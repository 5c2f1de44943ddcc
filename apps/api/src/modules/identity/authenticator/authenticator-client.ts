import type { z } from 'zod';
import {
  authenticatorPaths,
  recuperarTipoUsuarioGigyaResponseSchema,
  validarCrmComPreCadastroComEmailResponseSchema,
  type RecuperarTipoUsuarioGigyaRequest,
  type RecuperarTipoUsuarioGigyaResponse,
  type ValidarCrmComPreCadastroComEmailRequest,
  type ValidarCrmComPreCadastroComEmailResponse,
} from '@pulso/contracts/authenticator';
import type { Config } from '../../../config.ts';
import { AuthenticatorUnavailableError } from './authenticator.errors.ts';
import type { AuthenticatorService } from './authenticator.service.ts';
import { basicAuthorization } from './basic-auth.ts';

/** The `appId` the product API sends the authenticator service. */
export const AUTHENTICATOR_APP_ID = 'pulso-portal';

/** The authenticator service as the product API calls it (server to server). */
export interface AuthenticatorClient {
  recuperarTipoUsuarioGigya(
    request: RecuperarTipoUsuarioGigyaRequest,
  ): Promise<RecuperarTipoUsuarioGigyaResponse>;
  validarCrmComPreCadastroComEmail(
    request: ValidarCrmComPreCadastroComEmailRequest,
  ): Promise<ValidarCrmComPreCadastroComEmailResponse>;
}

export interface AuthenticatorClientOptions {
  settings: Config['authenticator'];
  /** This server's own service, answering in process when AUTHENTICATOR_URL is not set. */
  inProcess: AuthenticatorService;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Over HTTP with basic auth when AUTHENTICATOR_URL is set; otherwise the same service functions
 * in process. The credentials stay on the server either way.
 */
export function createAuthenticatorClient(
  options: AuthenticatorClientOptions,
): AuthenticatorClient {
  const { url } = options.settings;
  if (!url) return options.inProcess;

  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const authorization = basicAuthorization(options.settings);
  const base = url.replace(/\/+$/, '');

  async function call<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'network error';
      throw new AuthenticatorUnavailableError(
        `The authenticator service did not answer (${reason}).`,
      );
    }
    if (!response.ok) {
      throw new AuthenticatorUnavailableError(
        `The authenticator service answered ${response.status}.`,
      );
    }
    const json: unknown = await response.json().catch(() => undefined);
    // An ASP.NET script service wraps its answer as { "d": … }.
    const unwrapped =
      json !== null && typeof json === 'object' && 'd' in json ? (json as { d: unknown }).d : json;
    const parsed = schema.safeParse(unwrapped);
    if (!parsed.success) {
      throw new AuthenticatorUnavailableError(
        'The authenticator service answered an unreadable body.',
      );
    }
    return parsed.data;
  }

  return {
    recuperarTipoUsuarioGigya: (request) =>
      call(
        authenticatorPaths.recuperarTipoUsuarioGigya,
        request,
        recuperarTipoUsuarioGigyaResponseSchema,
      ),
    validarCrmComPreCadastroComEmail: (request) =>
      call(
        authenticatorPaths.validarCrmComPreCadastroComEmail,
        request,
        validarCrmComPreCadastroComEmailResponseSchema,
      ),
  };
}
