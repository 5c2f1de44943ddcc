import { z } from 'zod';
import { countryCodeSchema, uiLanguageSchema } from './value-schemas.ts';

/** Legal and informational documents of a country site (spec §2 public routes). */
export const legalDocumentKinds = ['terms', 'privacy', 'imprint', 'es-co'] as const;
export const legalDocumentKindSchema = z.enum(legalDocumentKinds);
export type LegalDocumentKind = z.infer<typeof legalDocumentKindSchema>;

export const legalDocumentParamsSchema = z.object({ document: legalDocumentKindSchema });

export const legalSectionSchema = z.object({
  heading: z.string().max(300).optional(),
  paragraphs: z.array(z.string().max(10_000)),
});

/** Plain text only (no HTML): the page renders paragraphs, so nothing needs sanitising. */
export const legalDocumentSchema = z.object({
  document: legalDocumentKindSchema,
  country: countryCodeSchema,
  language: uiLanguageSchema,
  title: z.string(),
  /** The "last updated" text as shown to the user (spec §9 dates). */
  lastUpdated: z.string(),
  version: z.string(),
  sections: z.array(legalSectionSchema),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
