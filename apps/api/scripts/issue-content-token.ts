// `npm run content:token -- <contentId> --country=br [--days=7] [--base-url=http://website-br.localhost:3000]`
// prints a public one-item link, `<base>/aceite-teste/<contentId>?token=<jwt>` (spec §2, §6): the
// token is signed with CONTENT_TOKEN_SECRET, or, when none is configured, with the secret the
// server generated and keeps in its database (so run it with the server's DATABASE_URL or
// DATA_DIR; on PGlite, whose data directory has one owner at a time, with the server stopped).
// Whoever opens the link accepts the terms with a name and a register number, then sees the item.
import { parseArgs } from 'node:util';
import { contentIdSchema } from '@pulso/contracts/content';
import { countryCodes } from '@pulso/contracts/country';
import { countryCodeSchema } from '@pulso/contracts/value-schemas';
import { ConfigError, parseConfig, type Config } from '../src/config.ts';
import { DatabaseStartupError } from '../src/platform/db/database.ts';
import { openDatabase } from '../src/platform/db/open-database.ts';
import { issueContentToken, loadContentTokenSecret } from '../src/modules/content/content-token.ts';

const USAGE =
  'usage: npm run content:token -- <contentId> --country=<cc> [--days=7] [--base-url=<url>]\n' +
  `  <cc> is one of ${countryCodes.join(', ')}; --days from 1 to 365 (default 7);\n` +
  '  --base-url defaults to http://website-<cc>.localhost:<PORT>';
const MAX_DAYS = 365;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      country: { type: 'string' },
      days: { type: 'string', default: '7' },
      'base-url': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const { values, positionals } = parsed;
if (values.help) fail(USAGE, 0);
if (positionals.length !== 1) fail(`Name one content id.\n${USAGE}`);

const contentId = contentIdSchema.safeParse(positionals[0]);
if (!contentId.success)
  fail(`"${positionals[0]}" is not a content id (lower-case letters, digits, hyphens).\n${USAGE}`);
const country = countryCodeSchema.safeParse(values.country?.trim().toLowerCase());
if (!country.success) fail(`--country must be one of ${countryCodes.join(', ')}.\n${USAGE}`);
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
  fail(`--days must be a whole number from 1 to ${MAX_DAYS}.\n${USAGE}`);

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 1);
  throw error;
}

let base: URL;
try {
  base = new URL(values['base-url'] ?? `http://website-${country.data}.localhost:${config.port}`);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('not http');
} catch {
  fail(`--base-url must be an http:// or https:// address.\n${USAGE}`);
}

/** CONTENT_TOKEN_SECRET, or the secret kept in the server's database. */
async function signingSecret(config: Config): Promise<Uint8Array> {
  if (config.contentTokenSecret) return loadContentTokenSecret(undefined, config);
  let database;
  try {
    database = await openDatabase(config, {
      onLockCompromised: () => fail('Lost the lock on the data directory; stopping.', 1),
    });
  } catch (error) {
    if (error instanceof DatabaseStartupError)
      fail(
        `Cannot open the database to read the signing secret (set CONTENT_TOKEN_SECRET, or on PGlite stop the server first). ${error.message}`,
        1,
      );
    throw error;
  }
  try {
    return await loadContentTokenSecret(database.db, config);
  } finally {
    await database.close();
  }
}

const { token, claims } = await issueContentToken(await signingSecret(config), {
  contentId: contentId.data,
  country: country.data,
  validForSeconds: days * 86_400,
});
const link = new URL(`aceite-teste/${contentId.data}`, `${base.href.replace(/\/+$/, '')}/`);
link.searchParams.set('token', token);
console.log(link.href);
console.error(
  `Opens ${contentId.data} on the ${country.data.toUpperCase()} site until ${claims.expiresAt.toISOString()}.`,
);
