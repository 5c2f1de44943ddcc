import { z } from 'zod';
import { countryCodes } from '../country.ts';
import { staffRoles } from '../backoffice.ts';

const countrySchema = z.enum(countryCodes);

/** `GET /api/backoffice/users?q=&page=`: accounts of the staff's countries by name, e-mail or licence. */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const USER_SEARCH_PAGE_SIZE = 20;

export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: countrySchema,
  /** The licence as the country writes it (CRM `SP 123456`, cédula, RUT…), if any. */
  licence: z.string().nullable(),
  specialty: z.string(),
  canAccessSpeakerTraining: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const userSearchResultSchema = z.object({
  items: z.array(accountSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

export const accountDetailSchema = accountSummarySchema.extend({
  registrationType: z.string(),
  createdAt: z.string(),
  roles: z.array(z.string()),
  /** Consents given at registration (terms, privacy, promotional). */
  registrationConsents: z.array(
    z.object({
      kind: z.string(),
      granted: z.boolean(),
      at: z.string(),
      termsVersion: z.string().nullable(),
    }),
  ),
  /** The cookie-consent ledger's records made while signed in (decision 049). */
  consentRecords: z.array(
    z.object({
      consentId: z.string(),
      categories: z.array(z.string()),
      policyRevision: z.number().int(),
      source: z.string(),
      country: z.string(),
      host: z.string(),
      at: z.string(),
    }),
  ),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

export const speakerTrainingBodySchema = z.object({ enabled: z.boolean() });

/** A grant as `users.roles` keeps it: `editor:mx`, or `admin:*` for every country. */
export const roleGrantSchema = z
  .string()
  .regex(
    new RegExp(`^(${staffRoles.join('|')}):(${countryCodes.join('|')}|\\*)$`),
    'a grant is role:cc (editor:mx) or role:* ',
  );

export const staffRolesBodySchema = z.object({ roles: z.array(roleGrantSchema).max(100) });

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: countrySchema,
  roles: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export const staffQuerySchema = z.object({
  /** One account by e-mail (to grant a first role), staff or not. */
  email: z.string().trim().max(320).optional(),
});
