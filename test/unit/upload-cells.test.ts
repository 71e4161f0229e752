import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { toNfc } from '../../server/core/text/nfc.js';
import { MAX_CSV_RECORD_CHARS, csvContent, parseCsv } from '../../server/modules/device-uploads/upload/csv-text.js';
import { numberCellText, parseUploadDate } from '../../server/modules/device-uploads/upload/cells.js';
import {
  certificatePathCandidates,
  decodeEntryName,
  isIgnoredEntry,
} from '../../server/modules/device-uploads/upload/entry-names.js';
import { unknownBrandMessage } from '../../server/modules/device-uploads/upload/rows.js';
import { unicodePathExtra } from '../fixtures/makers/zip-bytes.js';

describe('toNfc', () => {
  it('composes what macOS decomposes and keeps the singletons CP932 holds as typed', () => {
    expect(toNfc('カ\u3099ス_003.pdf')).toBe('ガス_003.pdf');
    expect(toNfc('\u212B')).toBe('\u212B'); // Å ANGSTROM SIGN (CP932 81F0), NFC would give U+00C5
    expect(toNfc('\uFA10\u585A')).toBe('\uFA10\u585A'); // IBM extension 塚 stays beside the JIS one
    expect(toNfc('ハ\u309A\uFA11ヒ\u309A')).toBe('パ\uFA11ピ');
  });
});

describe('parseUploadDate', () => {
  it.each([
    ['2026-04-01', '2026-04-01'],
    ['2026/4/1', '2026-04-01'],
    ['2026年4月1日', '2026-04-01'],
    ['2026/4/1 0:00', '2026-04-01'],
    ['2026/04/01 00:00:00', '2026-04-01'],
    ['2026/4/1 \u3000 0:00', '2026-04-01'],
    ['令和8年4月1日', '2026-04-01'],
    ['R8.4.1', '2026-04-01'],
    ['r08/04/01', '2026-04-01'],
    ['平成31年4月30日', '2019-04-30'],
    ['H31.4.30', '2019-04-30'],
    ['令和元年5月1日', '2019-05-01'],
    ['R1.5.1', '2019-05-01'],
    ['昭和64年1月7日', '1989-01-07'],
    ['平成元年1月8日', '1989-01-08'],
    ['２０２６／４／１', '2026-04-01'],
  ])('%s → %s', (cell, iso) => expect(parseUploadDate(cell)).toBe(iso));

  it.each([
    '平成31年5月1日',
    '令和元年4月30日',
    '昭和64年1月8日',
    'R0.4.1',
    '2026/4/1 13:30',
    '2026/2/30',
    '26/4/1',
    '2026年4月',
    '令和8年',
  ])('refuses %s', (cell) => expect(parseUploadDate(cell)).toBeNull());
});

describe('numberCellText', () => {
  it.each([
    ['1,234', '1234'],
    ['-1,234.5', '-1234.5'],
    ['３７０', '370'],
    ['１，２００', '1200'],
    ['３．３', '3.3'],
    ['0.75', '0.75'],
  ])('%s → %s', (cell, text) => expect(numberCellText(cell, false)).toBe(text));
  it.each(['1,23', '12,34,567', '1.2.3', '1e3', ',123', '1 234'])('refuses %s', (cell) =>
    expect(numberCellText(cell, false)).toBeNull(),
  );
  it('an integer cell has no decimals', () => expect(numberCellText('1.5', true)).toBeNull());
});

