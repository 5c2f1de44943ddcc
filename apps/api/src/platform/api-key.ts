import type { FastifyRequest } from 'fastify';
import { headers } from '@pulso/contracts/http';
import { ApiKeyInvalidError } from '../errors.ts';
import { constantTimeMatcher } from './constant-time.ts';

/** onRequest hook for /api: `x-api-key` must equal API_KEY (compared in constant time). */
export function apiKeyHook(apiKey: string) {
  const matches = constantTimeMatcher(apiKey);
  return async function checkApiKey(request: FastifyRequest): Promise<void> {
    if (!matches(request.headers[headers.apiKey])) {
      throw new ApiKeyInvalidError(`Send the API key in the ${headers.apiKey} header.`);
    }
  };
}
