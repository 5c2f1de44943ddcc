import { z } from 'zod';
import type { CountryCode } from '../country.ts';
import {
  emailSchema,
  objectError,
  optionalText,
  requiredText,
  validationMessages as m,
} from '../validation.ts';
import { articleLimits, MEDICAL_INFORMATION_CONTENT_MAX_LENGTH } from './products-and-limits.ts';
import {
  medicalInformationTypeSchema,
  medicalInformationPhoneSchemaFor,
  optionalProductSchema,
  yearSchema,
  requestIdSchema,
} from './field-schemas.ts';
import { articleContentHtml, questionContentHtml } from './content-html.ts';
import type { ArticleForm, QuestionForm } from './forms.ts';

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
