import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import { uiLanguageOf, type CountryCode } from '@pulso/contracts/country';
import {
  DEFAULT_PUSH_TOPICS,
  PUSH_TITLE_MAX_LENGTH,
  type HeldPushDevice,
  pushPayloadSchema,
  type PushDevice,
  type PushPayload,
  type PushQuietHours,
  type PushSettings,
  type PushSubscriptionBody,
  type PushTestAnswer,
  type PushTopicValue,
} from '@pulso/contracts/push';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { ensureQueue, jobExecutor, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Clock } from '../training/exam-timing.ts';
import type { PeopleService } from '../users/people.service.ts';
import { isAllowedEndpoint } from './endpoint-hosts.ts';
import { EndpointNotAllowedError, EndpointTakenError, NotSubscribedError } from './push.errors.ts';
import {
  claimNotice,
  countSubscriptions,
  deleteSubscription,
  findQuietHours,
  findSubscription,
  listSubscriptions,
  saveQuietHours,
  subscriptionsWithTopic,
  upsertSubscription,
  type SubscriptionRecord,
} from './push.repository.ts';
import { deliveryTime } from './quiet-hours.ts';
import type { VapidKeys } from './vapid.ts';

/** One pg-boss job per device and notification: a failing push service retries only its own. */
export const PUSH_QUEUE = 'push-notification';

