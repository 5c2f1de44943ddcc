import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { buildServices, startWorkers, type Services } from './composition.ts';
import type { Config } from './config.ts';
import { authenticatorRoutes } from './modules/identity/authenticator/authenticator.routes.ts';
import { loginRoutes } from './modules/identity/login.routes.ts';
import { registrationRoutes } from './modules/identity/registration/registration.routes.ts';
import { identityProviderPlugin } from './modules/identity/idp/idp-plugin.ts';
import {
  idpDemoEventsStaffSeed,
  idpDemoSeed,
  idpDemoStaffSeed,
  idpDemoTeamSeed,
} from './modules/identity/idp/idp.seed.ts';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentDemoSeed } from './modules/content/content.seed.ts';
import { createPublicMediaCheck, loadMediaUrlKey } from './modules/content/media-access.ts';
import { publicAccessRoutes } from './modules/content/public-access.routes.ts';
import { DOCFINDER_PREFIX, docfinderApi } from './modules/docfinder/docfinder.routes.ts';
import { docfinderDemoSeed } from './modules/docfinder/docfinder.seed.ts';
import { eventsRoutes, eventsWebhookRoutes } from './modules/events/events.routes.ts';
import { eventsDemoSeed } from './modules/events/events.seed.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { legalDocumentsSeed } from './modules/legal/legal.seed.ts';
import { licencesRoutes } from './modules/licences/licences.routes.ts';
import { licencesDemoSeed } from './modules/licences/licences.seed.ts';
import { medicalInformationRoutes } from './modules/medical-information/medical-information.routes.ts';
import type { IdentityProvider } from './modules/identity/provider/identity-provider.ts';
import type { Clock } from './modules/training/exam-timing.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { trainingRoutes } from './modules/training/training.routes.ts';
import { trainingDemoSeed } from './modules/training/training.seed.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { zoomFrameRoutes } from './modules/events/zoom-frame.routes.ts';
import { publicationClockFixtureRoutes } from './modules/backoffice/publication-clock-fixture.routes.ts';
import { eventsFixtureRoutes } from './modules/events/events-fixtures.routes.ts';
import {
  backofficeEventsStaffDemoSeed,
  backofficeStaffDemoSeed,
  medicalInformationTeamDemoSeed,
  usersDemoSeed,
} from './modules/users/users.seed.ts';
import { apiScope } from './platform/api-scope.ts';
import { decorateRequestUser } from './modules/identity/session/session.ts';
import { createSessionCache } from './modules/identity/session/session-cache.ts';
import { databasePlugin } from './platform/database-plugin.ts';
import { jobsPlugin } from './platform/jobs/jobs-plugin.ts';
import { mailPlugin } from './platform/mail/mail-plugin.ts';
import { registerCompression } from './platform/compression.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { registerHealthRoutes } from './platform/health.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { registerRequestTextCheck } from './platform/request-text.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerMedia } from './platform/media/media.ts';
import { createLocalMediaStorage, createS3MediaStorage } from './platform/media/media-storage.ts';
import { createMediaUrlSigner } from './platform/media/media-url.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { productionWarnings } from './platform/production.ts';
import { generateRequestId, registerRequestIdHeader } from './platform/request-id.ts';
import { decorateRequestCountry } from './platform/request-country.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { rewriteSpecAlias } from './platform/spec-aliases.ts';
import { sharedStatePlugin } from './platform/shared-state/shared-state-plugin.ts';
import { registerGracefulShutdown } from './platform/shutdown.ts';
import type { Seed } from './platform/seed/seed.ts';
import { buildRuntimeConfig } from './platform/spa/runtime-config.ts';
import { registerWebApp } from './platform/spa/web-app.ts';
import { registerXsrf } from './platform/xsrf.ts';

export const BODY_LIMIT = 1024 * 1024;

/**
 * Feature routes under /api and the seeds they bring, in one list each. Routes are handed the
 * services the composition root built (src/composition.ts); they build none.
 */
const apiModules = (config: Config, services: Services): FastifyPluginAsync[] => [
  legalRoutes(services),
  consentRoutes(services),
  loginRoutes(services),
  registrationRoutes(services),
  usersRoutes({ ...services, publicHosts: config.publicHosts }),
  licencesRoutes(services),
  contentRoutes(services),
  publicAccessRoutes(services),
  medicalInformationRoutes(services),
  trainingRoutes({ ...services, publicSite: config.publicHosts }),
  eventsRoutes(services),
  pushRoutes(services),
  backofficeRoutes(services),
];
const seeds: Seed[] = [
  legalDocumentsSeed,
  licencesDemoSeed,
  usersDemoSeed,
  idpDemoSeed,
  contentDemoSeed,
  trainingDemoSeed,
  eventsDemoSeed,
  medicalInformationTeamDemoSeed,
  idpDemoTeamSeed,
  backofficeStaffDemoSeed,
  idpDemoStaffSeed,
  backofficeEventsStaffDemoSeed,
  idpDemoEventsStaffSeed,
  docfinderDemoSeed,
];

