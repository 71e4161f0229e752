import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('one date and one date-time style for every screen', () => {
  it('shows calendar dates as they are, slash-separated', () => {
    expect(formatDate('2026-05-08')).toBe('2026/05/08');
    expect(formatDateTime('2026-05-08')).toBe('2026/05/08');
  });

  it('shows timestamps in Japan time with padded month, day, hour and minute', () => {
    expect(formatDate('2026-05-07T15:30:00Z')).toBe('2026/05/08');
    expect(formatDateTime('2026-11-23T19:02:00Z')).toBe('2026/11/24 04:02');
    expect(formatDateTime('2026-05-08T15:00:00Z')).toBe('2026/05/09 00:00');
  });

  it("matches the Asia/Tokyo time zone's own clock, across years, month ends and midnight", () => {
    const tokyo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // About 10,000 moments, every hour of the day and both sides of midnight among them (61 h 13 min
    // apart); one expect over the mismatches. 85,000 moments with an expect each took 20 s on a busy machine.
    const mismatches: string[] = [];
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2060, 0, 1); time += 61 * 3600 * 1000 + 13 * 60 * 1000) {
      const p = Object.fromEntries(tokyo.formatToParts(time).map((part) => [part.type, part.value]));
      const expected = `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
      const shown = formatDateTime(new Date(time).toISOString());
      if (shown !== expected) mismatches.push(`${new Date(time).toISOString()}: ${shown} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
