import { CP932_LOOKALIKES } from '../csv/csv-writer.js';

let shared: RegExp | undefined;

/**
 * Characters that Noto Sans JP draws with one glyph for two code points (〜 U+301C and ～ U+FF5E,
 * ‖/∥, —/―, …: the CP932 look-alike pairs). pdfkit's ToUnicode map keeps one code point per glyph,
 * so whichever came first in the document would be what search and copy return for both.
 * Built on first use: csv-writer imports this module's neighbour, so not at load time.
 */
export function hasSharedGlyph(text: string): boolean {
  shared ??= new RegExp(`[${Object.entries(CP932_LOOKALIKES).flat().join('')}]`);
  return shared.test(text);
}

interface MarkableDoc {
  markContent(tag: string, options: { actual: string }): unknown;
  endMarkedContent(): unknown;
}

/**
 * Draws `text` so that its text layer reads back exactly: text with a shared glyph is wrapped in
 * a marked-content span carrying /ActualText (PDF 32000 14.9.4), which pdftotext, PDF.js and
 * Acrobat use for search and copy instead of the glyph's ToUnicode entry.
 */
export function drawExactText(doc: MarkableDoc, text: string, draw: () => void): void {
  if (!hasSharedGlyph(text)) return draw();
  doc.markContent('Span', { actual: text });
  draw();
  doc.endMarkedContent();
}
