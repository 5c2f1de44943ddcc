/**
 * A value made on first use and kept: a constant that costs something to make (a file read, a
 * password hash), which a process may never need. Not for state that changes: the app owns that
 * (composition.ts, decision 082).
 */
export function lazyValue<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
