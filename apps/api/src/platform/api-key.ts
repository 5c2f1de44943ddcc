import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { headers } from '@pulso/contracts/http';
import { ApiKeyInvalidError } from '../errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** onRequest hook for /api: `x-api-key` must equal API_KEY (compared in constant time). */
export function apiKeyHook(apiKey: string) {
  const expected = digest(apiKey);
  return async function checkApiKey(request: FastifyRequest): Promise<void> {
    const sent = request.headers[headers.apiKey];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new ApiKeyInvalidError(`Send the API key in the ${headers.apiKey} header.`);
    }
  };
}
