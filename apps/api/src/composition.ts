import { fileURLToPath } from 'node:url';
import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { createAuthenticatorClient } from './modules/identity/authenticator/authenticator-client.ts';
import { createAuthenticatorService } from './modules/identity/authenticator/authenticator.service.ts';
import { identityProviderOf } from './modules/identity/identity-access.ts';
import type { IdentityProvider } from './modules/identity/provider/identity-provider.ts';
import { createLoginService } from './modules/identity/login.service.ts';
import { createRegistrationService } from './modules/identity/registration/registration.service.ts';
import { createClustersService } from './modules/content/clusters.service.ts';
import { loadContentTokenSecret } from './modules/content/content-token.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createItemAccess } from './modules/content/item-access.ts';
import { createBackofficeMediaService } from './modules/backoffice/media.service.ts';
import { createMediaSigning } from './modules/content/media-access.ts';
import { createPublicAccessService } from './modules/content/public-access.service.ts';
import { createSavedService } from './modules/content/saved.service.ts';
import { createCepLookup } from './modules/docfinder/cep-lookup.ts';
import { createDocfinderService } from './modules/docfinder/docfinder.service.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { anchorDemoEvents } from './modules/events/events.seed.ts';
import { ensureReminderQueue, startReminderWorker } from './modules/events/reminders.ts';
import {
  createPushService,
  ensurePushQueue,
  startPushWorker,
} from './modules/push/push.service.ts';
import { loadVapidKeys } from './modules/push/vapid.ts';
import { bannerTextsFrom } from './modules/consent/banner-texts.ts';
import { createConsentService } from './modules/consent/consent.service.ts';
import { createLegalService } from './modules/legal/legal.service.ts';
import { createLicencesService } from './modules/licences/licences.service.ts';
import { createMedicalInformationService } from './modules/medical-information/medical-information.service.ts';
import {
  ensureOmnichannelQueues,
  startOmnichannelDispatcher,
} from './modules/medical-information/omnichannel.ts';
import { createTeamService } from './modules/medical-information/team.service.ts';
import { createCertificateService } from './modules/training/certificates.ts';
import { systemClock, type Clock } from './modules/training/exam-timing.ts';
import { createTrainingService } from './modules/training/training.service.ts';
import { createPeopleService } from './modules/users/people.service.ts';
import { createProductAccountsService } from './modules/users/product-accounts.service.ts';
import { createAccountsAdmin } from './modules/users/accounts-admin.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createBackofficeContentsService } from './modules/backoffice/contents.service.ts';
import { createBackofficeCoursesService } from './modules/backoffice/courses.service.ts';
import { createBackofficeEventsService } from './modules/backoffice/events.service.ts';
import { createBackofficeDirectoryService } from './modules/backoffice/directory.service.ts';
import {
  createContentAnnouncer,
  ensureAnnouncementQueue,
  startAnnouncementWorker,
} from './modules/backoffice/content-announcements.ts';
import { createAccountsService } from './modules/backoffice/accounts.service.ts';
import { startExpiryAlertWorker } from './modules/backoffice/expiry-alerts-job.ts';
import { createExpiryService } from './modules/backoffice/expiry.service.ts';
import { createLicenceImportService } from './modules/backoffice/licence-import.service.ts';
import { listValidityBounds } from './modules/content/catalogue.repository.ts';
import { createCatalogueChanges } from './modules/content/content-cache.ts';
import { createPublicationClock } from './modules/content/publication.ts';
import { translationsLoader } from './platform/spa/translations.ts';

/** The web app's public files in the sources (what Vite's development server serves). */
const webSourcePublic = fileURLToPath(new URL('../../web/public', import.meta.url));

const countryMailboxes = (config: Config) =>
  Object.fromEntries(
    Object.entries(config.countries).map(([code, values]) => [
      code,
      values.medicalInformationMailbox,
    ]),
  ) as Record<keyof Config['countries'], string>;

/**
 * The composition root: every service of the API built once, each handed the services of other
 * modules it asks (modules talk through services; one module owns each table), then handed to
 * the route plugins. Needs the app's database, job queue, mail outbox and media signer.
 */
