// Public one-item links as an operator makes them: the real `npm run content:token` command,
// signing with the CONTENT_TOKEN_SECRET that playwright.config.ts shares with the server.
import { spawnSync } from 'node:child_process';
import type { CountryCode } from '@pulso/contracts/country';

const root = new URL('../..', import.meta.url).pathname;

/** Runs `npm run content:token -- <id> --country=<cc> --base-url=<site>` and returns its link. */
export function contentTokenLink(contentId: string, country: CountryCode, baseUrl: string): URL {
  if (!process.env.CONTENT_TOKEN_SECRET)
    throw new Error('CONTENT_TOKEN_SECRET is not set: run the suite with npm run test:e2e');
  const run = spawnSync(
    'npm',
    ['run', 'content:token', '--', contentId, `--country=${country}`, `--base-url=${baseUrl}`],
    { cwd: root, encoding: 'utf8', env: process.env },
  );
  if (run.status !== 0)
    throw new Error(`content:token failed (${run.status}): ${run.stderr}${run.stdout}`);
  // npm prints the script's banner first; the command prints the link alone on its line.
  const line = run.stdout.split('\n').find((text) => /^https?:\/\//.test(text.trim()));
  if (!line) throw new Error(`content:token printed no link:\n${run.stdout}`);
  return new URL(line.trim());
}

const base64url = {
  decode: (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown,
  encode: (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url'),
};

/** The token with its claims changed and its signature kept: what a forger can make. */
export function forgeContentToken(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const forged = { ...(base64url.decode(payload) as Record<string, unknown>), ...claims };
  return [header, base64url.encode(forged), signature].join('.');
}
