import { CsvError, parse } from 'csv-parse/sync';
import {
  licenceCsvColumns,
  type LicenceCsvColumn,
  type LicenceCsvLineError,
  type LicenceCsvLineProblem,
  type LicenceCsvProblemCode,
} from '@pulso/contracts/backoffice/licences';
import { ufCodes, type UfCode } from '@pulso/contracts/brazilian-states';
import { normaliseRegisterNumber } from '@pulso/contracts/helpers/register-number';
import { isValidCrm } from '@pulso/contracts/registration';
import type { LicenceStatus } from '../../db/schema/licences.ts';
import type { LicenceRecord } from './licences.repository.ts';

/**
 * The licence file that `npm run licences:import` reads: UTF-8 CSV (comma or semicolon), a
 * header line naming the columns `uf,register_number,name,specialty,status` in any order, then
 * one licence a line. `status` is active, suspended or cancelled (or ATIVO, SUSPENSO, CANCELADO);
 * `specialty` may be empty; the number is normalised as spec §5 says.
 */
type Column = LicenceCsvColumn;

/** A bad line: its number, the command's English text, and its problems as codes. */
export type LicenceCsvProblem = LicenceCsvLineError;

type Params = LicenceCsvLineProblem['params'];

/** The command's words for each problem (the back office translates the code instead). */
const english: Record<LicenceCsvProblemCode, (params: Params) => string> = {
  csv_malformed: (p) => String(p.detail),
  file_empty: () => 'the file is empty',
  header_missing: (p) => `the header lacks ${p.missing} (expected ${p.expected})`,
  field_count: (p) => `has ${p.fields} fields, the header has ${p.expected}`,
  uf_invalid: (p) => `uf "${p.value}" is not a UF`,
  register_number_invalid: (p) => `register_number "${p.value}" is not a CRM number`,
  name_empty: () => 'name is empty',
  name_too_long: (p) => `name is longer than ${p.max}`,
  specialty_too_long: (p) => `specialty is longer than ${p.max}`,
  status_invalid: (p) => `status "${p.value}" is not active, suspended or cancelled`,
  duplicate: (p) => `repeats ${p.licence} of line ${p.firstLine}`,
};

const problem = (
  code: LicenceCsvProblemCode,
  params: Params = {},
  column?: Column,
): LicenceCsvLineProblem => (column ? { code, column, params } : { code, params });

/** A line's problems, with the command's line of text (`; ` between them). */
const lineError = (line: number, problems: LicenceCsvLineProblem[]): LicenceCsvProblem => ({
  line,
  message: problems.map((found) => english[found.code](found.params)).join('; '),
  problems,
});

/** A file that cannot be imported: every problem found, with its line number. */
export class LicenceCsvError extends Error {
  constructor(readonly problems: readonly LicenceCsvProblem[]) {
    super(problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('\n'));
    this.name = 'LicenceCsvError';
  }
}

const statusOf: Readonly<Record<string, LicenceStatus>> = {
  active: 'active',
  ativo: 'active',
  suspended: 'suspended',
  suspenso: 'suspended',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  cancelado: 'cancelled',
};

const NAME_MAX = 200;
const SPECIALTY_MAX = 100;
/** Enough to fix a file; a file with more is probably not a licence file at all. */
const MAX_PROBLEMS = 50;

interface RawLine {
  line: number;
  fields: string[];
}

function readLines(text: string): RawLine[] {
  try {
    // With `info`, each record comes with the line it was read from (csv-parse's types do not
    // describe that shape without `columns`).
    const records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, fields: record }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1;
      throw new LicenceCsvError([
        lineError(line, [problem('csv_malformed', { detail: error.message })]),
      ]);
    }
    throw error;
  }
}

/** Parses and checks a whole licence file; throws LicenceCsvError listing every bad line. */
export function parseLicencesCsv(text: string): LicenceRecord[] {
  const [header, ...lines] = readLines(text);
  if (!header) throw new LicenceCsvError([lineError(1, [problem('file_empty')])]);
  const names = header.fields.map((field) => field.toLowerCase());
  const missing = licenceCsvColumns.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new LicenceCsvError([
      lineError(header.line, [
        problem('header_missing', {
          missing: missing.join(', '),
          expected: licenceCsvColumns.join(','),
        }),
      ]),
    ]);
  }
  const index = Object.fromEntries(
    licenceCsvColumns.map((column) => [column, names.indexOf(column)]),
  ) as Record<Column, number>;

  const problems: LicenceCsvProblem[] = [];
  const records: LicenceRecord[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of lines) {
    if (problems.length >= MAX_PROBLEMS) break;
    const value = (column: Column) => fields[index[column]] ?? '';
    const lineProblems: LicenceCsvLineProblem[] = [];
    if (fields.length !== names.length) {
      lineProblems.push(problem('field_count', { fields: fields.length, expected: names.length }));
    }
    const uf = value('uf').toUpperCase();
    if (!(ufCodes as readonly string[]).includes(uf))
      lineProblems.push(problem('uf_invalid', { value: uf }, 'uf'));
    const number = value('register_number');
    if (!isValidCrm(number))
      lineProblems.push(problem('register_number_invalid', { value: number }, 'register_number'));
    const name = value('name');
    if (name === '') lineProblems.push(problem('name_empty', {}, 'name'));
    else if (name.length > NAME_MAX)
      lineProblems.push(problem('name_too_long', { max: NAME_MAX }, 'name'));
    const specialty = value('specialty');
    if (specialty.length > SPECIALTY_MAX) {
      lineProblems.push(problem('specialty_too_long', { max: SPECIALTY_MAX }, 'specialty'));
    }
    const status = statusOf[value('status').toLowerCase()];
    if (!status) {
      lineProblems.push(problem('status_invalid', { value: value('status') }, 'status'));
    }
    if (lineProblems.length > 0 || !status) {
      problems.push(lineError(line, lineProblems));
      continue;
    }
    const registerNumber = normaliseRegisterNumber(number);
    const key = `${uf}/${registerNumber}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push(lineError(line, [problem('duplicate', { licence: key, firstLine: earlier })]));
      continue;
    }
    seen.set(key, line);
    records.push({
      uf: uf as UfCode,
      registerNumber,
      holderName: name,
      specialty: specialty || null,
      status,
    });
  }
  if (problems.length > 0) throw new LicenceCsvError(problems);
  return records;
}
