import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { writeListPdf } from '../../server/core/pdf/list-pdf.js';

describe('list PDF export', () => {
  it('writes a valid PDF whose text (pdftotext) holds the Japanese rows, title and date, across pages', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'list.pdf');
    const rows = Array.from({ length: 120 }, (_, i) => ({ name: `髙橋電機㈱ ブランド①-${i + 1}`, note: '備考です' }));
    await writeListPdf(
      fs.createWriteStream(file),
      {
        title: 'ブランド事業者一覧',
        columns: [
          { label: '名称', width: 2, value: (r) => r.name },
          { label: '備考', value: (r) => r.note },
        ],
        rows,
      },
      new Date('2026-04-01T03:00:00Z'),
    );
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('ブランド事業者一覧');
    expect(text).toContain('2026年4月1日');
    expect(text).toContain('髙橋電機㈱ ブランド①-1');
    expect(text).toContain('ブランド①-120');
    const pages = execFileSync('pdfinfo', [file], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)![1];
    expect(Number(pages)).toBeGreaterThan(1);
  });

  it('reads look-alike characters back as written (〜 U+301C and ～ U+FF5E share a glyph in Noto Sans JP)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'lookalike.pdf');
    const rows = [
      'CERT〜A',
      'CERT～B',
      'X−1 X－2 ‖∥ —― ¥￥',
      '折り返すほど長い証明書番号の説明〜ここまで〜そしてここから～終わり',
    ];
    await writeListPdf(fs.createWriteStream(file), {
      title: '一覧〜テスト',
      columns: [
        { label: '番号', value: (r) => r },
        { label: '備考', value: () => '' },
      ],
      rows,
    });
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('一覧〜テスト');
    for (const row of rows) expect(text).toContain(row);
  });
});

describe('list PDF export to a slow or vanished client', () => {
  const columns = [
    { label: '名称', width: 2, value: (r: number) => `性能測定用のお知らせ 第${r}号` },
    { label: '備考', value: () => '本文' },
  ];
  /**
   * Rows 1..total read a page of 100 at a time, as from the database (iterateAll): counts how many
   * were read and whether the reader let go.
   */
  function counted(total: number) {
    const state = { read: 0, released: false };
    async function* rows() {
      try {
        for (let i = 1; i <= total; i++) {
          if (i % 100 === 1) await setImmediate();
          state.read = i;
          yield i;
        }
      } finally {
        state.released = true;
      }
    }
    return { state, rows: rows() };
  }

  it('stops reading rows once the client is gone, and returns', async () => {
    const { state, rows } = counted(5000);
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
        this.destroy();
      },
    });
    await writeListPdf(out, { title: '一覧', columns, rows });
    expect(state.read).toBeLessThan(200);
    expect(state.released).toBe(true);
  });

  it('reads rows only as fast as a slow client takes the bytes, then all of them', async () => {
    const { state, rows } = counted(20_000);
    const held: (() => void)[] = [];
    let holding = true;
    let bytes = 0;
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (holding) held.push(callback);
        else callback();
      },
    });
    // The rows read each time the writer begins to wait for the client ('drain').
    const waits: number[] = [];
    const once = out.once.bind(out);
    out.once = ((event: string, listener: (...args: unknown[]) => void) => {
      if (event === 'drain') waits.push(state.read);
      return once(event, listener);
    }) as typeof out.once;
    const written = writeListPdf(out, { title: '一覧', columns, rows });
    // The client took nothing yet: the writer waits, wakes up and waits again without reading a row.
    await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(2), { timeout: 30_000 });
    expect(waits[1]).toBe(waits[0]);
    expect(state.read).toBe(waits[0]);
    // A bounded part of the list was read, not all of it.
    expect(state.read).toBeGreaterThan(0);
    // About 256 KiB of PDF waits for it: some 3,000–5,000 rows here.
    expect(state.read).toBeLessThan(10_000);
    holding = false;
    for (const callback of held.splice(0)) callback();
    await written;
    expect(state.read).toBe(20_000);
    expect(bytes).toBeGreaterThan(256 * 1024);
  }, 60_000);
});
