import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { drawExactText } from './text-layer.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf');

export interface PdfColumn<Row> {
  label: string;
  /** Relative width; columns share the page width in proportion. */
  width?: number;
  value: (row: Row) => string | number | null | undefined;
}

/** The first column of every list PDF: the row's id. */
export function idColumn<Row extends { id: number }>(): PdfColumn<Row> {
  return { label: 'ID', width: 0.5, value: (row) => row.id };
}

export interface ListPdf<Row> {
  title: string;
  /** A line under the title, e.g. the filters applied. */
  subtitle?: string;
  columns: PdfColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
}

const MARGIN = 36;
const CELL_PADDING = 3;
const FONT_SIZE = 8;

/** PDF bytes held for a slow client before the next rows wait (PDFKit writes without back-pressure). */
const BUFFERED_BYTES = 256 * 1024;

/**
 * Until `out` asks for more ('drain') or is gone; a short timer too, in case the pipe had already
 * resumed when this began listening.
 */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, 100);
    function done() {
      clearTimeout(timer);
      out.off('drain', done);
      out.off('close', done);
      resolve();
    }
    out.once('drain', done);
    out.once('close', done);
  });
}

/**
 * Writes a list as an A4 landscape PDF table with Noto Sans JP embedded (subset), the title and
 * the date on every page. Rows are consumed as they come, so long lists stream: at most about
 * BUFFERED_BYTES wait for a slow client, and a client that goes away stops the reading.
 */
export async function writeListPdf<Row>(out: Writable, spec: ListPdf<Row>, now = new Date()): Promise<void> {
  // Loaded on first use, as the lists' PDFs are rare beside the server's start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: spec.title },
    bufferPages: false,
  });
  doc.registerFont('jp', FONT);
  doc.registerFont('jp-bold', FONT_BOLD);
  doc.pipe(out);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    // A client gone before the end: nothing more will finish.
    out.on('close', resolve);
  });

  const tableWidth = doc.page.width - MARGIN * 2;
  const totalWeight = spec.columns.reduce((sum, c) => sum + (c.width ?? 1), 0);
  const widths = spec.columns.map((c) => ((c.width ?? 1) / totalWeight) * tableWidth);
  const date = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(now);
  let pageNumber = 0;
  let y = 0;

  const header = () => {
    pageNumber += 1;
    doc.font('jp-bold').fontSize(14);
    drawExactText(doc, spec.title, () => doc.text(spec.title, MARGIN, MARGIN, { width: tableWidth * 0.7 }));
    doc
      .font('jp')
      .fontSize(9)
      .text(`出力日: ${date}  ${pageNumber}ページ`, MARGIN, MARGIN + 4, { width: tableWidth, align: 'right' });
    y = MARGIN + 24;
    if (spec.subtitle) {
      doc.fontSize(9);
      drawExactText(doc, spec.subtitle, () => doc.text(spec.subtitle!, MARGIN, y, { width: tableWidth }));
      y = doc.y + 4;
    }
    y = drawRow(
      spec.columns.map((c) => c.label),
      true,
    );
  };

  const drawRow = (cells: string[], bold = false): number => {
    doc.font(bold ? 'jp-bold' : 'jp').fontSize(FONT_SIZE);
    const height =
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i]! - CELL_PADDING * 2 }))) +
      CELL_PADDING * 2;
    if (y + height > doc.page.height - MARGIN && !bold) {
      doc.addPage();
      header();
    }
    let x = MARGIN;
    if (bold) doc.rect(MARGIN, y, tableWidth, height).fill('#e8eef5').fillColor('#000');
    cells.forEach((text, i) => {
      doc.rect(x, y, widths[i]!, height).lineWidth(0.5).stroke('#999');
      doc.fillColor('#000');
      drawExactText(doc, text, () =>
        doc.text(text, x + CELL_PADDING, y + CELL_PADDING, { width: widths[i]! - CELL_PADDING * 2 }),
      );
      x += widths[i]!;
    });
    return y + height;
  };

  header();
  let count = 0;
  for await (const row of spec.rows as AsyncIterable<Row>) {
    // Stop reading rows for a client that went away; wait for one that reads slowly.
    if (out.destroyed) break;
    while (doc.readableLength > BUFFERED_BYTES && !out.destroyed) await drained(out);
    y = drawRow(spec.columns.map((c) => String(c.value(row) ?? '')));
    count += 1;
  }
  if (count === 0)
    doc
      .font('jp')
      .fontSize(10)
      .text('該当するデータはありません', MARGIN, y + 8);
  doc.end();
  await done;
}
