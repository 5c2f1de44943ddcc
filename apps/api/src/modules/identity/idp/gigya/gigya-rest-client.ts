import { GigyaErrorCode } from '@pulso/contracts/identity';
import { IdentityProviderFailedError } from '../idp.errors.ts';

/**
 * A minimal client of SAP Customer Data Cloud's accounts REST API (Gigya), for server-to-server
 * calls: `POST <accountsUrl>/accounts.<method>` with form fields, authenticated with an
 * application key (`userKey` + `secret`) and the site's `apiKey`. Gigya answers HTTP 200 with an
 * `errorCode` (0 on success); the caller decides what each code means.
 */
export interface GigyaRestConfig {
  /** e.g. `https://accounts.us1.gigya.com` (the site's data center). */
  accountsUrl: string;
  apiKey: string;
  userKey: string;
  secret: string;
  timeoutMs?: number;
}

export interface GigyaAnswer extends Record<string, unknown> {
  errorCode: number;
  errorMessage?: string;
  errorDetails?: string;
}

export type GigyaRestClient = (
  method: string,
  parameters: Record<string, string>,
) => Promise<GigyaAnswer>;

export function createGigyaRestClient(config: GigyaRestConfig): GigyaRestClient {
  const base = config.accountsUrl.replace(/\/+$/, '');
  return async (method, parameters) => {
    const body = new URLSearchParams({
      ...parameters,
      apiKey: config.apiKey,
      userKey: config.userKey,
      secret: config.secret,
      format: 'json',
      httpStatusCodes: 'false',
    });
    let answer: unknown;
    try {
      const response = await fetch(`${base}/accounts.${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      answer = await response.json();
    } catch (error) {
      throw new IdentityProviderFailedError(
        `accounts.${method} did not answer (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    const errorCode = (answer as { errorCode?: unknown } | null)?.errorCode;
    if (typeof errorCode !== 'number')
      throw new IdentityProviderFailedError(`accounts.${method} answered without an errorCode.`);
    return answer as GigyaAnswer;
  };
}

export function failed(method: string, answer: GigyaAnswer): IdentityProviderFailedError {
  const details = answer.errorDetails ?? answer.errorMessage ?? '';
  return new IdentityProviderFailedError(
    `accounts.${method} answered ${answer.errorCode}${details ? ` (${details})` : ''}.`,
  );
}

export const isOk = (answer: GigyaAnswer) => answer.errorCode === GigyaErrorCode.OK;
