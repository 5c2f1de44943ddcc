import type { FastifyInstance } from 'fastify';
import type { IdentityProvider } from './provider/identity-provider.ts';
import { IdentityUnavailableError } from './identity.errors.ts';

/**
 * `app.identityProvider`, read when a request needs it (the provider's plugin may register after
 * the product's routes, and tests may put a double in front of it); 503 `identity.unavailable`
 * when no provider is configured. Its optional methods (isEmailInUse, updateEmail) are used when
 * present: without them `GET users/verify` checks the product's accounts only, and an e-mail
 * change stays in the product.
 */
export function identityProviderOf(app: FastifyInstance): () => IdentityProvider {
  return () => {
    if (!app.hasDecorator('identityProvider')) {
      throw new IdentityUnavailableError('No identity provider is configured.');
    }
    return app.identityProvider;
  };
}
