/** Dates as people in Japan read them: publish dates, "today", file-name stamps. */
export function todayInTokyo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(now);
}

/** Today in Japan as yyyymmdd, for download file names. */
export function fileStamp(now: Date = new Date()): string {
  return todayInTokyo(now).replaceAll('-', '');
}
