import { z } from 'zod';
import type { CountryCode } from './country.ts';
import { countryCodeSchema } from './value-schemas.ts';
import { linkedTextSchema } from './country-profile.ts';
import { phoneNumberSchemaFor } from './phone-number.ts';
import {
  emailSchema,
  missingOrInvalid,
  objectError,
  optionalText,
  requiredText,
  validationMessages as m,
  requestString,
} from './validation.ts';

/**
 * The medical-information channel (spec §2 popups 1 and 4, §3 "Medical information request" and
 * "Article mail request", §4 "Article popup", §5, §7 `POST medicalInformation` and sendMail, §9
 * product options), plus what medical-information teams work with beyond the spec: case numbers,
 * statuses, adverse-event / quality-complaint flags and an append-only audit trail.
 *
 * Endpoints (all under /api, signed in):
 * - `POST medicalInformation` (`medicalInformationRequestSchema` → 201 `medicalInformationCaseSchema`,
 *   200 with the same case when the same `id` is sent again)
 * - `POST medicalInformation/sendMail` (`articleMailRequestSchema` → 202 `sendMailResponseSchema`)
 * - `GET medicalInformation/cases` (→ `medicalInformationCaseListSchema`, newest first)
 * - team (role `medical-information`): `GET medicalInformation/team/access`,
 *   `GET medicalInformation/team/cases`, `GET …/team/cases/:id`, `PATCH …/team/cases/:id`.
 */

// ---------------------------------------------------------------------------------------------
// Constants (spec §5, §9)

/** Spec §9 product dropdown options, in the spec's order and spelling ('Outro' last). */
export const medicalInformationProducts = [
  'Adempas',
  'Allurene',
  'Androcur',
  'Angeliq',
  'Avalox',
  'Bepantol Derma',
  'Betaferon',
  'Cicloprimogyna',
  'Cipro Oral',
  'Eylia',
  'Gyno-Icaden',
  'Kyleena',
  'Levitra',
  'Mesigyna',
  'Mirena',
  'Nebido',
  'Nexavar',
  'Primogyna',
  'Qlaira',
  'Stivarga',
  'Xarelto',
  'Xofigo',
  'Yasmin 21 7',
  'Yaz 24 4',
  'Yaz Flex',
  'Outro',
] as const;
export const medicalInformationProductSchema = z.enum(medicalInformationProducts, {
  error: missingOrInvalid,
});
export type MedicalInformationProduct = z.infer<typeof medicalInformationProductSchema>;

/**
 * The request's `type`: `Artigo` is the scientific-article request of popup 1 (spec §7 names
 * it); `Pergunta` is the medical request of popup 4 (a question about a product).
 */
export const medicalInformationTypes = ['Artigo', 'Pergunta'] as const;
export const medicalInformationTypeSchema = z.enum(medicalInformationTypes, {
  error: missingOrInvalid,
});
export type MedicalInformationType = z.infer<typeof medicalInformationTypeSchema>;

/** Spec §5 / §9 maximum lengths of the article popup. */
export const articleLimits = {
  name: 100,
  email: 320,
  phone: 15,
  articleTitle: 200,
  magazineName: 200,
  author: 200,
  year: 4,
} as const;
/** The question of the medical request (popup 4; the spec shows no limit). */
export const QUESTION_MAX_LENGTH = 4_000;
/** The HTML content of a request, as sent (it is sanitised on the server). */
export const MEDICAL_INFORMATION_CONTENT_MAX_LENGTH = 20_000;
/** A note a team member adds to a status change. */
export const CASE_NOTE_MAX_LENGTH = 1_000;

// ---------------------------------------------------------------------------------------------
// Field schemas

/**
 * A phone as the popups take it: optional (absent, null, blank), at most 15 characters as typed
 * (the §5 mask `(11) 98765-4321` is 15), then the phone rules of `country` (Brazil: area code and
 * first digit ≥ 2, see phone-number.ts); the stored form is digits only.
 */
export function medicalInformationPhoneSchemaFor(country: CountryCode | undefined) {
  return requestString(m.phoneInvalid)
    .max(articleLimits.phone, { error: m.tooLong })
    .nullish()
    .pipe(phoneNumberSchemaFor(country));
}

/** An optional product as a dropdown gives it: '' (nothing chosen), null or absent → undefined. */
export const optionalProductSchema = z
  .union([z.literal(''), z.null(), medicalInformationProductSchema], { error: m.invalid })
  .optional()
  .transform((value) => value || undefined);

