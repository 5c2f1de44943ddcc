// `npm run licences:import -- path/to/file.csv`: loads Brazil's licence (CRM) registry into the
// embedded `licences` table of the configured database (DATABASE_URL, or PGlite under DATA_DIR),
// inserting new licences and updating changed ones by UF and number. The file is checked whole
// first: a bad line stops the import before anything is written, and every bad line is listed
// with its number. The CSV format is described in src/modules/licences/licences-csv.ts.
//
// With the embedded database, stop the server first: PGlite is one process's (the import refuses
// a data directory the server holds).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, parseConfig } from '../src/config.ts';
import { LicenceCsvError, parseLicencesCsv } from '../src/modules/licences/licences-csv.ts';
import { importLicences } from '../src/modules/licences/licences.service.ts';
import { DatabaseStartupError } from '../src/platform/db/database.ts';
import { openDatabase } from '../src/platform/db/open-database.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length > 0 || file === '--help') {
  fail('usage: npm run licences:import -- path/to/licences.csv', 2);
}
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);

let text: string;
try {
  text = await readFile(path, 'utf8');
} catch (error) {
  fail(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
}

let records;
try {
  records = parseLicencesCsv(text);
} catch (error) {
  if (!(error instanceof LicenceCsvError)) throw error;
  fail(
    [
      `${file}: not imported, nothing was written.`,
      ...error.problems.map((problem) => `${file}:${problem.line}: ${problem.message}`),
    ].join('\n'),
  );
}

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let database;
try {
  // An import's statements may run longer than a request's (DATABASE_STATEMENT_TIMEOUT).
  const databaseTimeouts = { ...config.databaseTimeouts, statementMs: 0 };
  database = await openDatabase(
    { ...config, databaseTimeouts },
    {
      onLockCompromised: () => fail('Lost the lock on the data directory; stopping.'),
    },
  );
} catch (error) {
  if (error instanceof DatabaseStartupError) fail(`Cannot open the database. ${error.message}`);
  throw error;
}

try {
  const counts = await database.db.transaction((tx) => importLicences(tx, records));
  console.log(
    `${file}: ${records.length} licences read; ${counts.inserted} added, ${counts.updated} updated, ${counts.unchanged} unchanged.`,
  );
} finally {
  await database.close();
}
