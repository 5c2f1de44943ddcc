import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CountryCode } from '@pulso/contracts/country';
import type {
  ArticleMailDetails,
  CaseFlag,
  CaseStatus,
  MedicalInformationProduct,
  MedicalInformationType,
} from '@pulso/contracts/medical-information';
import {
  medicalInformationCaseCounters,
  medicalInformationCaseEvents,
  medicalInformationCases,
  type AuditAction,
  type AuditActorKind,
  type DeliveryChannel,
} from '../../db/schema/medical-information.ts';
import type { Queryable } from '../../platform/db/database.ts';

export type { DeliveryChannel };

export interface CaseRecord {
  id: string;
  caseNumber: string;
  userId: string | null;
  country: CountryCode;
  type: MedicalInformationType;
  product: MedicalInformationProduct | null;
  name: string;
  email: string;
  phone: string | null;
  content: string;
  summary: string;
  requestDate: Date;
  status: CaseStatus;
  flaggedAs: CaseFlag | null;
  mailDetails: ArticleMailDetails | null;
  deliveryChannel: DeliveryChannel;
  deliveryJobId: string | null;
  assignedTo: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const t = medicalInformationCases;
const columns = {
  id: t.id,
  caseNumber: t.caseNumber,
  userId: t.userId,
  country: t.country,
  type: t.type,
  product: t.product,
  name: t.name,
  email: t.email,
  phone: t.phone,
  content: t.content,
  summary: t.summary,
  requestDate: t.requestDate,
  status: t.status,
  flaggedAs: t.flaggedAs,
  mailDetails: t.mailDetails,
  deliveryChannel: t.deliveryChannel,
  deliveryJobId: t.deliveryJobId,
  assignedTo: t.assignedTo,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

/**
 * The next case number of a country and year: the counter row is created or incremented in
 * the caller's transaction, so two requests never get the same number, and a request that rolls
 * back gives its number back.
 */
export async function nextCaseSequence(
  db: Queryable,
  country: CountryCode,
  year: number,
): Promise<number> {
  const counters = medicalInformationCaseCounters;
  const [row] = await db
    .insert(counters)
    .values({ country, year, last: 1 })
    .onConflictDoUpdate({
      target: [counters.country, counters.year],
      set: { last: sql`${counters.last} + 1` },
    })
    .returning({ last: counters.last });
  if (!row) throw new Error('no case number was given');
  return row.last;
}

export type NewCase = Omit<
  CaseRecord,
  'userId' | 'status' | 'mailDetails' | 'updatedAt' | 'assignedTo'
> & {
  userId: string;
};

/** Inserts a case; false when a case with this id exists already (nothing is written). */
export async function insertCase(db: Queryable, values: NewCase): Promise<boolean> {
  const inserted = await db
    .insert(t)
    .values({
      id: values.id,
      caseNumber: values.caseNumber,
      userId: values.userId,
      country: values.country,
      type: values.type,
      product: values.product,
      name: values.name,
      email: values.email,
      phone: values.phone,
      content: values.content,
      summary: values.summary,
      requestDate: values.requestDate,
      status: 'received',
      flaggedAs: values.flaggedAs,
      deliveryChannel: values.deliveryChannel,
      deliveryJobId: values.deliveryJobId,
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    .onConflictDoNothing({ target: t.id })
    .returning({ id: t.id });
  return inserted.length === 1;
}

export async function findCase(db: Queryable, id: string): Promise<CaseRecord | undefined> {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** A case locked until the end of the transaction (a status change reads, checks, writes). */
export async function findCaseForUpdate(
  db: Queryable,
  id: string,
): Promise<CaseRecord | undefined> {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id)).limit(1).for('update');
  return row;
}

const OWN_CASES_LIMIT = 200;

/** A doctor's cases, newest first. */
export async function listCasesOfUser(db: Queryable, userId: string): Promise<CaseRecord[]> {
  return db
    .select(columns)
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.createdAt), desc(t.caseNumber))
    .limit(OWN_CASES_LIMIT);
}

export interface CaseFilter {
  countries: readonly CountryCode[];
  status?: CaseStatus | undefined;
  /** An agent's id: their cases; null: the unassigned ones. */
  assignedTo?: string | null | undefined;
}

/** A page of the cases of some countries (and one status), newest first, and how many in all. */
export async function listCases(
  db: Queryable,
  filter: CaseFilter,
  page: { offset: number; limit: number },
): Promise<{ items: CaseRecord[]; total: number }> {
  const where = and(
    inArray(t.country, [...filter.countries]),
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.assignedTo === null
      ? isNull(t.assignedTo)
      : filter.assignedTo
        ? eq(t.assignedTo, filter.assignedTo)
        : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(t).where(where);
  const items = await db
    .select(columns)
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.caseNumber))
    .offset(page.offset)
    .limit(page.limit);
  return { items, total: counted?.total ?? 0 };
}

/** Keeps the sendMail fields once: false when the case had them already. */
export async function setMailDetailsOnce(
  db: Queryable,
  id: string,
  details: ArticleMailDetails,
): Promise<boolean> {
  const updated = await db
    .update(t)
    .set({ mailDetails: details, updatedAt: new Date(details.receivedAt) })
    .where(and(eq(t.id, id), isNull(t.mailDetails)))
    .returning({ id: t.id });
  return updated.length === 1;
}

export async function updateCaseStatus(
  db: Queryable,
  id: string,
  status: CaseStatus,
  at: Date,
): Promise<void> {
  await db.update(t).set({ status, updatedAt: at }).where(eq(t.id, id));
}

export async function assignCase(
  db: Queryable,
  id: string,
  agentId: string | null,
  at: Date,
): Promise<void> {
  await db
    .update(t)
    .set({ assignedTo: agentId, assignedAt: agentId ? at : null, updatedAt: at })
    .where(eq(t.id, id));
}

// ---------------------------------------------------------------------------------------------
// Audit trail (append-only)

export interface CaseEvent {
  at: Date;
  action: AuditAction;
  actorKind: AuditActorKind;
  actorUserId: string | null;
  actorName: string | null;
  fromStatus: CaseStatus | null;
  toStatus: CaseStatus | null;
  note: string | null;
}

const e = medicalInformationCaseEvents;

export async function appendCaseEvents(
  db: Queryable,
  caseId: string,
  events: readonly CaseEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(e).values(
    events.map((event) => ({
      caseId,
      at: event.at,
      action: event.action,
      actorKind: event.actorKind,
      actorUserId: event.actorUserId,
      actorName: event.actorName,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
    })),
  );
}

/** A case's trail, oldest first. */
export async function listCaseEvents(db: Queryable, caseId: string): Promise<CaseEvent[]> {
  return db
    .select({
      at: e.at,
      action: e.action,
      actorKind: e.actorKind,
      actorUserId: e.actorUserId,
      actorName: e.actorName,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
    })
    .from(e)
    .where(eq(e.caseId, caseId))
    .orderBy(asc(e.id));
}
