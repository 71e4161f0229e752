/** A route's numeric id, or null when the segment is not a positive integer. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
