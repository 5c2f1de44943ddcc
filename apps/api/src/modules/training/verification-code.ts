import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET } from '@pulso/contracts/training';

/** A new random verification code (`K7QD-M2XP-9HRT`, about 59 bits). */
export function newVerificationCode(): string {
  const characters = Array.from(
    { length: 12 },
    () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)],
  ).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}
