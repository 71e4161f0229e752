import { LRUCache } from 'lru-cache';

/** How many distinct documents a memo keeps: clients send the same few again and again. */
const MAX_DOCUMENTS = 500;

/**
 * What `judge` says of a query text and operation name, worked out once per document (parsing is
 * the expensive part) and kept for the MAX_DOCUMENTS most recently used documents.
 */
export function operationMemo<T>(
  judge: (query: string, operationName: string | undefined) => T,
): (query: string, operationName: string | undefined) => T {
  // Boxed: a verdict may be null or undefined, which lru-cache does not keep.
  const verdicts = new LRUCache<string, { verdict: T }>({ max: MAX_DOCUMENTS });
  return (query, operationName) => {
    const key = `${operationName ?? ''}\n${query}`;
    const known = verdicts.get(key);
    if (known) return known.verdict;
    const verdict = judge(query, operationName);
    verdicts.set(key, { verdict });
    return verdict;
  };
}
