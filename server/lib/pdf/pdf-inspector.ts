import { constants, inflateSync } from 'node:zlib';

/**
 * Checks a certificate PDF as its bytes stream out of the zip, without holding it: the header at
 * byte 0, no HTML/SVG markup near the start (a polyglot a browser could sniff as a page), no
 * active content (in the object syntax and in compressed object streams), and a trailer
 * (startxref … %%EOF) that points inside the file.
 */

export const PDF_PROBLEMS = {
  notPdf: 'PDFファイルではありません',
  polyglot: 'PDF以外の形式（HTMLなど）として解釈できる内容が含まれています',
  active: (names: string[]) => `実行される内容（${names.join(', ')}）を含むPDFは登録できません`,
  noTrailer: 'PDFファイルが壊れています（末尾の情報がありません）',
  badTrailer: 'PDFファイルが壊れています（参照位置が不正です）',
  uncheckable: 'PDFの内容を確認できません（圧縮されたオブジェクトが読み取れないか、大きすぎます）',
} as const;

/**
 * PDF names that run code or reach outside the document when it is opened (docs/decisions.md).
 * Plain /URI links stay allowed: certificates link to the issuing body.
 */
export const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
]);

const HEAD_BYTES = 1024;
const TAIL_BYTES = 2048;
/** Kept from one chunk to the next so a name or keyword split by a chunk edge is still seen whole. */
const CARRY_BYTES = 64;
/** A run this long without a delimiter is cut anyway (see cutPoint). */
const MAX_PENDING = 1024 * 1024;
const DELIMITER = /[\s/<>[\]()%{}]/;
/** DELIMITER as a table of the 256 latin1 characters a chunk decodes to, for the per-character search. */
const IS_DELIMITER = Uint8Array.from({ length: 256 }, (_, code) => (DELIMITER.test(String.fromCharCode(code)) ? 1 : 0));
const END_STREAM = 'endstream';
/** pdfProblem feeds a buffer in chunks of an upload's inflated size, so both decide alike. */
const WHOLE_BUFFER_CHUNK = 64 * 1024;
const MARKUP = /<\s*(html|script|svg|body|iframe|!doctype)/i;
// The stream keyword as a word (not endstream, not part of a name).
const STREAM_START = /(?<![A-Za-z/])stream(?![A-Za-z])/g;
// A PDF name (a solidus and regular characters; #xx escapes spell any byte: /J#61vaScript is
// /JavaScript), or the keyword that ends an object (its dictionary no longer applies after it).
const NAME_OR_END = /\/([^\s/<>[\]()%{}]+)|(?<![A-Za-z])endobj(?![A-Za-z])/g;
/** An object stream is held (compressed) and inflated to scan it: both are capped. */
const MAX_OBJECT_STREAM_BYTES = 4 * 1024 * 1024;
const MAX_OBJECT_STREAM_INFLATED = 16 * 1024 * 1024;
/**
 * All object streams of one PDF together may inflate to this much, or to OBJECT_STREAMS_PER_BYTE
 * times the bytes read so far when that is more: a 16 KB deflate bomb inflates to 16 MB (26 ms of
 * inflating and scanning), so without a bound relative to the file a 50 MB upload of them held
 * the event loop for minutes. Real object streams hold dictionaries, a fraction of the file.
 */
const OBJECT_STREAMS_MIN_ALLOWANCE = 4 * 1024 * 1024;
const OBJECT_STREAMS_PER_BYTE = 8;

/** What the current object's dictionary said so far: enough to know an object stream when its data starts. */
interface DictionarySoFar {
  type: string;
  flate: boolean;
  lastName: string;
}

const freshDictionary = (): DictionarySoFar => ({ type: '', flate: false, lastName: '' });

/**
 * An object stream's objects as text (its data runs from the EOL after `stream` to `endstream`);
 * null when it cannot be read or inflates past the cap: then nothing vouches for its objects.
 */
