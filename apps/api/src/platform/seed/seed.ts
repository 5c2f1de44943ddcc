import type { Transaction } from '../db/database.ts';

/**
 * Data loaded once per database. `reference` seeds (texts the product needs, such as the legal
 * documents) always run once; `demo` seeds run once when SEED_DEMO is true. A seed only inserts
 * rows that are missing, and its name is recorded so that it never runs again: a restart keeps
 * what users wrote. A changed seed gets a new name (`legal-documents@2`).
 */
export interface Seed {
  name: string;
  kind: 'reference' | 'demo';
  run(tx: Transaction): Promise<void>;
}
