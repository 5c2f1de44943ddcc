import { z } from 'zod';
import { isoDateTimeSchema as isoDateTime } from '../value-schemas.ts';
import { linkedTextSchema } from '../country-profile.ts';
import { missingOrInvalid } from '../validation.ts';
import { medicalInformationProductSchema, medicalInformationTypeSchema } from './field-schemas.ts';

export const caseStatuses = ['received', 'in_review', 'answered', 'closed'] as const;
export const caseStatusSchema = z.enum(caseStatuses, { error: missingOrInvalid });
export type CaseStatus = z.infer<typeof caseStatusSchema>;

/** The status changes a team member may make (anything else answers 409). */
export const allowedStatusTransitions = {
  received: ['in_review', 'closed'],
  in_review: ['answered', 'closed'],
  answered: ['closed', 'in_review'],
  closed: ['in_review'],
} as const satisfies Record<CaseStatus, readonly CaseStatus[]>;

export function canChangeStatus(from: CaseStatus, to: CaseStatus): boolean {
  return (allowedStatusTransitions[from] as readonly CaseStatus[]).includes(to);
}

/** What a request's text reads like: a pharmacovigilance report the team must pass on. */
export const caseFlags = ['adverse-event', 'quality-complaint'] as const;
export const caseFlagSchema = z.enum(caseFlags);
export type CaseFlag = z.infer<typeof caseFlagSchema>;

/** `MI-BR-2026-000042`: country, year of the request, a number per country and year. */
export const CASE_NUMBER_PATTERN = /^MI-[A-Z]{2}-\d{4}-\d{6,}$/;

/** A case as the doctor who made the request sees it. */
export const medicalInformationCaseSchema = z.object({
  /** The request's id (the client's, or one the server made). */
  id: z.uuid(),
  caseNumber: z.string(),
  status: caseStatusSchema,
  type: medicalInformationTypeSchema,
  product: medicalInformationProductSchema.nullable(),
  /** Plain text to list the case by: the article title, or the start of the question. */
  summary: z.string(),
  /** The request's date (spec §5: the client's, or when the server received it). */
  date: isoDateTime,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  flaggedAs: caseFlagSchema.nullable(),
  /**
   * When flagged: the country's report-side-effect (adverse event) or technical-complaint
   * (quality complaint) link of the country profile; `textKey` is a translation key.
   */
  reportingChannel: linkedTextSchema.nullable(),
});
export type MedicalInformationCase = z.infer<typeof medicalInformationCaseSchema>;

export const medicalInformationCaseListSchema = z.object({
  items: z.array(medicalInformationCaseSchema),
});
export type MedicalInformationCaseList = z.infer<typeof medicalInformationCaseListSchema>;
