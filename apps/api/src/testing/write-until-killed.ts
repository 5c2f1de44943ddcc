// Test helper run as a child process: opens the database like the server does and commits
// transactions of five rows in a loop, printing the count, until it is killed.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/db/open-database.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const handle = await openDatabase(
  { dataDir, databaseUrl: undefined },
  { onLockCompromised: () => process.exit(1) },
);
await handle.db.execute(
  sql`CREATE TABLE IF NOT EXISTS crash_probe (id serial PRIMARY KEY, batch integer NOT NULL, payload text NOT NULL)`,
);
const payload = 'x'.repeat(4000);
for (let batch = 1; ; batch += 1) {
  await handle.db.transaction(async (tx) => {
    for (let row = 0; row < 5; row += 1) {
      await tx.execute(sql`INSERT INTO crash_probe (batch, payload) VALUES (${batch}, ${payload})`);
    }
  });
  process.stdout.write(`committed ${batch}\n`);
}
