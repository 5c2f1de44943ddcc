import type { Queryable } from '../../../platform/db/database.ts';
import { generatedSecret } from '../../../platform/secrets/generated-secret.ts';
import { readSetting } from './idp-housekeeping.repository.ts';

/** Where the secret was kept before generated_secrets (idp_settings), read once to carry it over. */
const LEGACY_SETTING = 'partner_secret';

/**
 * The secret that signs UIDs (ARCHITECTURE.md "Identity"): IDP_PARTNER_SECRET when configured,
 * otherwise one generated on the first start and kept in the database, so that signatures stay
 * valid across restarts and across servers sharing one database.
 */
export async function loadPartnerSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  return generatedSecret(db, 'idp.partner-secret', {
    legacy: () => readSetting(db, LEGACY_SETTING),
  });
}
