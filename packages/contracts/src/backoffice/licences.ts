import { z } from 'zod';

/** The largest licence file the back office takes (the command line has no limit). */
export const LICENCE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The columns of Brazil's licence file, named in its header line in any order. */
export const licenceCsvColumns = ['uf', 'register_number', 'name', 'specialty', 'status'] as const;
export type LicenceCsvColumn = (typeof licenceCsvColumns)[number];

/**
 * What can be wrong on a line of the licence file: the checks of `npm run licences:import`, one
 * code each (the command prints them in English; the back office translates the code).
 */
export const licenceCsvProblemCodes = [
  /** Not readable as CSV (an unclosed quote…); `detail`: the parser's words. */
  'csv_malformed',
  'file_empty',
  /** `missing`: the absent columns, comma-separated; `expected`: the header line expected. */
  'header_missing',
  /** `fields`: the line's count; `expected`: the header's. */
  'field_count',
  /** `value`: the line's text. */
  'uf_invalid',
  /** `value`: the line's text. */
  'register_number_invalid',
  'name_empty',
  /** `max`: the longest allowed. */
  'name_too_long',
  /** `max`: the longest allowed. */
  'specialty_too_long',
  /** `value`: the line's text. */
  'status_invalid',
  /** `licence`: `UF/number`; `firstLine`: the line that has it first. */
  'duplicate',
] as const;
export type LicenceCsvProblemCode = (typeof licenceCsvProblemCodes)[number];

/** One problem of a line: its code, the column it is about (when one) and what it quotes. */
export const licenceCsvProblemSchema = z.object({
  code: z.enum(licenceCsvProblemCodes),
  column: z.enum(licenceCsvColumns).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LicenceCsvLineProblem = z.infer<typeof licenceCsvProblemSchema>;

/** A bad line: its number, the command's English line (`message`) and its problems as codes. */
export const licenceCsvLineErrorSchema = z.object({
  line: z.number().int(),
  message: z.string(),
  problems: z.array(licenceCsvProblemSchema),
});
export type LicenceCsvLineError = z.infer<typeof licenceCsvLineErrorSchema>;

/** `POST /api/backoffice/licences/import` (a `text/csv` body): nothing is written when `errors`. */
export const licenceImportResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(licenceCsvLineErrorSchema),
});
export type LicenceImportResult = z.infer<typeof licenceImportResultSchema>;