describe('csvContent and parseCsv', () => {
  it('reads every valid CP932 byte form to the same characters', () => {
    const excel = Buffer.from([0xfb, 0xfc, 0xfa, 0x5c, 0x81, 0xe6, 0x81, 0xca]);
    const nec = Buffer.from([0xee, 0xe0, 0xed, 0x40, 0x87, 0x9a, 0xee, 0xf9]);
    expect(csvContent(excel).content).toBe('髙纊∵￢');
    expect(csvContent(nec)).toEqual({ content: '髙纊∵￢', encoding: 'cp932' });
  });
  it.each([[0x80], [0xa0], [0xfd], [0x85, 0x40], [0x81, 0x7f]])(
    'refuses bytes that are no CP932 character: %s',
    (...bytes) => {
      const file = Buffer.concat([iconv.encode('ヘッダー\r\n', 'cp932'), Buffer.from(bytes)]);
      expect(() => csvContent(file)).toThrow(
        expect.objectContaining({ fieldErrors: { zip: [expect.stringContaining('2行目')] } }),
      );
    },
  );
  it('passes UTF-8 on as its bytes (after a BOM) and reads them like text', () => {
    const utf8 = Buffer.from('ブランド名,型番\r\n髙,①\r\n');
    expect(csvContent(utf8)).toEqual({ content: utf8, encoding: 'utf-8' });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    expect(csvContent(withBom)).toEqual({ content: utf8, encoding: 'utf-8-bom' });
    expect(parseCsv(csvContent(withBom).content)).toEqual([
      ['ブランド名', '型番'],
      ['髙', '①'],
    ]);
    expect(() => csvContent(Buffer.concat([withBom, Buffer.from('x\r\n\xff\r\n', 'latin1')]))).toThrow(
      expect.objectContaining({ fieldErrors: { zip: ['CSVファイルにUTF-8として読めない文字があります（4行目）'] } }),
    );
  });

  it('stops at the first row past the cap, counting neither blank nor comma-only rows', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `${i},x`).join('\r\n');
    expect(parseCsv(`a,b\r\n${rows(3)}\r\n,\r\n\r\n`, 3)).toHaveLength(4);
    expect(() => parseCsv(`a,b\r\n${rows(4)}`, 3)).toThrow(
      expect.objectContaining({ fieldErrors: { zip: ['CSVファイルの行数が上限（3行）を超えています（4行以上）'] } }),
    );
    // Millions of rows (a few kilobytes zipped) are refused without being held.
    expect(() => parseCsv('1\n'.repeat(4_000_000), 5000)).toThrow(
      expect.objectContaining({
        fieldErrors: { zip: ['CSVファイルの行数が上限（5,000行）を超えています（5,001行以上）'] },
      }),
    );
  });

  it('refuses a line or a quoted record longer than a row can be, with its line', () => {
    const refusal = (line: number) => ({
      fieldErrors: { zip: [`CSVファイルの${line}行目が長すぎます（1行は65,536文字まで）`] },
    });
    expect(() => parseCsv(`a,b\r\n1,2\r\n${','.repeat(MAX_CSV_RECORD_CHARS + 1)}\r\n`)).toThrow(
      expect.objectContaining(refusal(3)),
    );
    const quoted = `"${'x\n'.repeat(MAX_CSV_RECORD_CHARS / 2 + 1)}"`;
    // A quoted record is named by the line where it passed the limit.
    expect(() => parseCsv(`a,b\r\n${quoted},1\r\n`)).toThrow(expect.objectContaining(refusal(32770)));
    expect(parseCsv(`a,b\r\n${'x'.repeat(MAX_CSV_RECORD_CHARS / 2)},1\r\n`)).toHaveLength(2);
  });

  it("drops Excel's comma-only rows", () => {
    expect(parseCsv('a,b\r\n1,2\r\n,\r\n"",""\r\n　,\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('entry names', () => {
  const cp932 = iconv.encode('証明書\\ソーラー表.pdf', 'cp932');
  it('uses a Unicode Path field whose CRC matches the stored name, else the CP932 bytes', () => {
    expect(
      decodeEntryName({ bytes: cp932, utf8Flag: false, extraField: unicodePathExtra(cp932, '証明書/ソーラー表.pdf') }),
    ).toBe('証明書/ソーラー表.pdf');
    const stale = unicodePathExtra(cp932, '旧名.pdf', Buffer.from('old'));
    expect(decodeEntryName({ bytes: cp932, utf8Flag: false, extraField: stale })).toBe('証明書/ソーラー表.pdf');
    expect(decodeEntryName({ bytes: cp932, utf8Flag: false, extraField: Buffer.alloc(0) })).toBe(
      '証明書/ソーラー表.pdf',
    );
  });
  it('reads flagged and unflagged UTF-8, in NFC', () => {
    const nfd = Buffer.from('カ\u3099ス.pdf');
    expect(decodeEntryName({ bytes: nfd, utf8Flag: true, extraField: Buffer.alloc(0) })).toBe('ガス.pdf');
    expect(decodeEntryName({ bytes: nfd, utf8Flag: false, extraField: Buffer.alloc(0) })).toBe('ガス.pdf');
  });
  it('ignores what operating systems write beside the files', () => {
    for (const name of [
      '__MACOSX/._a.pdf',
      '.DS_Store',
      'x/.DS_Store',
      'Thumbs.db',
      'x/desktop.ini',
      'X/Desktop.ini',
      'x/._a.pdf',
    ])
      expect(isIgnoredEntry(name), name).toBe(true);
    for (const name of ['a.pdf', 'x/desktop.ini.pdf', 'Thumbs.db.csv']) expect(isIgnoredEntry(name), name).toBe(false);
  });
  it("resolves 証明書ファイル名 from the zip root, then from the CSV's folder", () => {
    expect(certificatePathCandidates('一覧.csv', '証明書\\A.pdf')).toEqual(['証明書/A.pdf']);
    expect(certificatePathCandidates('出荷/一覧.csv', './証明書/A.pdf')).toEqual(['証明書/A.pdf', '出荷/証明書/A.pdf']);
  });
});

describe('a brand name the organization does not have', () => {
  it('names the brands it has (five at most), or says an administrator registers them', () => {
    expect(unknownBrandMessage('ブランド名', new Set())).toBe(
      'ブランド名「ブランド名」は登録されていません（ブランド名は管理者が登録します。登録を依頼してください）',
    );
    expect(unknownBrandMessage('ホットリンク', new Set(['ホットリンクα', 'ミライエネ']))).toBe(
      'ブランド名「ホットリンク」は登録されていません（登録済み: ホットリンクα、ミライエネ）',
    );
    const many = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(unknownBrandMessage('X', many)).toBe(
      'ブランド名「X」は登録されていません（登録済み: A、B、C、D、Eほか2件）',
    );
  });
});
