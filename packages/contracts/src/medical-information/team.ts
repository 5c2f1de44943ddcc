import { z } from 'zod';
import { countryCodeSchema } from '../value-schemas.ts';
import { linkedTextSchema } from '../country-profile.ts';
import { objectError, optionalText, validationMessages as m } from '../validation.ts';
import { CASE_NOTE_MAX_LENGTH } from './products-and-limits.ts';
import { medicalInformationProductSchema, medicalInformationTypeSchema } from './field-schemas.ts';
import { caseStatusSchema, medicalInformationCaseSchema } from './cases.ts';
import { isoDateTimeSchema as isoDateTime } from '../value-schemas.ts';

export const MEDICAL_INFORMATION_ROLE = 'medical-information';

/** A member of the team a case may be assigned to (an agent of the case's country). */
export const teamAgentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  countries: z.array(countryCodeSchema),
});
export type TeamAgent = z.infer<typeof teamAgentSchema>;

/** The hours within which a case should be answered when none is configured. */
export const DEFAULT_ANSWER_TARGET_HOURS = 48;

/**
 * Whether the signed-in user is on the team, and the countries whose cases they see; for a
 * member, the agents of those countries (assignment) and the time-to-answer target
 * (`MEDICAL_INFORMATION_ANSWER_TARGET`, default 48 h).
 */
export const teamAccessSchema = z.object({
  member: z.boolean(),
  countries: z.array(countryCodeSchema),
  /** The caller's own account id (the inbox marks their cases). */
  userId: z.uuid().optional(),
  agents: z.array(teamAgentSchema).optional(),
  answerTargetHours: z.number().positive().optional(),
});
export type TeamAccess = z.infer<typeof teamAccessSchema>;

export const TEAM_CASES_PAGE_SIZE = 50;

/** `GET medicalInformation/team/cases?status=&country=&from=` (`from`: offset, as search's). */
export const teamCasesQuerySchema = z.object(
  {
    status: z
      .union([z.literal(''), caseStatusSchema], { error: m.invalid })
      .optional()
      .transform((value) => value || undefined),
    country: z
      .union([z.literal(''), countryCodeSchema], { error: m.countryInvalid })
      .optional()
      .transform((value) => value || undefined),
    /** `mine`: assigned to the caller; `unassigned`: to nobody. */
    assigned: z
      .union([z.literal(''), z.enum(['mine', 'unassigned'])], { error: m.invalid })
      .optional()
      .transform((value) => value || undefined),
    from: z.coerce
      .number({ error: m.offsetInvalid })
      .int({ error: m.offsetInvalid })
      .min(0, { error: m.offsetInvalid })
      .max(100_000, { error: m.offsetTooLarge })
      .default(0),
  },
  objectError,
);
export type TeamCasesQuery = z.infer<typeof teamCasesQuerySchema>;

export const teamCaseSummarySchema = medicalInformationCaseSchema
  .omit({ reportingChannel: true })
  .extend({
    country: countryCodeSchema,
    /** The requester's name as sent. */
    name: z.string(),
    /** The agent the case is assigned to, or null. */
    assignedTo: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  });
export type TeamCaseSummary = z.infer<typeof teamCaseSummarySchema>;

export const teamCaseListSchema = z.object({
  items: z.array(teamCaseSummarySchema),
  total: z.number().int(),
  /** The `from` of the next page, or null on the last. */
  next: z.number().int().nullable(),
});
export type TeamCaseList = z.infer<typeof teamCaseListSchema>;

export const auditActions = [
  'created',
  'flagged',
  'mail_details_attached',
  'status_changed',
  'assigned',
] as const;
export const auditEntrySchema = z.object({
  at: isoDateTime,
  action: z.enum(auditActions),
  actor: z.object({
    kind: z.enum(['doctor', 'team', 'system']),
    /** The person's name at the time (null for the system). */
    name: z.string().nullable(),
  }),
  fromStatus: caseStatusSchema.nullable(),
  toStatus: caseStatusSchema.nullable(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The request's mail: `channel` smtp (the team mailbox, SMTP_URL) or omnichannel (HTTP,
 * OMNICHANNEL_URL); `state` from its job — `not-configured` while neither is set (the mail is
 * kept, unsent, and leaves once one is).
 */
export const deliveryStates = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'failed',
  'not-configured',
] as const;
export const deliveryStateSchema = z.object({
  channel: z.enum(['smtp', 'omnichannel']),
  state: z.enum(deliveryStates),
  /** Deliveries tried so far (0 before the first). */
  attempts: z.number().int(),
  /** When it was delivered, or null. */
  sentAt: isoDateTime.nullable(),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** The sendMail fields as kept with the case (absent ones are null). */
export const articleMailDetailsSchema = z.object({
  assunto: z.string().nullable(),
  nome: z.string(),
  sobrenome: z.string().nullable(),
  titulo: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string(),
  tituloArtigo: z.string().nullable(),
  nomeRevista: z.string().nullable(),
  autor: z.string().nullable(),
  anoPublicacao: z.string().nullable(),
  produto: medicalInformationProductSchema.nullable(),
  tipo: medicalInformationTypeSchema,
  receivedAt: isoDateTime,
});
export type ArticleMailDetails = z.infer<typeof articleMailDetailsSchema>;

/** A case as the data export gives it: everything kept with it about the doctor. */
export const heldCaseSchema = medicalInformationCaseSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The sanitised HTML content. */
  content: z.string(),
  mailDetails: articleMailDetailsSchema.nullable(),
});
export type HeldCase = z.infer<typeof heldCaseSchema>;

export const teamCaseSchema = teamCaseSummarySchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  /** The sanitised HTML content. */
  content: z.string(),
  /** The sendMail fields, once the client sent them. */
  mailDetails: articleMailDetailsSchema.nullable(),
  reportingChannel: linkedTextSchema.nullable(),
  /** Status changes a team member may make now. */
  allowedStatuses: z.array(caseStatusSchema),
  audit: z.array(auditEntrySchema),
  delivery: deliveryStateSchema.nullable(),
});
export type TeamCase = z.infer<typeof teamCaseSchema>;

/**
 * `PUT medicalInformation/team/cases/:id/assignee`: the agent (of the case's country) to assign
 * it to, or null to unassign.
 */
export const assignCaseSchema = z.object(
  { agentId: z.uuid({ error: m.invalid }).nullable() },
  objectError,
);
export type AssignCase = z.infer<typeof assignCaseSchema>;

export const caseIdParamsSchema = z.object({ id: z.uuid({ error: m.invalid }) });

/** `PATCH medicalInformation/team/cases/:id`. */
export const changeCaseStatusSchema = z.object(
  { status: caseStatusSchema, note: optionalText(CASE_NOTE_MAX_LENGTH) },
  objectError,
);
export type ChangeCaseStatus = z.infer<typeof changeCaseStatusSchema>;
