/** A value for LIKE/ILIKE with the user's own % _ \ taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%value%` for a substring filter (served by the trigram indexes, see trigram-index.ts). */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
