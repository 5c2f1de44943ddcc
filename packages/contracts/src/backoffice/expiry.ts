import { z } from 'zod';
import { countryCodes } from '../country.ts';
import { validationMessages } from '../validation.ts';

/** The expiry dashboard's windows and the alert mails' thresholds, in days (issue 17). */
export const expiryWindows = [30, 14, 7] as const;
export type ExpiryWindow = (typeof expiryWindows)[number];

export const expiringQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days) => (expiryWindows as readonly number[]).includes(days), {
      error: validationMessages.expiryWindowInvalid,
    })
    .default(30),
});

export const expiringItemSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  countries: z.array(z.enum(countryCodes)),
  approvalCode: z.string().nullable(),
  validTo: z.string(),
  /** Whole days until valid-to, rounded up (0: it ends today). */
  daysLeft: z.number().int(),
  /** Who created the item (null when the account is gone). */
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type ExpiringItem = z.infer<typeof expiringItemSchema>;
export const expiringListSchema = z.object({ items: z.array(expiringItemSchema) });
export type ExpiringList = z.infer<typeof expiringListSchema>;