export interface PushJob {
  endpoint: string;
  payload: PushPayload;
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** How long a notification without an end of its own waits for an offline device. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

export interface PushServiceDeps {
  db: Database;
  jobs: JobQueue;
  people: Pick<PeopleService, 'personOf' | 'setPushNotifications'>;
  vapidKeys: VapidKeys;
  /** PUSH_ENDPOINT_HOSTS. */
  endpointHosts: readonly string[];
  /** The country settings (the VAPID subject is `mailto:` the country's SUPPORT_EMAIL). */
  countries: Config['countries'];
  now: Clock;
  /** The HTTPS agent the push services are called through (tests trust their own CA with it). */
  agent?: Agent;
}

/** What another module asks to notify: the push module picks the devices and the moment. */
export interface PushNotice {
  userId: string;
  topic: PushTopicValue;
  /** `id`: a stable tag (a newer notice with the same id replaces a shown one). */
  id: string;
  title: string;
  /** A same-origin path the click opens. */
  url: string;
  /** After this instant the notice is pointless (an event that has started): dropped. */
  expiresAt?: Date;
  /** Default: `high` for a notice with an end (it is due soon), else `normal`. */
  urgency?: PushJob['urgency'];
}

/** What other modules are handed: queue a notice in their own transaction. */
export interface PushNotifier {
  notify(tx: Queryable, notice: PushNotice): Promise<number>;
  notifyOnce(tx: Queryable, key: string, notices: readonly PushNotice[]): Promise<number>;
}

const testTitles = {
  es: 'Notificación de prueba: las notificaciones funcionan en este dispositivo',
  'pt-br': 'Notificação de teste: as notificações funcionam neste dispositivo',
} as const;

const deviceOf = (record: SubscriptionRecord): PushDevice => ({
  endpoint: record.endpoint,
  userAgent: record.userAgent,
  topics: record.topics,
  createdAt: record.createdAt.toISOString(),
});

const truncate = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

export async function ensurePushQueue(boss: JobQueue): Promise<void> {
  await ensureQueue(boss, PUSH_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
}

/**
 * Web push (issue 16, decision 048): devices subscribe and unsubscribe, each chooses its topics,
 * the account has quiet hours; a notice becomes one job per device, delayed past the quiet hours
 * (dropped if it would then be past its end), sent through web-push (aes128gcm, VAPID); an
 * endpoint the push service says is gone (404, 410) is deleted. The profile's
 * `pushNotifications` mirrors whether any device is left.
 */
export function createPushService(deps: PushServiceDeps) {
  const { db, jobs, people, now } = deps;

  async function mirror(tx: Queryable, userId: string): Promise<void> {
    await people.setPushNotifications(tx, userId, (await countSubscriptions(tx, userId)) > 0);
  }

  async function queue(
    tx: Queryable,
    endpoints: readonly string[],
    job: Omit<PushJob, 'endpoint'>,
    startAfter?: Date,
  ): Promise<void> {
    for (const endpoint of endpoints)
      await jobs.send(
        PUSH_QUEUE,
        { ...job, endpoint },
        { db: jobExecutor(tx), ...(startAfter ? { startAfter } : {}) },
      );
  }

  async function settingsOf(userId: string): Promise<PushSettings> {
    const [devices, quietHours, person] = await Promise.all([
      listSubscriptions(db, userId),
      findQuietHours(db, userId),
      people.personOf(userId),
    ]);
    return {
      devices: devices.map(deviceOf),
      quietHours,
      timeZone: person?.timeZone ?? 'UTC',
    };
  }

  /**
   * Queues `notice` for the devices of its user that chose its topic, in `tx`, after the
   * quiet hours; answers how many (0: none chose it, or it would be too late).
   */
  async function notify(tx: Queryable, notice: PushNotice): Promise<number> {
    const endpoints = (await subscriptionsWithTopic(tx, notice.userId, notice.topic)).map(
      (row) => row.endpoint,
    );
    if (endpoints.length === 0) return 0;
    const at = now();
    const person = await people.personOf(notice.userId, tx);
    const quietHours = await findQuietHours(tx, notice.userId);
    const sendAt = deliveryTime(at, quietHours, person?.timeZone ?? 'UTC');
    if (notice.expiresAt && sendAt >= notice.expiresAt) return 0;
    const payload = pushPayloadSchema.parse({
      id: notice.id,
      title: truncate(notice.title, PUSH_TITLE_MAX_LENGTH),
      url: notice.url,
      topic: notice.topic,
    });
    // Kept for an offline device until the notice's end, a day at most.
    const ttlSeconds = notice.expiresAt
      ? Math.max(
          60,
          Math.min(
            DEFAULT_TTL_SECONDS,
            Math.floor((notice.expiresAt.getTime() - sendAt.getTime()) / 1000),
          ),
        )
      : DEFAULT_TTL_SECONDS;
    await queue(
      tx,
      endpoints,
      { payload, ttlSeconds, urgency: notice.urgency ?? (notice.expiresAt ? 'high' : 'normal') },
      sendAt > at ? sendAt : undefined,
    );
    return endpoints.length;
  }

  const subjectOf = (country: CountryCode | undefined) =>
    `mailto:${deps.countries[country ?? 'br'].supportEmail}`;

  return {
    publicKey(): string {
      return deps.vapidKeys.publicKey;
    },

    settings: settingsOf,

    /** The person's devices for the data export: the push service's host, never the keys. */
    async heldAbout(userId: string): Promise<HeldPushDevice[]> {
      return (await listSubscriptions(db, userId)).map((record) => ({
        endpointHost: new URL(record.endpoint).host,
        userAgent: record.userAgent,
        topics: record.topics,
        createdAt: record.createdAt.toISOString(),
      }));
    },

    /**
     * Stores this device for `userId`; a device another account holds is not moved (409
     * `push.endpoint_taken`, decision 073): that account, or the browser ending the
     * subscription (the push service then answers 410 and it is deleted), lets it go first.
     */
    async subscribe(
      userId: string,
      body: PushSubscriptionBody & { topics?: PushTopicValue[] },
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      if (!isAllowedEndpoint(body.endpoint, deps.endpointHosts))
        throw new EndpointNotAllowedError(
          `Only endpoints of the browsers' push services are accepted (PUSH_ENDPOINT_HOSTS), on https' own port.`,
        );
      return db.transaction(async (tx) => {
        const record = await upsertSubscription(
          tx,
          {
            endpoint: body.endpoint,
            userId,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            userAgent: userAgent?.slice(0, 512) ?? null,
            topics: body.topics,
          },
          DEFAULT_PUSH_TOPICS,
          now(),
        );
        if (!record) throw new EndpointTakenError();
        await people.setPushNotifications(tx, userId, true);
        return deviceOf(record);
      });
    },

    /** Forgets one of the caller's devices (another account's endpoint is left alone). */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (await deleteSubscription(tx, endpoint, userId)) await mirror(tx, userId);
      });
    },

