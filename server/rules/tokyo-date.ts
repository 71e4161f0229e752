/**
 * Japan Standard Time is UTC+9 all year (no daylight saving since 1951), so a moment in Japan is
 * plain arithmetic. todayInTokyo runs on every public request: Intl.DateTimeFormat.format cost
 * more than the rest of a cached answer's own code. The web imports it as `@rules/tokyo-date` for
 * the dates its screens show (an Intl.DateTimeFormat for Asia/Tokyo loads the time zone data when
 * created: about 20 ms before every first paint).
 */
const JST_OFFSET_MS = 9 * 3600 * 1000;

/** `yyyy-mm-ddThh:mm:ss` of the moment on a clock in Japan. */
function tokyoIso(moment: Date): string {
  return new Date(moment.getTime() + JST_OFFSET_MS).toISOString();
}

/** Dates as people in Japan read them: publish dates, "today", file-name stamps. */
export function todayInTokyo(now: Date = new Date()): string {
  return tokyoIso(now).slice(0, 10);
}

/** Today in Japan as yyyymmdd, for download file names. */
export function fileStamp(now: Date = new Date()): string {
  return todayInTokyo(now).replaceAll('-', '');
}

/** A calendar date (yyyy-mm-dd) as people read it on the screens, in mails and exports: 2026/11/18. */
export function dateAsShown(calendarDate: string): string {
  return calendarDate.replaceAll('-', '/');
}

/** A moment in Japan time as spreadsheets read it: 2026/11/18 10:00:00 (CSV exports). */
export function tokyoDateTime(moment: Date): string {
  const iso = tokyoIso(moment);
  return `${dateAsShown(iso.slice(0, 10))} ${iso.slice(11, 19)}`;
}

/** A moment in Japan time as the screens and list PDFs show it: 2026/11/18 09:05. */
export function dateTimeAsShown(moment: Date): string {
  return tokyoDateTime(moment).slice(0, 16);
}
