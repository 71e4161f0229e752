/**
 * A worksheet's rows as exceljs 4.4's streaming reader makes its values, without its Row and Cell
 * objects (workbook-sheet.ts turns them into the CSV parser's text).
 */
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { WORKBOOK_MESSAGES } from './workbook-parts.js';

/** The workbook is refused (a message of WORKBOOK_MESSAGES, naming the cell where there is one). */
export class SheetRefusal extends Error {}

/** A cell's value as exceljs's cell.value gives it, and its number format. */
export interface SheetCell {
  value: unknown;
  numFmt: string | undefined;
}

/** A sheet row: its number and its cells by column (1-based; sparse). */
export interface SheetRow {
  number: number;
  cells: (SheetCell | undefined)[];
}

interface SaxTag {
  name: string;
  attributes: Record<string, string>;
}
type SaxEvent = { eventType: 'opentag' | 'closetag'; value: SaxTag } | { eventType: 'text'; value: string };

// exceljs's own helpers (CommonJS, untyped), so values come out exactly as its worksheet reader makes them.
const requireCjs = createRequire(import.meta.url);
const parseSax = requireCjs('exceljs/lib/utils/parse-sax.js') as (
  text: AsyncIterable<string>,
) => AsyncIterable<SaxEvent[]>;
const excelUtils = requireCjs('exceljs/lib/utils/utils.js') as {
  isDateFmt(format: string | undefined): boolean;
  excelToDate(serial: number, date1904: boolean | undefined): Date;
  xmlDecode(text: string): string;
};
const colCache = requireCjs('exceljs/lib/utils/col-cache.js') as {
  decodeAddress(ref: string): { col: number };
  encodeAddress(row: number, col: number): string;
  validateAddress(address: string): void;
};

/** Characters handed to the XML parser at once: the events of one piece are all held until it is walked. */
const SAX_PIECE_CHARS = 16 * 1024;

/**
 * A part's text in pieces of at most SAX_PIECE_CHARS, decoded across chunk boundaries (exceljs
 * decodes each chunk on its own, which splits a character cut between two chunks); a surrogate
 * pair is never cut either.
 */
export async function* textPieces(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const pieces = function* (text: string) {
    for (let start = 0; start < text.length;) {
      let end = Math.min(start + SAX_PIECE_CHARS, text.length);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end += 1;
      yield text.slice(start, end);
      start = end;
    }
  };
  for await (const chunk of stream) yield* pieces(decoder.write(chunk as Buffer));
  yield* pieces(decoder.end());
}

/** exceljs's FormulaValue keeps only truthy parts (a cached 0 or '' is dropped); an empty formula stays as given. */
function formulaValue(formula: string, result: unknown): unknown {
  if (!formula) return result === undefined ? { formula } : { formula, result };
  return result ? { formula, result } : { formula };
}

/**
 * The rows of a worksheet part, one at a time, with the values exceljs 4.4's streaming
 * WorksheetReader gives (its `parse()` followed event for event: shared strings by index, inline
 * and formula strings XML-decoded, numbers in a date format as dates, errors, booleans, formulas
 * with their cached results; a cell's number format its own style's, else its row's). Its Row and
 * Cell objects and per-chunk batches of rows are not built: they were most of the reader's heap.
 */
export async function* sheetRows(stream: Readable, reader: ExcelReaderParts): AsyncGenerator<SheetRow> {
  const { sharedStrings, styles } = reader;
  const date1904 = reader.properties?.model?.date1904;
  let inRows = false;
  let row: SheetRow | null = null;
  let rowNumFmt: string | undefined;
  let c: { ref: string; s: number; t: string | undefined; f?: { text: string }; v?: { text: string } } | null = null;
  let current: { text: string } | null = null;
  for await (const events of parseSax(textPieces(stream))) {
    for (const event of events) {
      if (event.eventType === 'text') {
        if (current) current.text += event.value;
        continue;
      }
      const node = event.value;
      if (event.eventType === 'opentag') {
        switch (node.name) {
          case 'sheetData':
            inRows = true;
            break;
          case 'row':
            if (inRows) {
              row = { number: parseInt(node.attributes.r!, 10), cells: [] };
              rowNumFmt = node.attributes.s ? styles.getStyleModel(parseInt(node.attributes.s, 10))?.numFmt : undefined;
            }
            break;
          case 'c':
            if (row) c = { ref: node.attributes.r!, s: parseInt(node.attributes.s!, 10), t: node.attributes.t };
            break;
          case 'f':
            if (c) current = c.f = { text: '' };
            break;
          case 'v':
          case 'is':
          case 't':
            if (c) current = c.v = { text: '' };
            break;
        }
        continue;
      }
      switch (node.name) {
        case 'sheetData':
          inRows = false;
          break;
        case 'row':
          // exceljs emitted a null row for a <row> outside <sheetData>, which then failed.
          if (!row) throw new SheetRefusal(WORKBOOK_MESSAGES.notXlsx);
          yield row;
          row = null;
          break;
        case 'c': {
          if (!row || !c) break;
          const col = colCache.decodeAddress(c.ref).col;
          let cell = row.cells[col];
          if (!cell) {
            colCache.validateAddress(colCache.encodeAddress(row.number, col));
            cell = row.cells[col] = { value: null, numFmt: rowNumFmt };
          }
          if (c.s) {
            const style = styles.getStyleModel(c.s);
            if (style) cell.numFmt = style.numFmt;
          }
          if (c.f) {
            const result = c.v ? (c.t === 'str' ? excelUtils.xmlDecode(c.v.text) : parseFloat(c.v.text)) : undefined;
            cell.value = formulaValue(c.f.text, result);
          } else if (c.v) {
            switch (c.t) {
              case 's':
                cell.value = sharedStrings[parseInt(c.v.text, 10)];
                break;
              case 'inlineStr':
              case 'str':
                cell.value = excelUtils.xmlDecode(c.v.text);
                break;
              case 'e':
                cell.value = { error: c.v.text };
                break;
              case 'b':
                cell.value = parseInt(c.v.text, 10) !== 0;
                break;
              default:
                cell.value = excelUtils.isDateFmt(cell.numFmt)
                  ? excelUtils.excelToDate(parseFloat(c.v.text), date1904)
                  : parseFloat(c.v.text);
            }
          }
          c = null;
          break;
        }
      }
    }
  }
}

/** exceljs 4.4's streaming reader, driven part by part (its own unzip would take the parts in file order and spill sheets to temp files). */
export interface ExcelReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncIterable<unknown>;
  sharedStrings: unknown[];
  styles: { getStyleModel(id: number): { numFmt?: string } | null | undefined };
  properties?: { model?: { date1904?: boolean } };
}
