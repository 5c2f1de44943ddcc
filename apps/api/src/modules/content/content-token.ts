import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { contentIdSchema } from '@pulso/contracts/content';
import { publicAccessProblemCodes as codes } from '@pulso/contracts/public-access';
import { isCountryCode, type CountryCode } from '@pulso/contracts/country';
import type { Queryable } from '../../platform/db/database.ts';
import { generatedSecret } from '../../platform/secrets/generated-secret.ts';
import { PublicAccessError } from './content.errors.ts';

/**
 * Public one-item links (spec §2 `aceite-teste/{id}?token=`, §6): a stateless HS256 JWT whose
 * claims are the item (`sub`), the country site (`cty`), an id (`jti`, what terms acceptances are
 * recorded against), `iat`, `exp` and the audience below.
 */
export const CONTENT_TOKEN_AUDIENCE = 'pulso-public-content';
/** Where versions before generated_secrets kept the secret, under DATA_DIR. */
const LEGACY_SECRET_FILE = 'content-token.secret';
const SECRET_BYTES = 32;

export interface ContentTokenClaims {
  contentId: string;
  country: CountryCode;
  /** The token's `jti`. */
  tokenId: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * The signing secret: CONTENT_TOKEN_SECRET when configured (required in production, see
 * config.ts); otherwise one generated once and kept in the database, so that every process on it
 * (and `npm run content:token`) signs and verifies the same links. A secret an older version
 * generated into `DATA_DIR/content-token.secret` is carried over, so its links stay valid.
 */
export async function loadContentTokenSecret(
  db: Queryable | undefined,
  settings: { contentTokenSecret: string | undefined; dataDir: string },
): Promise<Uint8Array> {
  if (settings.contentTokenSecret) return Buffer.from(settings.contentTokenSecret, 'base64');
  if (!db) throw new Error('Without CONTENT_TOKEN_SECRET the signing secret is in the database.');
  const kept = await generatedSecret(db, 'content-token', {
    bytes: SECRET_BYTES,
    legacy: () => readLegacySecretFile(join(settings.dataDir, LEGACY_SECRET_FILE)),
  });
  if (kept.length < SECRET_BYTES)
    throw new Error(`The content-token secret is shorter than ${SECRET_BYTES} bytes.`);
  return kept;
}

async function readLegacySecretFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function issueContentToken(
  secret: Uint8Array,
  input: { contentId: string; country: CountryCode; validForSeconds: number; now?: Date },
): Promise<{ token: string; claims: ContentTokenClaims }> {
  const issuedAt = new Date(seconds(input.now ?? new Date()) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + input.validForSeconds * 1000);
  const tokenId = randomUUID();
  const token = await new SignJWT({ cty: input.country })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.contentId)
    .setJti(tokenId)
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt))
    .setAudience(CONTENT_TOKEN_AUDIENCE)
    .sign(secret);
  return {
    token,
    claims: { contentId: input.contentId, country: input.country, tokenId, issuedAt, expiresAt },
  };
}

/** The claims of a token signed with `secret`; a PublicAccessError (invalid, expired) otherwise. */
export async function verifyContentToken(
  secret: Uint8Array,
  token: string,
  now: Date = new Date(),
): Promise<ContentTokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      audience: CONTENT_TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    }));
  } catch (error) {
    // Anything else (bad signature, audience, algorithm, shape) is a link we did not issue.
    throw error instanceof errors.JWTExpired
      ? new PublicAccessError(codes.tokenExpired)
      : new PublicAccessError(codes.tokenInvalid);
  }
  const { sub, jti, iat, exp, cty } = payload;
  if (
    !contentIdSchema.safeParse(sub).success ||
    typeof jti !== 'string' ||
    !isCountryCode(cty) ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  )
    throw new PublicAccessError(codes.tokenInvalid);
  return {
    contentId: sub as string,
    country: cty,
    tokenId: jti,
    issuedAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
  };
}
