import { createECDH } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { generatedSecret } from '../../platform/secrets/generated-secret.ts';

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point (65 bytes): the browser's `applicationServerKey`. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
}

/** The name of the generated private key in generated_secrets. */
const GENERATED_NAME = 'push-vapid-private-key';

/** The public key of a P-256 private key (the pair web-push signs with). */
export function vapidKeysOf(privateKey: Buffer): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, else a private key
 * generated once and kept in the database (like the identity provider's secret), so that every
 * process and every restart sign with the key the browsers subscribed with.
 */
export async function loadVapidKeys(
  db: Queryable,
  config: Pick<Config, 'push'>,
): Promise<VapidKeys> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  return vapidKeysOf(await generatedSecret(db, GENERATED_NAME, { bytes: 32 }));
}
