import { randomBytes } from 'node:crypto';
import type { Queryable } from '../platform/db/database.ts';
import { insertSettingIfMissing, readSetting } from './idp.repository.ts';

const SETTING = 'partner_secret';

/**
 * The secret that signs UIDs (ARCHITECTURE.md "Identity"): IDP_PARTNER_SECRET when configured,
 * otherwise one generated on the first start and kept in idp_settings, so that signatures stay
 * valid across restarts and across servers sharing one database.
 */
export async function loadPartnerSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  const stored = await readSetting(db, SETTING);
  if (stored) return Buffer.from(stored, 'base64');
  await insertSettingIfMissing(db, SETTING, randomBytes(32).toString('base64'));
  const kept = await readSetting(db, SETTING);
  if (!kept) throw new Error('The identity provider could not keep its partner secret.');
  return Buffer.from(kept, 'base64');
}
