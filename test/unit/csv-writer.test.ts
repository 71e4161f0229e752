import { PassThrough } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvCell, notInCp932, toCp932, writeCsv } from '../../server/core/csv/csv-writer.js';

describe('csv writer', () => {
  it('quotes per RFC 4180 and guards formula starts on text only', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).startsWith(`'${start}`) || csvCell(`${start}1`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes CP932 with CRLF from an async row source, ①㈱髙 intact', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    async function* rows() {
      for (let i = 0; i < 1000; i++) yield { name: i === 0 ? '①㈱髙' : `行${i}` };
    }
    const count = await writeCsv(
      out,
      { columns: [{ header: '名前', value: (r: { name: string }) => r.name }], rows: rows() },
      64,
    );
    out.end();
    const text = iconv.decode(Buffer.concat(chunks), 'cp932');
    expect(count).toBe(1000);
    expect(text.startsWith('名前\r\n①㈱髙\r\n行1\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(1002);
  });

  it('writes the Unicode lookalikes of CP932 characters as their CP932 forms, not "?"', async () => {
    const source = '〜−‖—¢£¬¦¥‾';
    const decoded = iconv.decode(toCp932(source), 'cp932');
    expect(decoded).toBe('～－∥―￠￡￢￤￥￣');
    expect(decoded).not.toContain('?');
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeCsv(out, {
      columns: [{ header: '品番〜', value: (r: { v: string }) => r.v }],
      rows: [{ v: '10〜20−5 ①㈱髙' }],
    });
    out.end();
    expect(iconv.decode(Buffer.concat(chunks), 'cp932')).toBe('品番～\r\n10～20－5 ①㈱髙\r\n');
  });

  it('notInCp932 names what a CP932 file cannot hold, after the lookalike mapping', () => {
    expect(notInCp932('plain ASCII ~\\')).toEqual([]);
    expect(notInCp932('10〜20−5 ①㈱髙ⅰ∵')).toEqual([]);
    expect(notInCp932('𠮷野家🔥〜🔥')).toEqual(['𠮷', '🔥']);
    expect(notInCp932('en–dash')).toEqual(['–']);
    expect(notInCp932('\ud800')).toEqual(['\ud800']);
  });
});
