import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PdfInspector, pdfProblem } from '../../server/lib/pdf/pdf-inspector.js';
import { certificatePdf } from '../../server/core/pdf/minimal-pdf.js';

/** A small PDF with `extra` objects written before the catalog (offsets stay right: the trailer is rebuilt). */
function pdfWith(extra: string, prefix = '%PDF-1.7\n'): Buffer {
  const clean = certificatePdf(['hostile']).toString('latin1');
  const body = clean.replace('%PDF-1.4\n', `${prefix}9 0 obj\n${extra}\nendobj\n`);
  const xref = body.indexOf('xref\n');
  return Buffer.from(body.replace(/startxref\n\d+/, `startxref\n${xref}`), 'latin1');
}

/** An object stream (PDF 1.5+) packing `objects`, deflated unless `flate` is false. */
function objectStream(objects: string, { flate = true, data }: { flate?: boolean; data?: Buffer } = {}): string {
  const index = '10 0 ';
  const body = data ?? (flate ? deflateSync(Buffer.from(index + objects, 'latin1')) : Buffer.from(index + objects));
  const filter = flate ? ' /Filter /FlateDecode' : '';
  return `<< /Type /ObjStm /N 1 /First ${index.length}${filter} /Length ${body.length} >>\nstream\n${body.toString('latin1')}\nendstream`;
}

function inChunks(bytes: Buffer, size: number): string | null {
  const inspector = new PdfInspector();
  for (let i = 0; i < bytes.length; i += size) inspector.write(bytes.subarray(i, i + size));
  return inspector.finish();
}