function objectStreamText(data: string, flate: boolean, maxOutput: number): string | null {
  if (!flate) return data.length <= maxOutput ? data : null;
  if (maxOutput <= 0) return null;
  try {
    // Sync flush: the EOL before endstream, or a stream cut short, is not an error.
    return inflateSync(Buffer.from(data.replace(/^\r?\n/, ''), 'latin1'), {
      maxOutputLength: maxOutput,
      finishFlush: constants.Z_SYNC_FLUSH,
    }).toString('latin1');
  } catch {
    return null;
  }
}

interface Cut {
  at: number;
  /** Cut inside a run of more than MAX_PENDING characters without a delimiter. */
  midRun: boolean;
}

/**
 * Where to stop scanning a chunk: at a delimiter at least CARRY_BYTES before its end, so no name
 * or keyword is split between two scans (names and keywords never hold a delimiter). Characters
 * before `from` were searched by an earlier call and hold none, so each is searched once: a long
 * run costs linear time, not a search of the whole pending text per chunk.
 *
 * A run longer than MAX_PENDING is cut at the limit. Only stream data may hold one (raw image
 * bytes); there the one keyword that matters, endstream, goes whole to the next scan. Object
 * syntax with such a run is refused by the scan (no reader's token is a megabyte long).
 */
function cutPoint(text: string, from: number): Cut {
  const limit = text.length - CARRY_BYTES;
  for (let i = limit; i >= from; i--) if (IS_DELIMITER[text.charCodeAt(i)]) return { at: i, midRun: false };
  if (text.length <= MAX_PENDING) return { at: 0, midRun: false };
  const split = text.lastIndexOf(END_STREAM, limit - 1);
  return { at: split >= 0 && split > limit - END_STREAM.length ? split : limit, midRun: true };
}

