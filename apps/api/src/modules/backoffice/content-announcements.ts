import type { FastifyBaseLogger } from 'fastify';
import { itemPath } from '@pulso/contracts/content/item-path';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { ensureQueue, jobExecutor, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { findPublishedItem } from '../content/content.repository.ts';
import type { PushNotifier } from '../push/push.service.ts';
import type { PublicationClock } from '../content/publication.ts';
import type { PeopleService } from '../users/people.service.ts';

/**
 * "New content in my specialties" (issue 16, decision 056): approving a content version queues an
 * announcement of the item for the moment it becomes visible (now, or its valid-from). When it
 * runs, the item must be published then (not withdrawn, not expired, its window begun); the
 * doctors of the item's countries who follow its specialty get one push each, on the
 * `specialty_content` topic, once per item whatever happens (push `notifyOnce`: a later version,
 * a retried or repeated job notify nobody twice).
 */
export const CONTENT_ANNOUNCEMENT_QUEUE = 'content-announcement';

export interface AnnouncementJob {
  contentId: string;
}

const YEAR_SECONDS = 365 * 24 * 3600;

export async function ensureAnnouncementQueue(boss: JobQueue): Promise<void> {
  // A valid-from may be months ahead: waiting jobs are kept (pg-boss drops them after 14 days).
  await ensureQueue(boss, CONTENT_ANNOUNCEMENT_QUEUE, {
    retentionSeconds: 2 * YEAR_SECONDS,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
  });
}

/** Queues the announcement of an approved item in the approval's transaction. */
export async function scheduleAnnouncement(
  boss: JobQueue,
  tx: Queryable,
  { contentId, validFrom, now }: { contentId: string; validFrom: Date; now: Date },
): Promise<void> {
  await boss.send(CONTENT_ANNOUNCEMENT_QUEUE, { contentId } satisfies AnnouncementJob, {
    db: jobExecutor(tx),
    ...(validFrom > now ? { startAfter: validFrom } : {}),
  });
}

export interface ContentAnnouncerDeps {
  db: Database;
  people: Pick<PeopleService, 'followersOf'>;
  push: Pick<PushNotifier, 'notifyOnce'>;
  /** Content's publication clock: an item is announced once it is published. */
  publication: PublicationClock;
}

export const announcementKey = (contentId: string) => `content:${contentId}`;

export function createContentAnnouncer({ db, people, push, publication }: ContentAnnouncerDeps) {
  return {
    /**
     * Announces an item to its followers if it is published now; answers the devices queued
     * (null: the item is not visible now, nothing sent; an item whose valid-from is ahead has
     * its own job for then).
     */
    async announce({ contentId }: AnnouncementJob): Promise<number | null> {
      return db.transaction(async (tx) => {
        const item = await findPublishedItem(tx, contentId, publication.now());
        if (!item) return null;
        const followers = await people.followersOf(tx, item.categoryId, item.countries);
        return push.notifyOnce(
          tx,
          announcementKey(item.id),
          followers.map((person) => ({
            userId: person.id,
            topic: 'specialty_content' as const,
            id: `content-${item.id}`,
            title: item.title,
            url: itemPath(item, person.country),
            urgency: 'normal' as const,
            ...(item.validTo ? { expiresAt: item.validTo } : {}),
          })),
        );
      });
    },
  };
}

export type ContentAnnouncer = ReturnType<typeof createContentAnnouncer>;

/** Works the announcement queue. */
export async function startAnnouncementWorker(
  boss: JobQueue,
  announcer: Pick<ContentAnnouncer, 'announce'>,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.work<AnnouncementJob>(
    CONTENT_ANNOUNCEMENT_QUEUE,
    { pollingIntervalSeconds: 5, batchSize: 1 },
    async (jobs) => {
      for (const job of jobs) {
        const devices = await announcer.announce(job.data);
        log.info({ job: job.id, contentId: job.data.contentId, devices }, 'content announcement');
      }
    },
  );
}
