import { z } from 'zod';

/** The largest licence file the back office takes (the command line has no limit). */
export const LICENCE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** `POST /api/backoffice/licences/import` (a `text/csv` body): nothing is written when `errors`. */
export const licenceImportResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type LicenceImportResult = z.infer<typeof licenceImportResultSchema>;
