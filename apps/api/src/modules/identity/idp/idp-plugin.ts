import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config.ts';
import { createGigyaIdentityProvider } from './gigya/gigya-identity-provider.ts';
import { createGigyaRestClient } from './gigya/gigya-rest-client.ts';
import { createEmbeddedIdentityProvider } from './embedded-identity-provider.ts';
import { purgeExpired } from './idp-housekeeping.repository.ts';
import { idpRoutes } from './idp.routes.ts';
import { createIdpService } from './idp.service.ts';
import { loadPartnerSecret } from './partner-secret.ts';
import { createPasswordEvents } from './password-events.ts';

const HOUR = 3_600_000;

/**
 * Decorates the app with `identityProvider` (modules/identity/provider/identity-provider.ts) and, for the
 * embedded provider (IDENTITY_PROVIDER=embedded, the default), serves it at /idp. With
 * IDENTITY_PROVIDER=gigya the browser talks to SAP Customer Data Cloud itself (the web app's
 * adapter), /idp does not exist, and the server reaches Gigya's REST API.
 */
export const identityProviderPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const identity = config.identity;
    if (identity.kind === 'gigya') {
      const call = createGigyaRestClient({
        accountsUrl: identity.accountsUrl,
        apiKey: identity.apiKey,
        userKey: identity.userKey,
        secret: identity.userSecret,
      });
      app.decorate(
        'identityProvider',
        createGigyaIdentityProvider(call, Buffer.from(identity.partnerSecret, 'base64')),
      );
      app.log.info('identity provider: SAP Customer Data Cloud (gigya)');
      return;
    }

    const db = app.database.db;
    const secret = await loadPartnerSecret(db, identity.partnerSecret);
    const passwordEvents = createPasswordEvents((error, uid) =>
      app.log.error({ err: error, uid }, 'a listener of a password change failed'),
    );
    app.decorate('identityProvider', {
      ...createEmbeddedIdentityProvider(db, secret),
      onPasswordChanged: passwordEvents.on,
    });
    const service = createIdpService({
      db,
      outbox: app.mailOutbox,
      partnerSecret: secret,
      passwordChanged: passwordEvents.emit,
      counters: app.counters,
    });
    await app.register(idpRoutes, {
      prefix: '/idp',
      config,
      service,
      serverSecret: secret.toString('base64'),
    });

    // Expired sessions and tokens are removed at start and every hour.
    const purge = () =>
      purgeExpired(db, new Date(), new Date(Date.now() - 24 * HOUR)).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not purge expired identity tokens'),
      );
    await purge();
    const timer = setInterval(() => void purge(), HOUR);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  {
    name: 'pulso-identity-provider',
    dependencies: ['pulso-database', 'pulso-mail', 'pulso-shared-state'],
  },
);
