import { z } from 'zod';
import {
  countryCodeSchema,
  localeIdSchema,
  regionalGroupSchema,
  uiLanguageSchema,
} from './value-schemas.ts';

/**
 * A country profile: every field of spec §3 "Country profile". Texts are translation keys
 * (resolved with the country's language file); links and flags are values.
 */

/** A text shown with a link, e.g. a footer link. `textKey` is a translation key. */
export const linkedTextSchema = z.object({
  textKey: z.string(),
  /** Absolute URL for external pages, a path starting with `/` for pages of the site. */
  link: z.string(),
  newTab: z.boolean(),
});
export type LinkedText = z.infer<typeof linkedTextSchema>;

/** Spec §3 registration fields per country. */
export const registrationFieldSchema = z.enum([
  'treatment',
  'state',
  'identityDocumentOrMedicalCollegiate',
  'salesRepresentativeCode',
  'nationalRegistration',
  'provincialEnrollment',
  'RUT',
  'UF',
  'CRM',
  'TermosEPoliticas',
]);
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

export const registerApiLanguageSchema = z.enum(['es_MX', 'pt_BR', 'es']);

export const countryProfileSchema = z.object({
  country: countryCodeSchema,
  /** Brand shown in page titles and headers. */
  appName: z.string(),
  appShortName: z.string(),
  /** Approval code printed in the footer (value from configuration; demo default is fake). */
  approvalCode: z.string(),
  /** Mexico only: the regulatory (COFEPRIS) approval code. */
  regulatoryApprovalCode: z.string().optional(),
  corporateSite: linkedTextSchema,
  /** Spec §9 "last-updated" date, as the spec writes it for the country. */
  lastUpdated: z.string(),
  terms: linkedTextSchema,
  privacy: linkedTextSchema,
  /** Mexico only. */
  imprint: linkedTextSchema.optional(),
  contact: linkedTextSchema,
  pharmaceuticals: linkedTextSchema,
  reportSideEffect: linkedTextSchema,
  technicalComplaint: linkedTextSchema,
  /** Translation key of the regulatory disclaimer (the health-professionals-only statement). */
  regulatoryDisclaimerKey: z.string(),
  /** Mexico only: the information-only-for-Mexico disclaimer. */
  mexicoDisclaimerKey: z.string().optional(),
  /** Costa Rica, Colombia, Peru: Andean footer texts 1 to 3 and the safety-reporting link. */
  andeanFooter: z
    .object({
      text1Key: z.string(),
      text2Key: z.string(),
      text3Key: z.string(),
      link: linkedTextSchema,
    })
    .optional(),
  /** Translation key of the "click here" text used with links. */
  clickTextKey: z.string(),
  regionalGroup: regionalGroupSchema,
  language: uiLanguageSchema,
  htmlLang: z.string(),
  /** IANA time zone and the spec's UTC offset label. */
  timezone: z.object({ iana: z.string(), label: z.string() }),
  localeId: localeIdSchema,
  registrationFields: z.array(registrationFieldSchema),
  /** Registration specialty list, in the country's own wording. */
  registrationSpecialties: z.array(z.string()).min(1),
  registerApiLanguage: registerApiLanguageSchema,
  /** Public paths of the app banner and the QR-code image. */
  bannerImage: z.string(),
  qrCodeImage: z.string(),
});
export type CountryProfile = z.infer<typeof countryProfileSchema>;
