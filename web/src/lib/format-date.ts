/**
 * The one way screens show dates: `2026/05/08` and `2026/05/08 09:05` in Japan time, zero-padded.
 * Accepts a calendar date (`2026-05-08`, shown as is: it has no time zone) or an ISO timestamp.
 * Empty or unparseable input gives '' so callers decide how to show "no value" (see EmptyValue).
 */
const TOKYO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(value: string): Record<string, string> | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(TOKYO.formatToParts(date).map((p) => [p.type, p.value]));
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return `${calendar[1]}/${calendar[2]}/${calendar[3]}`;
  const p = parts(value);
  return p ? `${p.year}/${p.month}/${p.day}` : '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return formatDate(value);
  const p = parts(value);
  return p ? `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}` : '';
}
