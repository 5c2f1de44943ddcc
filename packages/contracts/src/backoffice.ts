import { z } from 'zod';
import { countryCodes } from './country.ts';
import { mainClusterSchema } from './content/clusters.ts';
import { specialtyAreaSchema } from './value-schemas.ts';
import { validationMessages as m } from './validation.ts';
import {
  contentDocumentPatchSchema,
  contentDocumentSchema,
} from './backoffice/content-document.ts';

export {
  contentDocumentPatchSchema,
  contentDocumentSchema,
  type ContentDocument,
  type ContentDocumentPatch,
} from './backoffice/content-document.ts';

/** Staff roles (issue 17), each granted for one or more countries: `role:cc` in `users.roles`. */
export const staffRoles = [
  'admin',
  'editor',
  'reviewer',
  'medical-information',
  'events-manager',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const contentVersionStatuses = [
  'draft',
  'in-review',
  'approved',
  'superseded',
  'withdrawn',
] as const;
export type ContentVersionStatus = (typeof contentVersionStatuses)[number];
/** What the back office shows: `expired` is an approved version past its valid-to. */
export const contentStatusSchema = z.enum([...contentVersionStatuses, 'expired']);
export type ContentStatus = z.infer<typeof contentStatusSchema>;

const countrySchema = z.enum(countryCodes);

/**
 * Create and edit body: the spec §3 fields besides these go in `content`, typed field by field
 * (backoffice/content-document.ts; HTML sanitised on save).
 */
export const contentDraftSchema = z.object({
  title: z.string().trim().min(1).max(300),
  synopsis: z.string().max(5000),
  mainCluster: mainClusterSchema,
  categoryId: specialtyAreaSchema,
  countries: z.array(countrySchema).min(1),
  language: z.enum(['es', 'pt-br']),
  content: contentDocumentPatchSchema.default({}),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/** A promotional approval's code (the MLR job number doctors see), content's and events' alike. */
export const approvalCodeSchema = z.string().trim().min(1).max(100);

export const approveContentSchema = z
  .object({
    approvalCode: approvalCodeSchema,
    validFrom: z.iso.datetime({ offset: true }),
    validTo: z.iso.datetime({ offset: true }),
  })
  .refine((body) => Date.parse(body.validTo) > Date.parse(body.validFrom), {
    path: ['validTo'],
    error: m.validToAfterValidFrom,
  });
export type ApproveContent = z.infer<typeof approveContentSchema>;

export const backofficeContentSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: contentStatusSchema,
  title: z.string(),
  synopsis: z.string(),
  mainCluster: mainClusterSchema,
  categoryId: specialtyAreaSchema,
  countries: z.array(countrySchema),
  language: z.enum(['es', 'pt-br']),
  content: contentDocumentSchema,
  approvalCode: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  updatedAt: z.string(),
  /** The version doctors see now (approved, within its window), if another than this one. */
  published: z
    .object({
      version: z.number().int(),
      approvalCode: z.string().nullable(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
    })
    .nullable(),
  /**
   * Who wrote or edited this version (its create and update steps in the trail), in order. None
   * of them may approve it (four eyes, decision 068).
   */
  editors: z.array(z.object({ id: z.string().nullable(), name: z.string() })),
  /** Whether the staff member asking is one of `editors`: another reviewer must approve it. */
  editedByYou: z.boolean(),
});
export type BackofficeContent = z.infer<typeof backofficeContentSchema>;

export const backofficeContentListSchema = z.object({ items: z.array(backofficeContentSchema) });
export const backofficeContentsQuerySchema = z.object({
  status: contentStatusSchema.optional(),
  /** Approved items whose valid-to falls within this many days (the expiry dashboard). */
  expiringWithinDays: z.coerce.number().int().min(1).max(365).optional(),
});
export const contentIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const auditQuerySchema = z.object({ entityId: z.string().min(1).max(200) });
export const auditEntrySchema = z.object({
  action: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditListSchema = z.object({ items: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const backofficeActions = [
  'read',
  'create',
  'update',
  'submit',
  'approve',
  'withdraw',
] as const;
export type BackofficeAction = (typeof backofficeActions)[number];

/** One thing the staff member may do: an action on a subject (`read` `Content`), in countries. */
export const backofficeAbilitySchema = z.object({
  action: z.string(),
  subject: z.string(),
  countries: z.array(countrySchema),
});
export type BackofficeAbilityGrant = z.infer<typeof backofficeAbilitySchema>;

/**
 * `GET /api/backoffice/me`: the grants, per content action the countries it may be done in, and
 * every action × subject the role allows (the UI's navigation hides the sections it lacks).
 */
export const backofficeMeSchema = z.object({
  roles: z.array(z.object({ role: z.enum(staffRoles), countries: z.array(countrySchema) })),
  content: z.record(z.enum(backofficeActions), z.array(countrySchema)),
  audit: z.array(countrySchema),
  abilities: z.array(backofficeAbilitySchema),
});
export type BackofficeMe = z.infer<typeof backofficeMeSchema>;