/** Spec §5 year: up to 4 digits, optional. */
export const yearSchema = requestString(m.invalid)
  .trim()
  .max(articleLimits.year, { error: m.tooLong })
  .regex(/^\d*$/, { error: m.invalid })
  .nullish()
  .transform((value) => (value ? value : undefined));

/** A request id (spec §5: a random version-4 UUID the client makes), lower-cased. */
export const requestIdSchema = requestString(missingOrInvalid)
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: m.invalid }));

// ---------------------------------------------------------------------------------------------
// HTML of the content lines

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values: nothing typed becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** One `<p>` line per label and value, values escaped; empty values are left out. */
export function htmlLines(lines: readonly (readonly [label: string, value: string | undefined])[]) {
  return lines
    .filter(([, value]) => value !== undefined && value.trim() !== '')
    .map(([label, value]) => `<p>${escapeHtml(label)}: ${escapeHtml(value ?? '')}</p>`)
    .join('');
}

export interface ArticleFields {
  tituloArtigo: string;
  nomeRevista?: string | undefined;
  autor?: string | undefined;
  ano?: string | undefined;
}

/** The labels of the article content lines (the popup's own words, spec §2 popup 1). */
export const articleContentLabels = {
  nomeRevista: 'Nome da revista',
  tituloArtigo: 'Título do artigo',
  autor: 'Autor',
  ano: 'Ano',
} as const;

/**
 * Spec §7: the content of an article request — HTML lines holding the magazine name, the article
 * title, the author and the year, every value escaped.
 */
export function articleContentHtml(article: ArticleFields): string {
  const label = articleContentLabels;
  return htmlLines([
    [label.nomeRevista, article.nomeRevista],
    [label.tituloArtigo, article.tituloArtigo],
    [label.autor, article.autor],
    [label.ano, article.ano],
  ]);
}