describe('PDF hygiene', () => {
  it('accepts a plain PDF, whole or in any chunking', () => {
    const pdf = certificatePdf(['Certificate 1']);
    expect(pdfProblem(pdf)).toBeNull();
    for (const size of [1, 7, 64, 100, 4096]) expect(inChunks(pdf, size)).toBeNull();
  });

  it.each([
    ['OpenAction with JavaScript', '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>', /\/JS, \/JavaScript/],
    ['a hex-escaped name', '<< /S /J#61vaScript /JS (x) >>', /\/JavaScript/],
    ['Launch', '<< /Type /Action /S /Launch /F (cmd.exe) >>', /\/Launch/],
    ['an embedded file', '<< /Type /EmbeddedFile /Length 0 >>', /\/EmbeddedFile/],
    ['an XFA form', '<< /AcroForm << /XFA 10 0 R >> >>', /\/XFA/],
  ])('refuses %s, whole and split at every byte', (_label, object, names) => {
    const pdf = pdfWith(object);
    expect(pdfProblem(pdf)).toMatch(names);
    expect(pdfProblem(pdf)).toMatch(/^実行される内容（.*）を含むPDFは登録できません$/);
    expect(inChunks(pdf, 1)).toMatch(names);
    expect(inChunks(pdf, 5)).toMatch(names);
  });

  it('ignores names inside stream data (compressed bytes hold /JS by chance)', () => {
    const pdf = pdfWith('<< /Length 12 >>\nstream\nxx /JS yy zz\nendstream');
    expect(pdfProblem(pdf)).toBeNull();
    expect(inChunks(pdf, 3)).toBeNull();
  });

  it('inflates object streams and finds active content packed in them', () => {
    const script = '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';
    for (const pdf of [pdfWith(objectStream(script)), pdfWith(objectStream(script, { flate: false }))]) {
      expect(pdfProblem(pdf)).toMatch(/\/JS, \/JavaScript/);
      for (const size of [1, 13, 4096]) expect(inChunks(pdf, size)).toMatch(/\/JS, \/JavaScript/);
    }
    // Names spelled with #xx escapes inside the packed objects, and in the stream's own dictionary.
    expect(pdfProblem(pdfWith(objectStream('<< /S /L#61unch /F (cmd.exe) >>')))).toMatch(/\/Launch/);
    expect(pdfProblem(pdfWith(objectStream('<< /S /JS >>').replace('/Type /ObjStm', '/Type /Obj#53tm')))).toMatch(
      /\/JS/,
    );
  });

  it('knows an object stream however far its type is from the stream keyword', () => {
    const padded = objectStream('<< /S /JavaScript /JS (x) >>').replace(
      '/Type /ObjStm',
      `/Type /ObjStm${' '.repeat(8192)}`,
    );
    expect(pdfProblem(pdfWith(padded))).toMatch(/\/JS, \/JavaScript/);
    expect(inChunks(pdfWith(padded), 1000)).toMatch(/\/JS, \/JavaScript/);
    // An ordinary stream after an object stream's object is not taken for one.
    const after = `${objectStream('<< /Type /Page >>')}\nendobj\n10 0 obj\n<< /Length 12 >>\nstream\nxx /JS yy zz\nendstream`;
    expect(pdfProblem(pdfWith(after))).toBeNull();
  });

  it('accepts object streams of plain objects', () => {
    const pdf = pdfWith(objectStream('<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.jp) >> >>'));
    expect(pdfProblem(pdf)).toBeNull();
    expect(inChunks(pdf, 7)).toBeNull();
  });

  it('refuses an object stream it cannot read or that inflates past the cap', () => {
    const uncheckable = /^PDFの内容を確認できません/;
    expect(pdfProblem(pdfWith(objectStream('', { data: Buffer.from('not deflate data at all') })))).toMatch(
      uncheckable,
    );
    const bomb = deflateSync(Buffer.alloc(17 * 1024 * 1024, 0x20));
    expect(pdfProblem(pdfWith(objectStream('', { data: bomb })))).toMatch(uncheckable);
  });

  it('bounds what all object streams of one PDF inflate to by its size (deflate bombs)', () => {
    // Each packs a plain annotation and 2 MB of spaces, from a few kilobytes.
    const packed = objectStream(`<< /Type /Annot >>${' '.repeat(2 * 1024 * 1024)}`);
    const three = [packed, packed, packed].join('\nendobj\n10 0 obj\n');
    expect(pdfWith(three).length).toBeLessThan(64 * 1024);
    expect(pdfProblem(pdfWith(three))).toMatch(/^PDFの内容を確認できません/);
    // After a megabyte of other objects (eight times the bytes read so far) the same streams pass;
    // bytes that come after a stream do not count for it.
    const padding = `<< /Padding (${'x '.repeat(512 * 1024)}) >>`;
    expect(pdfProblem(pdfWith(`${padding}\nendobj\n11 0 obj\n${three}`))).toBeNull();
    expect(pdfProblem(pdfWith(`${three}\nendobj\n11 0 obj\n${padding}`))).toMatch(/^PDFの内容を確認できません/);
  });

  it('refuses polyglots: no %PDF- at byte 0, or HTML markup near the start', () => {
    expect(pdfProblem(Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), certificatePdf(['x'])]))).toBe(
      'PDFファイルではありません',
    );
    expect(pdfProblem(pdfWith('<< >>', '%PDF-1.7\n%<html><body><script>alert(1)</script>\n'))).toMatch(/HTMLなど/);
    expect(pdfProblem(Buffer.from(' %PDF-1.4 padding padding padding'))).toBe('PDFファイルではありません');
  });

  it('stops deciding early on a non-PDF start, so the caller can stop inflating', () => {
    const inspector = new PdfInspector();
    inspector.write(Buffer.alloc(64 * 1024));
    expect(inspector.earlyProblem).toBe('PDFファイルではありません');
  });

  it('finds the end of a stream inside a megabyte of raw data, wherever a chunk ends', () => {
    const run = '\xff'.repeat(1024 * 1024 + 4096);
    const pdf = pdfWith(
      `<< /Length ${run.length} >>\nstream\n${run}endstream\nendobj\n8 0 obj\n<< /S /JavaScript /JS (x) >>`,
    );
    const end = pdf.indexOf('endstream');
    // The last write ends 64 + j bytes after endstream starts: the cut at 64 bytes before its end falls inside it.
    for (let j = 0; j <= 10; j++) {
      const inspector = new PdfInspector();
      for (const [from, to] of [
        [0, end - 4096],
        [end - 4096, end - 4000],
        [end - 4000, end + 64 + j],
        [end + 64 + j, pdf.length],
      ]) {
        inspector.write(pdf.subarray(from, to));
      }
      expect(inspector.finish()).toMatch(/\/JS, \/JavaScript/);
    }
    expect(pdfProblem(pdf)).toMatch(/\/JS, \/JavaScript/);
  });

  it('refuses object syntax holding a megabyte without a delimiter (no name or keyword is that long)', () => {
    const pdf = pdfWith(`<< /Length 1 >>\n${'A'.repeat(2 * 1024 * 1024)}`);
    expect(pdfProblem(pdf)).toMatch(/^PDFの内容を確認できません/);
    expect(inChunks(pdf, 16 * 1024)).toMatch(/^PDFの内容を確認できません/);
  });

  it('still checks the trailer', () => {
    expect(pdfProblem(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'))).toMatch(/壊れています/);
  });
});
