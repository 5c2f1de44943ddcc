import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PushQuietHours, PushTopicValue } from '@pulso/contracts/push';
import { pushNoticesSent, pushSettings, pushSubscriptions } from '../../db/schema/push.ts';
import type { Queryable } from '../../platform/db/database.ts';

export type SubscriptionRecord = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a device (by endpoint) of `userId`, or renews its keys and (when given) its topics if
 * `userId` has it already. An endpoint another account holds is left as it is (decision 073):
 * answers undefined then. One statement: two accounts racing for an endpoint cannot both win.
 */
export async function upsertSubscription(
  db: Queryable,
  values: Omit<SubscriptionRecord, 'createdAt' | 'topics'> & { topics?: PushTopicValue[] },
  defaultTopics: readonly PushTopicValue[],
  now: Date,
): Promise<SubscriptionRecord | undefined> {
  const [record] = await db
    .insert(pushSubscriptions)
    .values({ ...values, topics: values.topics ?? [...defaultTopics], createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        ...(values.topics ? { topics: values.topics } : {}),
      },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning();
  return record;
}

export async function listSubscriptions(db: Queryable, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

export async function findSubscription(db: Queryable, endpoint: string) {
  const [record] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return record;
}

/** Deletes one endpoint (of `userId` only, when given); answers the owner it had. */
export async function deleteSubscription(
  db: Queryable,
  endpoint: string,
  userId?: string,
): Promise<string | undefined> {
  const [deleted] = await db
    .delete(pushSubscriptions)
    .where(
      userId
        ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))
        : eq(pushSubscriptions.endpoint, endpoint),
    )
    .returning({ userId: pushSubscriptions.userId });
  return deleted?.userId;
}

export async function countSubscriptions(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** The devices of `userId` that chose `topic`. */
export async function subscriptionsWithTopic(db: Queryable, userId: string, topic: PushTopicValue) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), sql`${topic} = any(${pushSubscriptions.topics})`),
    );
}

export async function findQuietHours(
  db: Queryable,
  userId: string,
): Promise<PushQuietHours | null> {
  const [row] = await db
    .select({ start: pushSettings.quietStart, end: pushSettings.quietEnd })
    .from(pushSettings)
    .where(eq(pushSettings.userId, userId));
  return row?.start && row.end ? { start: row.start, end: row.end } : null;
}

export async function saveQuietHours(
  db: Queryable,
  userId: string,
  quietHours: PushQuietHours | null,
  now: Date,
): Promise<void> {
  const values = { quietStart: quietHours?.start ?? null, quietEnd: quietHours?.end ?? null };
  await db
    .insert(pushSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { ...values, updatedAt: now } });
}

/**
 * Records that the notice `key` goes to those of `userIds` who have a device on `topic` and were
 * not sent it before; answers them (the others: already sent, or no device to send to).
 */
export async function claimNotice(
  db: Queryable,
  key: string,
  userIds: readonly string[],
  topic: PushTopicValue,
  now: Date,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const subscribed = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.userId, [...userIds]),
        sql`${topic} = any(${pushSubscriptions.topics})`,
      ),
    );
  if (subscribed.length === 0) return [];
  const claimed = await db
    .insert(pushNoticesSent)
    .values(subscribed.map(({ userId }) => ({ noticeKey: key, userId, sentAt: now })))
    .onConflictDoNothing()
    .returning({ userId: pushNoticesSent.userId });
  return claimed.map((row) => row.userId);
}
