import { z } from 'zod';
import { consentCategories, consentSources } from './consent/categories.ts';

export * from './consent/categories.ts';

export const consentRequestSchema = z.object({
  /** A random id the browser keeps with its choice (a UUID). */
  consentId: z.uuid(),
  /** Granted categories; "necessary" is implied and added when missing. */
  categories: z
    .array(z.enum(consentCategories))
    .max(consentCategories.length)
    .refine((list) => new Set(list).size === list.length, 'Each category once.'),
  policyRevision: z.number().int().positive().max(1_000_000),
  source: z.enum(consentSources).default('banner'),
});
export type ConsentRequest = z.input<typeof consentRequestSchema>;

export const consentRecordSchema = z.object({
  consentId: z.uuid(),
  categories: z.array(z.enum(consentCategories)),
  policyRevision: z.number().int(),
  source: z.enum(consentSources),
  country: z.string(),
  host: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The answer: the choice as recorded, and whether the server's policy revision is newer. */
export const consentResponseSchema = consentRecordSchema.extend({
  currentPolicyRevision: z.number().int(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;
