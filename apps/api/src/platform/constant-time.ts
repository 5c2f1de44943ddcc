import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * A check that a sent header equals `expected`, compared in constant time (as digests, so the
 * length leaks nothing either). Anything but a string does not match.
 */
export function constantTimeMatcher(expected: string): (sent: unknown) => boolean {
  const wanted = digest(expected);
  return (sent) => typeof sent === 'string' && timingSafeEqual(digest(sent), wanted);
}
