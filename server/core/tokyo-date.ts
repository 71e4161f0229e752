// Built once: a DateTimeFormat costs far more to make than to use (todayInTokyo runs per request).
const TOKYO_DATE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' });

/** Dates as people in Japan read them: publish dates, "today", file-name stamps. */
export function todayInTokyo(now: Date = new Date()): string {
  return TOKYO_DATE.format(now);
}

/** Today in Japan as yyyymmdd, for download file names. */
export function fileStamp(now: Date = new Date()): string {
  return todayInTokyo(now).replaceAll('-', '');
}

const TOKYO_DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment in Japan time as spreadsheets read it: 2026/11/18 10:00:00 (CSV exports). */
export function tokyoDateTime(moment: Date): string {
  const part = Object.fromEntries(TOKYO_DATE_TIME.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
