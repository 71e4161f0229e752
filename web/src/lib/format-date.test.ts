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

  it('gives an empty string for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
