import { describe, expect, it } from 'vitest';
import { dateAsShown, dateTimeAsShown, fileStamp, todayInTokyo, tokyoDateTime } from '../../server/rules/tokyo-date.js';

const intlDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' });
const intlDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'short',
  timeStyle: 'medium',
  hourCycle: 'h23',
});

describe('dates in Japan', () => {
  it('turns over at midnight in Tokyo, 15:00 UTC', () => {
    expect(todayInTokyo(new Date('2026-03-31T14:59:59.999Z'))).toBe('2026-03-31');
    expect(todayInTokyo(new Date('2026-03-31T15:00:00.000Z'))).toBe('2026-04-01');
    expect(fileStamp(new Date('2026-12-31T15:00:00Z'))).toBe('20270101');
    expect(tokyoDateTime(new Date('2026-11-18T01:00:00Z'))).toBe('2026/11/18 10:00:00');
    expect(tokyoDateTime(new Date('2024-02-28T15:30:05Z'))).toBe('2024/02/29 00:30:05');
  });

  it('shows a date and a moment as the screens, mails and list PDFs do', () => {
    expect(dateAsShown('2026-04-01')).toBe('2026/04/01');
    expect(dateTimeAsShown(new Date('2026-11-18T00:05:59Z'))).toBe('2026/11/18 09:05');
    expect(dateTimeAsShown(new Date('2026-12-31T15:00:00Z'))).toBe('2027/01/01 00:00');
  });

  it('agrees with the Asia/Tokyo time zone database on moments from 1960 to 2100', () => {
    const from = Date.UTC(1960, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    for (let i = 0; i < 2000; i++) {
      const moment = new Date(from + Math.floor((span * i) / 2000) + i * 7_919_000);
      expect(todayInTokyo(moment)).toBe(intlDate.format(moment));
      expect(tokyoDateTime(moment)).toBe(intlDateTime.format(moment).replaceAll('-', '/'));
    }
  });
});
