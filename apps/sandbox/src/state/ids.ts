/** Increasing ids like Trendyol's longs; never reset, so a client never sees an id twice. */
export function createIdSequence(start: number): () => number {
  let next = start;
  return () => next++;
}
