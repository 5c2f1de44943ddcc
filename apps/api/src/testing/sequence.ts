/**
 * Numbers that do not repeat within a test file's run (`next()` gives `start + 1`, then
 * `start + 2`…): distinct registration numbers, client addresses. Each file runs in its own module
 * instance, so two files' sequences never meet.
 */
export function sequence(start = 0): () => number {
  let last = start;
  return () => (last += 1);
}
