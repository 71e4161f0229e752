import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
