const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` days before now (negative: in the future), at 10:00 JST for readable timestamps. */
export function daysAgo(days: number): Date {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(1, 0, 0, 0);
  return date;
}

/** The calendar date (YYYY-MM-DD, JST) `days` days before today; negative values are in the future. */
export function dateDaysAgo(days: number): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000 - days * DAY).toISOString().slice(0, 10);
}
