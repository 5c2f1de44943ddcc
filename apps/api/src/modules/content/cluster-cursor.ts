import { validationMessages as m } from '@pulso/contracts/validation';
import { RequestInvalidError } from '../../errors.ts';

/** Deepest offset a `next` cursor may carry (like search's `from`). */
export const CURSOR_MAX_OFFSET = 10_000;

/**
 * The opaque `next` of `GET clusters/{id}`: base64url of `{"c":<cluster id>,"o":<offset>}`. The
 * offset counts rows on the home and cards in a list. A cursor of another cluster, or one that
 * was not made here, is a 400 naming `query.next`.
 */
export function encodeCursor(clusterId: string, offset: number): string {
  return Buffer.from(JSON.stringify({ c: clusterId, o: offset })).toString('base64url');
}

function invalidCursor(): RequestInvalidError {
  return new RequestInvalidError('The next cursor was not given by this cluster.', [
    { field: 'query.next', code: 'invalid', message: m.cursorInvalid },
  ]);
}

/** The offset in a cursor of `clusterId` (0 without one). */
export function decodeCursor(clusterId: string, cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { c, o } = (parsed ?? {}) as { c?: unknown; o?: unknown };
  if (
    c !== clusterId ||
    !Number.isInteger(o) ||
    (o as number) < 0 ||
    (o as number) > CURSOR_MAX_OFFSET
  )
    throw invalidCursor();
  return o as number;
}
