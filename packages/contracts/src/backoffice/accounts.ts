import { z } from 'zod';
import { countryCodes, type CountryCode } from '../country.ts';
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

/** Roles that one account holds for the same country only with an admin's recorded reason. */
export const dualRoles = ['editor', 'reviewer'] as const;

/**
 * The countries for which grants (`editor:mx`, `reviewer:*`) make one account both editor and
 * reviewer (decision 068): writing and approving promotional material in one hand.
 */
export function dualRoleCountries(roles: readonly string[]): CountryCode[] {
  const held = (role: string) =>
    new Set(
      roles.flatMap((entry) => {
        const [name, country] = entry.split(':');
        if (name !== role) return [];
        return country === '*' ? [...countryCodes] : [country];
      }),
    );
  const [editor, reviewer] = dualRoles.map(held);
  return countryCodes.filter((code) => editor!.has(code) && reviewer!.has(code));
}

export const staffRolesBodySchema = z.object({
  roles: z.array(roleGrantSchema).max(100),
  /**
   * Why the account holds editor and reviewer of one country: required when the grants make it
   * both for a country it was not both for before (decision 068); kept and shown with the grants.
   */
  reason: z.string().trim().min(1).max(500).optional(),
});

/** A country for which the account is editor and reviewer, and the admin's reason (if recorded). */
export const dualRoleSchema = z.object({
  country: countrySchema,
  /** Null for a combination granted before reasons were recorded: the staff page flags it. */
  reason: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string().nullable(),
});
export type DualRole = z.infer<typeof dualRoleSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: countrySchema,
  roles: z.array(z.string()),
  dualRoles: z.array(dualRoleSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export const staffQuerySchema = z.object({
  /** One account by e-mail (to grant a first role), staff or not. */
  email: z.string().trim().max(320).optional(),
});
