// Test helper run as a child process (search-typos.test.ts): opens the database as the server does
// (a PGlite data directory reopened with every extension, or PostgreSQL) and runs the searches of
// SEARCHES (JSON: [country, text][]) through searchCards, the first thing the process asks,
// printing one JSON line per search. A query that breaks the database fails or hangs this process.
import { openDatabase } from '../../../platform/db/open-database.ts';
import { searchCards } from '../search.repository.ts';
import type { CountryCode } from '@pulso/contracts/country';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const searches = JSON.parse(process.env.SEARCHES ?? '[]') as [CountryCode, string][];
const handle = await openDatabase(
  { dataDir, databaseUrl: process.env.DATABASE_URL || undefined },
  { onLockCompromised: () => process.exit(1) },
);
for (const [country, text] of searches) {
  const found = await searchCards(handle.db, {
    country,
    at: new Date(),
    text,
    speakerTraining: false,
    limit: 20,
    offset: 0,
  });
  process.stdout.write(
    `${JSON.stringify({ text, ids: found.cards.map((card) => card.id).sort() })}\n`,
  );
}
await handle.close();
