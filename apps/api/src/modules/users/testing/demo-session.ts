import type { Config } from '../../../config.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createSession } from '../../identity/session/session.ts';
import { findUserByUid } from '../users.repository.ts';

/** A session token of a seeded account (`demo-br`, `speaker-br`, …), without the sign-in flow. */
export async function demoSessionToken(
  db: Database,
  config: Pick<Config, 'sessionTtlMs'>,
  uid: string,
): Promise<string> {
  const user = await findUserByUid(db, uid);
  if (!user) throw new Error(`no demo account ${uid}`);
  const session = await createSession(db, {
    userId: user.id,
    country: user.country,
    ttlMs: config.sessionTtlMs,
  });
  return session.token;
}
