import { z } from 'zod';
import { consentCategories, consentSources } from './consent/categories.ts';
import { CONSENT_TEXT_VERSION_PATTERN } from './consent/text-version.ts';
import { validationMessages as m } from './validation.ts';

export * from './consent/categories.ts';
export * from './consent/problem-codes.ts';
export * from './consent/text-version.ts';

/**
 * What OneTrust reported of a choice made in its banner (docs/decisions/070): its active groups
 * and, from its `OptanonConsent` cookie, its own consent id (the key of OneTrust's consent
 * receipts), date stamp, script version, groups and geolocation; and the domain script loaded.
 */
export const oneTrustReceiptSchema = z.strictObject({
  /** `OptanonActiveGroups` as OneTrust set it (",C0001,C0002,"). */
  activeGroups: z.string().max(500),
  /** The `data-domain-script` id the page loaded (`CONSENT_KEY_<CC>`, "-test" outside production). */
  domainScript: z.string().max(100),
  consentId: z.string().max(100).optional(),
  datestamp: z.string().max(100).optional(),
  version: z.string().max(50).optional(),
  groups: z.string().max(500).optional(),
  geolocation: z.string().max(50).optional(),
});
export type OneTrustReceipt = z.infer<typeof oneTrustReceiptSchema>;

export const consentRequestSchema = z
  .object({
    /** A random id the browser keeps with its choice (a UUID). */
    consentId: z.uuid(),
    /** Granted categories; "necessary" is implied and added when missing. */
    categories: z
      .array(z.enum(consentCategories))
      .max(consentCategories.length)
      .refine((list) => new Set(list).size === list.length, { error: m.repeated }),
    policyRevision: z.number().int().positive().max(1_000_000),
    source: z.enum(consentSources).default('banner'),
    /**
     * Our banner's choices: the version (SHA-256, `consentTextVersion`) of the banner's text shown,
     * in its language and under `policyRevision`; the server records only a version it served.
     */
    textVersion: z.string().regex(CONSENT_TEXT_VERSION_PATTERN).optional(),
    /** OneTrust's choices: what OneTrust reported. */
    oneTrust: oneTrustReceiptSchema.optional(),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.source === 'banner' && !body.textVersion)
      problem('textVersion', m.consentTextVersionRequired);
    if (body.source !== 'banner' && body.textVersion)
      problem('textVersion', m.consentTextVersionNotBanner);
    if (body.source === 'onetrust' && !body.oneTrust) problem('oneTrust', m.consentReceiptRequired);
    if (body.source !== 'onetrust' && body.oneTrust)
      problem('oneTrust', m.consentReceiptNotOneTrust);
    if (body.source === 'gpc' && body.categories.some((category) => category !== 'necessary'))
      problem('categories', m.consentGpcOptional);
  });
export type ConsentRequest = z.input<typeof consentRequestSchema>;

export const consentRecordSchema = z.object({
  consentId: z.uuid(),
  categories: z.array(z.enum(consentCategories)),
  policyRevision: z.number().int(),
  source: z.enum(consentSources),
  /** The version of the banner text shown (our banner's choices), and its language. */
  textVersion: z.string().nullable(),
  language: z.string().nullable(),
  oneTrust: oneTrustReceiptSchema.nullable(),
  country: z.string(),
  host: z.string(),
  at: z.iso.datetime({ offset: true }),
  /**
   * A choice made signed out: when this browser's consent id was tied to the account (at a sign-in
   * after it). Null for a choice made signed in (it carries the account itself).
   */
  linkedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The answer: the choice as recorded, and whether the server's policy revision is newer. */
export const consentResponseSchema = consentRecordSchema.extend({
  currentPolicyRevision: z.number().int(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** At sign-in: ties the choices this browser made signed out (its consent id) to the account. */
export const consentLinkRequestSchema = z.object({ consentId: z.uuid() });
export type ConsentLinkRequest = z.infer<typeof consentLinkRequestSchema>;

export const consentLinkResponseSchema = z.object({
  consentId: z.uuid(),
  /** How many signed-out choices of this consent id this call tied to the account (0: none left). */
  linkedRecords: z.number().int().nonnegative(),
});
export type ConsentLinkResponse = z.infer<typeof consentLinkResponseSchema>;