/** A hop count trusts that many proxies in front of the server (proxy-addr's rule). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface BuildAppOptions {
  config: Config;
  /** More routes under /api (tests use it for probe routes). */
  extraApiModules?: readonly FastifyPluginAsync[];
  /** The clock of timed features (exams); tests move it. */
  now?: Clock;
  /** The identity provider the product's services use, in front of the configured one (tests). */
  identityProvider?: IdentityProvider;
  /** The HTTPS agent push services are called through (tests trust their own CA with it). */
  pushAgent?: Agent;
  /** An empty PGlite data directory starts as a copy of a migrated, seeded one (`npm start`). */
  startTemplate?: boolean;
}

/**
 * Builds the whole server without listening (main.ts listens; tests inject). Order: external
 * things first (database, security, cookies, metrics, OpenAPI), then operations, /api, the SPA.
 */
export async function buildApp({
  config,
  extraApiModules = [],
  now,
  identityProvider,
  pushAgent,
  startTemplate = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: generateRequestId,
    requestIdHeader: false,
    rewriteUrl: (request) => rewriteSpecAlias(request.url ?? '/'),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    // While closing, requests on open connections are still served (in-flight work finishes);
    // /readyz tells the load balancer to stop sending (a problem+json 503, not Fastify's own).
    return503OnClosing: false,
    // Creating an empty PGlite directory (initdb) or a long migration can take a while.
    pluginTimeout: 120_000,
  });
  try {
    for (const warning of productionWarnings(config)) app.log.warn(warning);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerGracefulShutdown(app, config.shutdownTimeoutMs);
    registerJsonBodyParser(app);
    registerRequestTextCheck(app);
    registerRequestIdHeader(app);
    decorateRequestCountry(app);
    decorateRequestUser(
      app,
      { idleTimeoutMs: config.sessionIdleTimeoutMs, now: now ?? (() => new Date()) },
      // The app's own (the composition root hands it to the modules that change sessions' users).
      createSessionCache(),
    );

    await app.register(sharedStatePlugin, { config });
    await app.register(databasePlugin, { config, seeds, startTemplate });
    await app.register(jobsPlugin, { config });
    await app.register(mailPlugin, { config });
    await registerSecurityHeaders(app, {
      jitsiDomain: config.events.jitsiDomain,
      thirdParty: {
        configuredHosts: config.publicHosts,
        countries: config.countries,
        analyticsDefaultId: config.analyticsDefaultId,
      },
    });
    await registerCompression(app);
    await registerXsrf(app, { secure: config.cookieSecure });
    registerMetrics(app, config);
    if (config.apiDocs) await registerOpenApi(app, config.version);

    registerHealthRoutes(app, () => app.database, app.redisAvailability);
    // Files of items that need a session go out as signed URLs (decision 016).
    app.decorate(
      'mediaUrls',
      createMediaUrlSigner({
        key: await loadMediaUrlKey(app.database.db, config),
        ttlMs: config.mediaUrlTtlMs,
        ...(now ? { now: () => now().getTime() } : {}),
      }),
    );
    // Where back-office uploads go: MEDIA_DIR/uploads, or an S3-compatible bucket (decision 057).
    app.decorate(
      'mediaStorage',
      config.mediaUploads.s3
        ? createS3MediaStorage(config.mediaUploads.s3)
        : createLocalMediaStorage(config.mediaDir),
    );
    await app.register(identityProviderPlugin, { config });
    const services = await buildServices(app, config, { now, identityProvider, pushAgent });
    await startWorkers(app, config, services);
    await app.register(apiScope, {
      prefix: '/api',
      config,
      modules: [...apiModules(config, services), ...extraApiModules],
    });
    await app.register(authenticatorRoutes(config, services), { prefix: '/authenticator' });
    // Zoom's webhook: outside the /api scope (no API key, session or anti-forgery token).
    await app.register(eventsWebhookRoutes(services));
    // Test rigs only (EVENTS_TEST_FIXTURES; production refuses it without SEED_DEMO_FORCE).
    if (config.events.testFixtures) {
      await app.register(
        eventsFixtureRoutes({
          db: app.database.db,
          now: now ?? (() => new Date()),
          catalogue: services.catalogue,
        }),
      );
      // Moves only the clock of content validity (decision 054).
      await app.register(publicationClockFixtureRoutes(services));
    }
    await app.register(docfinderApi({ config, docfinder: services.docfinder }), {
      prefix: DOCFINDER_PREFIX,
    });
    await registerMedia(app, {
      mediaDir: config.mediaDir,
      signer: app.mediaUrls,
      uploads: app.mediaStorage,
      isPublic: createPublicMediaCheck(app.database.db, services.catalogue),
    });
    // The Zoom frame page and the SDK's files, with the policy Zoom needs there only (decision 035).
    await app.register(zoomFrameRoutes());
    await registerWebApp(app, {
      webDist: config.webDist,
      runtimeConfig: buildRuntimeConfig(config),
      configuredHosts: config.publicHosts,
      doctorProfile: (id) => services.docfinder.profile(id).catch(() => undefined),
    });
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
