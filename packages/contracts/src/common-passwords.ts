import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords this project itself has published (README demo accounts, default settings): as
 * guessable as any breached one.
 */
export const publishedPasswords: readonly string[] = [
  'Pulso!2026',
  'Pulso2026',
  'Pulso!2025',
  'demo-authenticator-password',
];

/** The form a password is compared in: trimmed, Unicode-normalised, case-folded. */
export function normalisePassword(password: string): string {
  return password.trim().normalize('NFKC').toLowerCase();
}

let known: Set<string> | undefined;

/**
 * Whether a password is on the list of common and breached passwords shipped with the project:
 * zxcvbn-ts's `passwords-common` dictionary (about 49,000 of the most frequent passwords of
 * public breach corpora, offline in the package) plus `publishedPasswords`. Compared normalised,
 * so `PASSWORD1` and ` password1 ` count as `password1`. The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(
    [...dictionary['passwords-common'], ...publishedPasswords].map(normalisePassword),
  );
  return known.has(normalisePassword(password));
}
