import { z } from 'zod';
import { objectError, requestString, validationMessages as m } from '../validation.ts';

/**
 * The doctor finder's directory in the back office (issue 17; docs/decisions/056). Calls, under
 * `/api/backoffice` (admins, and reviewers of the listing's country):
 * - `GET directory?q=` → {@link DirectoryListingList}: listings by name, CRM or id
 * - `GET directory/:id` → {@link DirectoryListing} (a listing whose doctor left: `visibility`
 *   `left`, known from the back office's trail)
 * - `POST directory/:id/hide` {@link HideListingBody} → {@link DirectoryListing}
 * - `POST directory/:id/unhide` → {@link DirectoryListing}
 * A hidden listing is out of the public search and profile at once; every change is trailed.
 */

export const LISTING_HIDE_REASON_MAX_LENGTH = 500;

/** Why patients do not see a listing (none: `visible`). */
export const listingVisibilities = [
  'visible',
  'hidden-by-staff',
  'hidden-licence-inactive',
  'left',
] as const;
export type ListingVisibility = (typeof listingVisibilities)[number];

export const directoryListingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  crm: z.string().nullable(),
  uf: z.string().nullable(),
  specialties: z.array(z.string()),
  /** The first reason that applies: left, hidden by staff, licence not active. */
  visibility: z.enum(listingVisibilities),
  licenceStatus: z.enum(['active', 'suspended', 'cancelled', 'unknown']).nullable(),
  hidden: z
    .object({
      reason: z.string(),
      at: z.iso.datetime({ offset: true }),
      by: z.string().nullable(),
    })
    .nullable(),
});
export type DirectoryListing = z.infer<typeof directoryListingSchema>;

export const directoryListingListSchema = z.object({ items: z.array(directoryListingSchema) });
export type DirectoryListingList = z.infer<typeof directoryListingListSchema>;

export const directoryQuerySchema = z.object(
  { q: requestString().trim().max(100, { error: m.tooLong }).optional() },
  objectError,
);
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const listingIdParamsSchema = z.object({ id: z.uuid({ error: m.invalid }) }, objectError);

export const hideListingBodySchema = z.object(
  {
    reason: requestString()
      .trim()
      .min(1, { error: m.required })
      .max(LISTING_HIDE_REASON_MAX_LENGTH, { error: m.tooLong }),
  },
  objectError,
);
export type HideListingBody = z.infer<typeof hideListingBodySchema>;
