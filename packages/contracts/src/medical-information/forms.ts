import { z } from 'zod';
import type { CountryCode } from '../country.ts';
import { emailSchema, objectError, optionalText, requiredText } from '../validation.ts';
import { articleLimits, QUESTION_MAX_LENGTH } from './products-and-limits.ts';
import {
  medicalInformationProductSchema,
  medicalInformationPhoneSchemaFor,
  optionalProductSchema,
  yearSchema,
} from './field-schemas.ts';

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
