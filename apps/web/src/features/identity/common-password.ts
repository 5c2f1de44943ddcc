/**
 * Whether a new password is off the list of common and breached passwords (contracts
 * common-passwords.ts). The list is large, so it is loaded only when a form checks a password;
 * the identity provider checks it again and has the last word.
 */
export async function isUncommonPassword(password: string): Promise<boolean> {
  const { isCommonPassword } = await import('@pulso/contracts/common-passwords');
  return !isCommonPassword(password);
}