const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export class PdfInspector {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  /** Text not scanned yet: the last bytes of a chunk may be the start of a name or keyword. */
  private pending = '';
  /** Leading characters of `pending` already searched for a delimiter (none there). */
  private searched = 0;
  private inStream = false;
  /** The current stream's data so far, when it is an object stream (scanned at its end). */
  private objectStream: { flate: boolean; data: string } | null = null;
  /** The names of the object being read, followed across chunks (no size limit to pad past). */
  private dictionary = freshDictionary();
  private uncheckable = false;
  /** What this PDF's object streams inflated to so far (see OBJECT_STREAMS_MIN_ALLOWANCE). */
  private objectStreamBytes = 0;
  private size = 0;
  private readonly active = new Set<string>();
  /** Set as soon as the first bytes decide it: the caller may stop inflating the entry. */
  earlyProblem: string | null = null;

  write(chunk: Uint8Array): void {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.size += bytes.length;
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, bytes.subarray(0, HEAD_BYTES - this.head.length)]);
      if (this.head.length >= 5 && this.head.subarray(0, 5).toString('latin1') !== '%PDF-')
        this.earlyProblem = PDF_PROBLEMS.notPdf;
      else if (MARKUP.test(this.head.toString('latin1'))) this.earlyProblem = PDF_PROBLEMS.polyglot;
    }
    const text = this.pending + bytes.toString('latin1');
    const cut = cutPoint(text, this.searched);
    this.scan(text.slice(0, cut.at));
    if (cut.midRun && !this.inStream) this.uncheckable = true;
    this.pending = text.slice(cut.at);
    // Nothing cut: every character up to the limit was searched (the first may be a delimiter).
    this.searched = cut.at === 0 ? Math.max(0, text.length - CARRY_BYTES + 1) : 0;
    this.tail = Buffer.concat([this.tail, bytes]);
    if (this.tail.length > TAIL_BYTES * 2) this.tail = this.tail.subarray(this.tail.length - TAIL_BYTES);
  }

  /**
   * Names are looked for in the object syntax, not inside stream data: compressed binary holds
   * "/JS" by chance about once in a thousand files. Object streams are the exception: their data
   * is object syntax (often deflated), so it is inflated and scanned as such.
   */
  private scan(text: string): void {
    let at = 0;
    while (at < text.length) {
      if (this.inStream) {
        const end = text.indexOf(END_STREAM, at);
        this.collectObjectStream(text.slice(at, end < 0 ? text.length : end));
        if (end < 0) return;
        this.inStream = false;
        this.endObjectStream();
        at = end + END_STREAM.length;
        continue;
      }
      STREAM_START.lastIndex = at;
      const start = STREAM_START.exec(text);
      const syntax = text.slice(at, start ? start.index : text.length);
      this.scanNames(syntax, true);
      if (!start) return;
      this.inStream = true;
      const { type, flate } = this.dictionary;
      this.objectStream = type === 'ObjStm' ? { flate, data: '' } : null;
      this.dictionary = freshDictionary();
      at = start.index + start[0].length;
    }
  }

  /** Active names in `syntax`; with `track`, also what the object's dictionary says about its stream. */
  private scanNames(syntax: string, track: boolean): void {
    for (const match of syntax.matchAll(NAME_OR_END)) {
      if (match[1] === undefined) {
        this.dictionary = freshDictionary();
        continue;
      }
      const name = decodeName(match[1]);
      if (ACTIVE_PDF_NAMES.has(name)) this.active.add(`/${name}`);
      if (!track) continue;
      if (this.dictionary.lastName === 'Type') this.dictionary.type = name;
      if (name === 'FlateDecode') this.dictionary.flate = true;
      this.dictionary.lastName = name;
    }
  }

  private collectObjectStream(data: string): void {
    if (!this.objectStream) return;
    if (this.objectStream.data.length + data.length > MAX_OBJECT_STREAM_BYTES) {
      this.uncheckable = true;
      this.objectStream = null;
      return;
    }
    this.objectStream.data += data;
  }

  private endObjectStream(): void {
    if (!this.objectStream) return;
    // Already refused as uncheckable: inflating more of its object streams changes nothing.
    if (this.uncheckable) {
      this.objectStream = null;
      return;
    }
    const allowance = Math.max(OBJECT_STREAMS_MIN_ALLOWANCE, OBJECT_STREAMS_PER_BYTE * this.size);
    const maxOutput = Math.min(MAX_OBJECT_STREAM_INFLATED, allowance - this.objectStreamBytes);
    const objects = objectStreamText(this.objectStream.data, this.objectStream.flate, maxOutput);
    if (objects !== null) this.objectStreamBytes += objects.length;
    this.objectStream = null;
    if (objects === null) this.uncheckable = true;
    else this.scanNames(objects, false);
  }

  /** null when the whole file passed; else the reason, in Japanese, for the row's error. */
  finish(): string | null {
    if (this.earlyProblem) return this.earlyProblem;
    this.scan(this.pending);
    this.pending = '';
    if (this.size < 16 || this.head.subarray(0, 5).toString('latin1') !== '%PDF-') return PDF_PROBLEMS.notPdf;
    if (this.active.size > 0) return PDF_PROBLEMS.active([...this.active].sort());
    if (this.uncheckable || this.objectStream) return PDF_PROBLEMS.uncheckable;
    const tail = this.tail.subarray(Math.max(0, this.tail.length - TAIL_BYTES)).toString('latin1');
    const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!match) return PDF_PROBLEMS.noTrailer;
    if (Number(match[1]) >= this.size) return PDF_PROBLEMS.badTrailer;
    return null;
  }
}

/** The same checks on a whole buffer (files that are already in memory, e.g. the seed's), in an upload's chunks. */
export function pdfProblem(content: Uint8Array): string | null {
  const inspector = new PdfInspector();
  for (let at = 0; at < content.length; at += WHOLE_BUFFER_CHUNK) {
    inspector.write(content.subarray(at, at + WHOLE_BUFFER_CHUNK));
  }
  return inspector.finish();
}
