import { dateAsShown, dateTimeAsShown } from '@rules/tokyo-date';

/**
 * The one way screens show dates: `2026/05/08` and `2026/05/08 09:05` in Japan time, zero-padded
 * (the server's rules, which its mails and list PDFs use too).
 * Accepts a calendar date (`2026-05-08`, shown as is: it has no time zone) or an ISO timestamp.
 * Empty or unparseable input gives '' so callers decide how to show "no value" (see EmptyValue).
 */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026/05/08 09:05` on a clock in Japan, or null for an unparseable timestamp. */
function japanClock(value: string): string | null {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : dateTimeAsShown(moment);
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return dateAsShown(value);
  return japanClock(value)?.slice(0, 10) ?? '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (CALENDAR_DATE.test(value)) return dateAsShown(value);
  return japanClock(value) ?? '';
}
