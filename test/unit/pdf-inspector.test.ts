import { describe, expect, it } from 'vitest';
import { PdfInspector, pdfProblem } from '../../server/modules/devices/upload/pdf-inspector.js';
import { certificatePdf } from '../../server/core/pdf/minimal-pdf.js';

/** A small PDF with `extra` objects written before the catalog (offsets stay right: the trailer is rebuilt). */
function pdfWith(extra: string, prefix = '%PDF-1.7\n'): Buffer {
  const clean = certificatePdf(['hostile']).toString('latin1');
  const body = clean.replace('%PDF-1.4\n', `${prefix}9 0 obj\n${extra}\nendobj\n`);
  const xref = body.indexOf('xref\n');
  return Buffer.from(body.replace(/startxref\n\d+/, `startxref\n${xref}`), 'latin1');
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

  it('still checks the trailer', () => {
    expect(pdfProblem(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'))).toMatch(/壊れています/);
  });
});
