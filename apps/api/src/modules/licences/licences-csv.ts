import { CsvError, parse } from 'csv-parse/sync';
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
export const licenceCsvColumns = ['uf', 'register_number', 'name', 'specialty', 'status'] as const;
type Column = (typeof licenceCsvColumns)[number];

export interface LicenceCsvProblem {
  line: number;
  message: string;
}

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
      throw new LicenceCsvError([{ line, message: error.message }]);
    }
    throw error;
  }
}

/** Parses and checks a whole licence file; throws LicenceCsvError listing every bad line. */
export function parseLicencesCsv(text: string): LicenceRecord[] {
  const [header, ...lines] = readLines(text);
  if (!header) throw new LicenceCsvError([{ line: 1, message: 'the file is empty' }]);
  const names = header.fields.map((field) => field.toLowerCase());
  const missing = licenceCsvColumns.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new LicenceCsvError([
      {
        line: header.line,
        message: `the header lacks ${missing.join(', ')} (expected ${licenceCsvColumns.join(',')})`,
      },
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
    const lineProblems: string[] = [];
    if (fields.length !== names.length) {
      lineProblems.push(`has ${fields.length} fields, the header has ${names.length}`);
    }
    const uf = value('uf').toUpperCase();
    if (!(ufCodes as readonly string[]).includes(uf)) lineProblems.push(`uf "${uf}" is not a UF`);
    const number = value('register_number');
    if (!isValidCrm(number)) lineProblems.push(`register_number "${number}" is not a CRM number`);
    const name = value('name');
    if (name === '') lineProblems.push('name is empty');
    else if (name.length > NAME_MAX) lineProblems.push(`name is longer than ${NAME_MAX}`);
    const specialty = value('specialty');
    if (specialty.length > SPECIALTY_MAX) {
      lineProblems.push(`specialty is longer than ${SPECIALTY_MAX}`);
    }
    const status = statusOf[value('status').toLowerCase()];
    if (!status) {
      lineProblems.push(`status "${value('status')}" is not active, suspended or cancelled`);
    }
    if (lineProblems.length > 0 || !status) {
      problems.push({ line, message: lineProblems.join('; ') });
      continue;
    }
    const registerNumber = normaliseRegisterNumber(number);
    const key = `${uf}/${registerNumber}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line, message: `repeats ${key} of line ${earlier}` });
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
