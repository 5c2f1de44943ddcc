import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CountryCode } from '@pulso/contracts/country';
import type {
  ArticleMailDetails,
  CaseFlag,
  CaseStatus,
  MedicalInformationProduct,
  MedicalInformationType,
} from '@pulso/contracts/medical-information';
import { users } from './users.ts';

export type DeliveryChannel = 'smtp' | 'omnichannel';
export type AuditAction =
  'created' | 'flagged' | 'mail_details_attached' | 'status_changed' | 'assigned';
export type AuditActorKind = 'doctor' | 'team' | 'system';

/**
 * Medical-information requests (spec §3) as cases: the request as received (content sanitised),
 * its case number and status, the flag its text earned, and the job that delivers its mail. Cases
 * are never deleted (they are pharmacovigilance records); when the doctor's account is deleted
 * the case stays, without its link to the account.
 */
export const medicalInformationCases = pgTable(
  'medical_information_cases',
  {
    /** The request's id: the client's (idempotency), or one the server made. */
    id: uuid('id').primaryKey(),
    caseNumber: text('case_number').notNull().unique('medical_information_cases_case_number_key'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    country: text('country').$type<CountryCode>().notNull(),
    type: text('type').$type<MedicalInformationType>().notNull(),
    product: text('product').$type<MedicalInformationProduct>(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    summary: text('summary').notNull(),
    /** Spec §5 `date`: the client's, or when the server received the request. */
    requestDate: timestamp('request_date', { withTimezone: true }).notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('received'),
    flaggedAs: text('flagged_as').$type<CaseFlag>(),
    /** The follow-up sendMail fields, once received. */
    mailDetails: jsonb('mail_details').$type<ArticleMailDetails>(),
    deliveryChannel: text('delivery_channel').$type<DeliveryChannel>().notNull(),
    /** The pg-boss job that delivers the request (mail queue or omnichannel queue). */
    deliveryJobId: uuid('delivery_job_id'),
    /** The agent (of the case's country) the back-office inbox assigned it to, when assigned. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('medical_information_cases_user_created_idx').on(table.userId, table.createdAt),
    index('medical_information_cases_country_status_created_idx').on(
      table.country,
      table.status,
      table.createdAt,
    ),
  ],
);

/** The last case number given per country and year (`MI-BR-2026-000042`). */
export const medicalInformationCaseCounters = pgTable(
  'medical_information_case_counters',
  {
    country: text('country').$type<CountryCode>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.year] })],
);

/**
 * Every change of a case, append-only: a trigger (migration 0007) refuses UPDATE, DELETE and
 * TRUNCATE. Actors are named as they were, without a foreign key, so that deleting an account
 * never has to touch the trail.
 */
export const medicalInformationCaseEvents = pgTable(
  'medical_information_case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => medicalInformationCases.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<AuditAction>().notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    fromStatus: text('from_status').$type<CaseStatus>(),
    toStatus: text('to_status').$type<CaseStatus>(),
    note: text('note'),
  },
  (table) => [index('medical_information_case_events_case_idx').on(table.caseId, table.id)],
);
