import { PassThrough } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvCell, writeCsv } from '../../server/core/csv/csv-writer.js';

describe('csv writer', () => {
  it('quotes per RFC 4180 and guards formula starts on text only', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).startsWith(`'${start}`) || csvCell(`${start}1`).startsWith(`"'${start}`)).toBe(true);
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
    const count = await writeCsv(out, { columns: [{ header: '名前', value: (r: { name: string }) => r.name }], rows: rows() }, 64);
    out.end();
    const text = iconv.decode(Buffer.concat(chunks), 'cp932');
    expect(count).toBe(1000);
    expect(text.startsWith('名前\r\n①㈱髙\r\n行1\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(1002);
  });
});