/** The content of a medical request (popup 4): the question, one escaped `<p>` per line. */
export function questionContentHtml(question: string): string {
  return question
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Forms (react-hook-form resolves with these)

/**
 * Spec §2 popup 1 / §5: the article popup. Name and e-mail are read-only (prefilled from the
 * profile); the phone is optional and Brazilian-masked; the product is highlighted when touched
 * and empty but not required; the article title is required.
 */
export function articleFormSchemaFor(country: CountryCode | undefined) {
  return z.object(
    {
      nome: requiredText(articleLimits.name),
      email: emailSchema,
      telefone: medicalInformationPhoneSchemaFor(country),
      produto: optionalProductSchema,
      tituloArtigo: requiredText(articleLimits.articleTitle),
      nomeRevista: optionalText(articleLimits.magazineName),
      autor: optionalText(articleLimits.author),
      ano: yearSchema,
    },
    objectError,
  );
}
export const articleFormSchema = articleFormSchemaFor('br');
export type ArticleForm = z.infer<typeof articleFormSchema>;
export type ArticleFormInput = z.input<typeof articleFormSchema>;

/** Spec §2 popup 4: the medical request — a question about a product. */
export function questionFormSchemaFor(country: CountryCode | undefined) {
  return z.object(
    {
      nome: requiredText(articleLimits.name),
      email: emailSchema,
      telefone: medicalInformationPhoneSchemaFor(country),
      produto: medicalInformationProductSchema,
      pergunta: requiredText(QUESTION_MAX_LENGTH),
    },
    objectError,
  );
}
export const questionFormSchema = questionFormSchemaFor('br');
export type QuestionForm = z.infer<typeof questionFormSchema>;
export type QuestionFormInput = z.input<typeof questionFormSchema>;

// ---------------------------------------------------------------------------------------------
// POST medicalInformation

/**
 * Spec §3 "Medical information request" (id, product, name, email, phone, date, content, type)
 * and §5 (an id and the date are set when absent — by the client, or by the server). `id` makes
 * the request idempotent: the same id again answers the same case and stores nothing new. The
 * content is HTML; the server sanitises it to an allow-list (p, br, strong, em, ul, ol, li, …)
 * before storing and mailing it. The product is required for a `Pergunta`.
 *
 * This country-free schema checks the phone by the international rule; the server checks it
 * again by the account's country (`medicalInformationRequestSchemaFor`).
 */
export function medicalInformationRequestSchemaFor(country: CountryCode | undefined) {
  return z
    .object(
      {
        id: requestIdSchema.optional(),
        product: optionalProductSchema,
        name: requiredText(articleLimits.name),
        email: emailSchema,
        phone: medicalInformationPhoneSchemaFor(country),
        date: z.iso.datetime({ offset: true, error: m.invalid }).optional(),
        content: requiredText(MEDICAL_INFORMATION_CONTENT_MAX_LENGTH),
        type: medicalInformationTypeSchema,
      },
      objectError,
    )
    .superRefine((request, ctx) => {
      if (request.type === 'Pergunta' && !request.product) {
        ctx.addIssue({ code: 'custom', message: m.required, path: ['product'] });
      }
    });
}
export const medicalInformationRequestSchema = medicalInformationRequestSchemaFor(undefined);
export type MedicalInformationRequest = z.infer<typeof medicalInformationRequestSchema>;
export type MedicalInformationRequestInput = z.input<typeof medicalInformationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// POST medicalInformation/sendMail

/**
 * Spec §3 "Article mail request" and §7 sendMail, plus `requestId`: the id of the request it
 * follows. Accepted idempotently (202): the fields are kept with the case and go with its one
 * delivery; they never cause a second delivery. Its failure is only logged by the client (§8).
 */
export const articleMailRequestSchema = z.object(
  {
    requestId: requestIdSchema,
    assunto: optionalText(200),
    nome: requiredText(articleLimits.name),
    sobrenome: optionalText(articleLimits.name),
    /** The doctor's title or treatment (`Dr.`, `Dra.`). */
    titulo: optionalText(50),
    telefone: optionalText(articleLimits.phone),
    email: emailSchema,
    tituloArtigo: optionalText(articleLimits.articleTitle),
    nomeRevista: optionalText(articleLimits.magazineName),
    autor: optionalText(articleLimits.author),
    anoPublicacao: yearSchema,
    produto: optionalProductSchema,
    tipo: medicalInformationTypeSchema,
  },
  objectError,
);
export type ArticleMailRequest = z.infer<typeof articleMailRequestSchema>;
export type ArticleMailRequestInput = z.input<typeof articleMailRequestSchema>;

export const sendMailResponseSchema = z.object({
  accepted: z.literal(true),
  caseNumber: z.string(),
});
export type SendMailResponse = z.infer<typeof sendMailResponseSchema>;

/** The request body of the article popup's send (spec §7 postMedicalInformation). */
export function articleRequestFrom(form: ArticleForm, id: string): MedicalInformationRequestInput {
  return {
    id,
    product: form.produto,
    name: form.nome,
    email: form.email,
    phone: form.telefone,
    content: articleContentHtml(form),
    type: 'Artigo',
  };
}

/** The follow-up sendMail body of the article popup (spec §7). */
export function articleMailFrom(form: ArticleForm, requestId: string): ArticleMailRequestInput {
  return {
    requestId,
    nome: form.nome,
    email: form.email,
    produto: form.produto,
    telefone: form.telefone,
    tipo: 'Artigo',
    tituloArtigo: form.tituloArtigo,
    autor: form.autor,
    anoPublicacao: form.ano,
    nomeRevista: form.nomeRevista,
  };
}

/** The request body of the medical request modal (popup 4). */
export function questionRequestFrom(
  form: QuestionForm,
  id: string,
): MedicalInformationRequestInput {
  return {
    id,
    product: form.produto,
    name: form.nome,
    email: form.email,
    phone: form.telefone,
    content: questionContentHtml(form.pergunta),
    type: 'Pergunta',
  };
}

// ---------------------------------------------------------------------------------------------
// Cases

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

const isoDateTime = z.iso.datetime({ offset: true });

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

// ---------------------------------------------------------------------------------------------
// Team (role `medical-information`)

export const MEDICAL_INFORMATION_ROLE = 'medical-information';

/** Whether the signed-in user is on the team, and the countries whose cases they see. */
export const teamAccessSchema = z.object({
  member: z.boolean(),
  countries: z.array(countryCodeSchema),
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

export const caseIdParamsSchema = z.object({ id: z.uuid({ error: m.invalid }) });

/** `PATCH medicalInformation/team/cases/:id`. */
export const changeCaseStatusSchema = z.object(
  { status: caseStatusSchema, note: optionalText(CASE_NOTE_MAX_LENGTH) },
  objectError,
);
export type ChangeCaseStatus = z.infer<typeof changeCaseStatusSchema>;