export async function buildServices(
  app: FastifyInstance,
  config: Config,
  {
    now,
    identityProvider: double,
    pushAgent,
  }: { now?: Clock; identityProvider?: IdentityProvider; pushAgent?: Agent } = {},
) {
  const db = app.database.db;
  const clock = now ?? systemClock;
  const media = createMediaSigning(app.mediaUrls);

  const people = createPeopleService(db);
  const licences = createLicencesService({ db, registryUrl: config.licenceRegistryUrl });
  const legal = createLegalService(db);
  const consent = createConsentService({
    db,
    policyRevision: config.consentPolicyRevision,
    bannerTexts: bannerTextsFrom(
      [
        translationsLoader(config.webDist),
        // The development server (and the tests) serve the sources' translation files.
        ...(config.environment === 'production' ? [] : [translationsLoader(webSourcePublic)]),
      ],
      config.consentPolicyRevision,
    ),
  });
  // The texts served from the start are kept at once (a choice names one of them).
  await consent.keepServedTexts().then(
    (served) => {
      if (served === 0)
        app.log.warn(
          { webDist: config.webDist },
          'no cookie-banner text found in the translation files: banner choices will be refused',
        );
    },
    (error: unknown) => app.log.warn({ err: error }, 'cookie-banner texts not kept'),
  );
  const docfinder = createDocfinderService({
    db,
    people,
    cep: createCepLookup(db, { url: config.docfinder.cepServiceUrl, timeoutMs: 1_500 }),
  });

  // What doctors see of the catalogue: the publication clock (test rigs may shift it) and the
  // catalogue's changes, which the content caches follow. The app's own, exposed for test rigs.
  const publication = createPublicationClock(clock);
  const catalogue = createCatalogueChanges(publication);
  catalogue.noteValidityBounds(await listValidityBounds(db, publication.now()));
  app.decorate('publication', publication);
  app.decorate('catalogueChanges', catalogue);

  const items = createItemAccess(db, publication);
  const training = createTrainingService({
    db,
    items,
    people,
    now: clock,
    attempts: config.training,
  });
  const certificates = createCertificateService({ db });
  const saved = createSavedService(db, media, publication);
  const content = createContentService({
    db,
    savedIdsOf: saved.idsOf,
    media,
    trainingStateOf: (userId, contentId) => training.stateOf(userId, contentId),
    publication,
    catalogue,
  });
  await ensureAnnouncementQueue(app.jobs);
  const backofficeContents = createBackofficeContentsService({
    db,
    jobs: app.jobs,
    people,
    now: clock,
    publication,
    catalogue,
  });
  const backofficeCourses = createBackofficeCoursesService({
    db,
    people,
    now: clock,
    attemptDefaults: config.training,
  });
  const clusters = createClustersService({
    db,
    savedIdsOf: saved.idsOf,
    media,
    publication,
    catalogue,
  });
  const publicAccess = createPublicAccessService({
    db,
    secret: await loadContentTokenSecret(db, config),
    media,
    publication,
  });

  await ensurePushQueue(app.jobs);
  const push = createPushService({
    db,
    jobs: app.jobs,
    people,
    vapidKeys: await loadVapidKeys(db, config),
    endpointHosts: config.push.endpointHosts,
    countries: config.countries,
    now: clock,
    agent: pushAgent,
  });

  const contentAnnouncer = createContentAnnouncer({ db, people, push, publication });
  const backofficeDirectory = createBackofficeDirectoryService({
    db,
    docfinder,
    people,
    now: clock,
  });

  await ensureOmnichannelQueues(app.jobs);
  const medicalInformation = createMedicalInformationService({
    db,
    jobs: app.jobs,
    mailOutbox: app.mailOutbox,
    mailboxes: countryMailboxes(config),
    omnichannel: config.omnichannel,
  });
  const team = createTeamService({
    db,
    jobs: app.jobs,
    people,
    push,
    answerTargetMs: config.medicalInformation.answerTargetMs,
    configured: {
      smtp: Boolean(config.mail.smtpUrl),
      omnichannel: Boolean(config.omnichannel.url),
    },
  });

  await ensureReminderQueue(app.jobs);
  const events = createEventsService({
    db,
    jobs: app.jobs,
    mailOutbox: app.mailOutbox,
    media: app.mediaUrls,
    people,
    push,
    settings: config.events,
    publicHosts: config.publicHosts,
    // Outside production (which requires PUBLIC_HOSTS), links in its mails name this server.
    ownOrigin: config.environment === 'production' ? undefined : `http://localhost:${config.port}`,
    now: clock,
    publication,
  });

  const backofficeEvents = createBackofficeEventsService({
    db,
    people,
    scheduling: events,
    defaultOpeningMs: config.events.openingWindowMs,
    now: clock,
    catalogue,
  });

  const backofficeMedia = createBackofficeMediaService({
    db,
    people,
    storage: app.mediaStorage,
    maxBytes: config.mediaUploads.maxBytes,
    now: clock,
  });

  const configured = identityProviderOf(app);
  const identityProvider = double ? () => double : configured;
  const authenticator = createAuthenticatorService({ accounts: people, licences });
  const login = createLoginService({
    db,
    accounts: people,
    identityProvider,
    authenticator: createAuthenticatorClient({
      settings: config.authenticator,
      inProcess: authenticator,
    }),
    sessionTtlMs: config.sessionTtlMs,
    loginMaxSkewSeconds: config.loginMaxSkewSeconds,
    sessions: app.sessionCache,
  });
  const registration = createRegistrationService({
    accounts: createProductAccountsService(db),
    identityProvider,
    licences,
    loginMaxSkewSeconds: config.loginMaxSkewSeconds,
  });
  const users = createUsersService({
    db,
    heldElsewhere: { medicalInformation, training, consent, push },
    identityProvider,
    countries: config.countries,
    outbox: app.mailOutbox,
    sessions: app.sessionCache,
  });

  const backofficeExpiry = createExpiryService({
    db,
    outbox: app.mailOutbox,
    people,
    now: clock,
  });
  const backofficeAccounts = createAccountsService({
    db,
    consent,
    people,
    accounts: createAccountsAdmin(app.sessionCache),
    now: clock,
  });
  const backofficeLicences = createLicenceImportService({ db, people, now: clock });

  return {
    identityProvider,
    backofficeContents,
    backofficeCourses,
    backofficeEvents,
    contentAnnouncer,
    backofficeDirectory,
    backofficeExpiry,
    backofficeAccounts,
    backofficeLicences,
    backofficeMedia,
    legal,
    consent,
    licences,
    people,
    users,
    registration,
    login,
    authenticator,
    content,
    clusters,
    saved,
    publicAccess,
    training,
    certificates,
    medicalInformation,
    team,
    events,
    push,
    clock,
    publication,
    catalogue,
    docfinder,
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * What runs beside the requests: the omnichannel dispatcher when OMNICHANNEL_URL is set (stopped
 * with the app), and the end of an account's sessions when its password is reset in the
 * identity provider.
 */
export async function startWorkers(
  app: FastifyInstance,
  config: Config,
  services: Services,
): Promise<void> {
  const { url } = config.omnichannel;
  if (url) {
    const dispatcher = await startOmnichannelDispatcher({
      boss: app.jobs,
      db: app.database.db,
      settings: { ...config.omnichannel, url },
      log: app.log.child({ module: 'medical-information' }),
    });
    app.addHook('onClose', () => dispatcher.stop());
  }
  // Event reminders become mails when due; the demo events move to this start (one is live).
  await startReminderWorker(
    app.jobs,
    { handle: services.events.sendReminder },
    app.log.child({ module: 'events' }),
  );
  await startPushWorker(app.jobs, services.push, app.log.child({ module: 'push' }));
  await startAnnouncementWorker(
    app.jobs,
    services.contentAnnouncer,
    app.log.child({ module: 'backoffice' }),
  );
  // Content expiry alerts: a daily run mails each owner once per item and threshold.
  await startExpiryAlertWorker(
    app.jobs,
    services.backofficeExpiry.sendAlerts,
    app.log.child({ module: 'backoffice' }),
  );
  if (config.seedDemo) {
    const moved = await anchorDemoEvents(
      app.database.db,
      services.events.rescheduleMany,
      services.clock(),
    );
    if (moved) app.log.info({ moved }, 'demo events moved to the server start');
  }
  // A password reset in the identity provider ends the account's product sessions (the provider
  // may register after this, and tests may put a double in front of it: hence onReady).
  app.addHook('onReady', async () => {
    let provider: IdentityProvider;
    try {
      provider = services.identityProvider();
    } catch {
      return; // none configured
    }
    provider.onPasswordChanged?.((uid) => services.users.endSessionsOfIdentity(uid));
  });
}
