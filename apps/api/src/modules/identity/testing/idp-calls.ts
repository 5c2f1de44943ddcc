import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A Gigya-style answer of the embedded identity provider (errors included, always HTTP 200). */
export type IdpAnswer = Record<string, unknown> & { errorCode: number };

export interface IdpCallOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** `POST /idp/accounts.<method>` as the web app (or a server) calls it. */
export async function callIdp<A extends IdpAnswer = IdpAnswer>(
  app: FastifyInstance,
  method: string,
  body: Record<string, unknown> | string,
  options: IdpCallOptions = {},
): Promise<{ answer: A; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: `/idp/accounts.${method}`,
    payload: body,
    ...options,
  });
  return { answer: response.json<A>(), response };
}
