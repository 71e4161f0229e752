/**
 * The one way screens show dates: `2026/05/08` and `2026/05/08 09:05` in Japan time, zero-padded.
 * Accepts a calendar date (`2026-05-08`, shown as is: it has no time zone) or an ISO timestamp.
 * Empty or unparseable input gives '' so callers decide how to show "no value" (see EmptyValue).
 *
 * Japan time is UTC+9 all year (no daylight saving since 1951), so a timestamp is shifted by nine
 * hours and read in UTC. `Intl.DateTimeFormat` with `timeZone: 'Asia/Tokyo'` gives the same text but
 * loads the time zone data when created: about 20 ms before the first paint of every page.
 */
const JAPAN_OFFSET_MS = 9 * 3600 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function japanTime(value: string): Date | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + JAPAN_OFFSET_MS);
}

const day = (t: Date) => `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())}`;

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return `${calendar[1]}/${calendar[2]}/${calendar[3]}`;
  const t = japanTime(value);
  return t ? day(t) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return formatDate(value);
  const t = japanTime(value);
  return t ? `${day(t)} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}` : '';
}
