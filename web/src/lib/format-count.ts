/**
 * A count as Japanese screens write it: digits grouped by three with commas (`12,345`), what
 * `toLocaleString('ja-JP')` gives for integers. Written out because the first `toLocaleString` of a
 * page loads ICU's number data: about 40 ms of a throttled phone's main thread, right after the
 * first paint of every list with a pager.
 */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