    async setQuietHours(userId: string, quietHours: PushQuietHours | null): Promise<PushSettings> {
      await saveQuietHours(db, userId, quietHours, now());
      return settingsOf(userId);
    },

    /** One test notification to each of the caller's devices, now (quiet hours do not apply). */
    async sendTest(userId: string, country: CountryCode): Promise<PushTestAnswer> {
      const devices = await listSubscriptions(db, userId);
      if (devices.length === 0) throw new NotSubscribedError();
      const language = uiLanguageOf[country] === 'pt-br' ? 'pt-br' : 'es';
      const payload: PushPayload = {
        id: `test-${now().getTime()}`,
        title: testTitles[language],
        url: '/preferencias-usuario',
      };
      await db.transaction((tx) =>
        queue(
          tx,
          devices.map((device) => device.endpoint),
          { payload, ttlSeconds: 600, urgency: 'high' },
        ),
      );
      return { devices: devices.length };
    },

    notify,

    /**
     * Queues each notice (one topic for all) to a person who was never sent notice `key`, and
     * records that they were, in `tx` (a second call, a retried job, changes nothing; decision
     * 056). A person without a device on the topic is not recorded. Answers the devices queued.
     */
    async notifyOnce(tx: Queryable, key: string, notices: readonly PushNotice[]): Promise<number> {
      const byUser = new Map(notices.map((notice) => [notice.userId, notice]));
      const topic = notices[0]?.topic;
      if (!topic) return 0;
      const claimed = await claimNotice(tx, key, [...byUser.keys()], topic, now());
      let devices = 0;
      for (const userId of claimed) devices += await notify(tx, byUser.get(userId)!);
      return devices;
    },

    /**
     * Sends one job: encrypted (aes128gcm) and signed (VAPID) by web-push. 404/410: the device
     * is gone, deleted. 429, 5xx and network failures throw (pg-boss retries); another refusal
     * is logged and dropped. Answers what happened.
     */
    async deliver(job: PushJob): Promise<'sent' | 'gone' | 'refused' | 'unknown'> {
      const record = await findSubscription(db, job.endpoint);
      if (!record || !isAllowedEndpoint(record.endpoint, deps.endpointHosts)) return 'unknown';
      const person = await people.personOf(record.userId);
      try {
        await webpush.sendNotification(
          { endpoint: record.endpoint, keys: { p256dh: record.p256dh, auth: record.auth } },
          JSON.stringify(job.payload),
          {
            vapidDetails: { subject: subjectOf(person?.country), ...deps.vapidKeys },
            TTL: job.ttlSeconds,
            urgency: job.urgency,
            contentEncoding: 'aes128gcm',
            timeout: 15_000,
            ...(deps.agent ? { agent: deps.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        if (!(error instanceof WebPushError)) throw error;
        if (error.statusCode === 404 || error.statusCode === 410) {
          await db.transaction(async (tx) => {
            const owner = await deleteSubscription(tx, record.endpoint);
            if (owner) await mirror(tx, owner);
          });
          return 'gone';
        }
        if (error.statusCode === 429 || error.statusCode >= 500) throw error;
        return 'refused';
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

/** Works the push queue, one job at a time (a retried job sends to its one device only). */
export async function startPushWorker(
  boss: JobQueue,
  push: Pick<PushService, 'deliver'>,
  log: FastifyBaseLogger,
  pollingIntervalSeconds = 2,
): Promise<void> {
  await boss.work<PushJob>(PUSH_QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async (batch) => {
    for (const job of batch) {
      const outcome = await push.deliver(job.data);
      log.info({ job: job.id, outcome, id: job.data.payload.id }, 'push notification');
    }
  });
}
