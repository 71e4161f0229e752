import type ExcelJS from 'exceljs';
import { templateSampleRows, TEXT_FORMAT, textWidth, type CategoryDefinition } from '../device-registry/index.js';
import { uploadColumnGuide, type ColumnGuide } from './upload-column-guide.js';
import { columnLetter } from './upload/workbook-sheet.js';
import { TEMPLATE_SHEETS } from './workbook-sheet-names.js';

/** Fill of a required column's header (and the note on 記入方法 that says so). */
export const REQUIRED_FILL = 'FFFCE4D6';
const OPTIONAL_FILL = 'FFE7E6E6';
export const DATE_FORMAT = 'yyyy/m/d';

/** An input message, an error alert (Excel caps these lengths). */
const PROMPT_TITLE_MAX = 32;
const PROMPT_MAX = 255;
const ERROR_MAX = 225;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The names listed in an error alert: as many as fit. */
function listedValues(values: readonly string[], max: number): string {
  const listed: string[] = [];
  for (const [i, value] of values.entries()) {
    const rest = values.length - i - 1;
    const candidate = [...listed, `「${value}」`].join('') + (rest > 0 ? ` ほか${rest}件` : '');
    if (candidate.length > max) return listed.join('') + ` ほか${values.length - i}件`;
    listed.push(`「${value}」`);
  }
  return listed.join('');
}

type Validation = ExcelJS.DataValidation;
/** exceljs 4.4 keeps a sheet's validations by address or range; its typings omit them. */
export type WithValidations = {
  dataValidations: { add(address: string, v: Validation): void; model: Record<string, Validation> };
};

function validationOf(guide: ColumnGuide, brandRange: string | null, brands: readonly string[]): Validation | null {
  const allowBlank = !guide.required;
  const common = {
    allowBlank,
    showInputMessage: true,
    showErrorMessage: true,
    promptTitle: clip(guide.header, PROMPT_TITLE_MAX),
  };
  switch (guide.kind) {
    case 'brand':
      if (!brandRange) return null;
      return {
        ...common,
        type: 'list',
        formulae: [brandRange],
        prompt: clip('事業者に登録済みのブランド名を一覧から選んでください', PROMPT_MAX),
        errorStyle: 'stop',
        errorTitle: 'ブランド名',
        error: clip(`登録済みのブランド名から選んでください: ${listedValues(brands, ERROR_MAX - 30)}`, ERROR_MAX),
      };
    case 'enum':
    case 'boolean': {
      const options = guide.options!;
      return {
        ...common,
        type: 'list',
        formulae: [`"${options.join(',')}"`],
        prompt: clip(`一覧から選んでください: ${options.join('、')}`, PROMPT_MAX),
        errorStyle: 'stop',
        errorTitle: clip(guide.header, PROMPT_TITLE_MAX),
        error: clip(`${options.map((o) => `「${o}」`).join('')}のいずれかを入力してください`, ERROR_MAX),
      };
    }
    case 'number':
    case 'integer': {
      if (guide.min === undefined || guide.max === undefined) return null;
      const unit = guide.unit ? `（単位: ${guide.unit}）` : '';
      const kind = guide.kind === 'integer' ? '整数' : '数値';
      return {
        ...common,
        type: guide.kind === 'integer' ? 'whole' : 'decimal',
        operator: 'between',
        formulae: [guide.min, guide.max],
        prompt: clip(`${guide.min}以上${guide.max}以下の${kind}${unit}`, PROMPT_MAX),
        errorStyle: 'stop',
        errorTitle: clip(guide.header, PROMPT_TITLE_MAX),
        error: clip(`${guide.header}は${guide.min}以上${guide.max}以下の${kind}で入力してください`, ERROR_MAX),
      };
    }
    default:
      return null;
  }
}

/**
 * The workbook template of a category (exceljs): sheet 1 「機器一覧」 with the upload columns' Japanese
 * headers (required ones filled orange), a frozen header row, text format on every identifying and
 * text column, dates and numbers formatted as such, drop-downs for enumerations, 有無 and the
 * organization's brand names, number ranges from the category table, and the CSV template's sample
 * row; sheet 2 「記入方法」 explains each column from the same list as docs/equipment-fields.md; a
 * hidden sheet holds the brand list. Rows 2…maxRows+1 carry the rules (the upload's row limit).
 * `samples` example rows (the sample zip's two, like its CSV's).
 */
export async function templateWorkbook(
  definition: CategoryDefinition,
  brands: readonly string[],
  maxRows: number,
  samples = 1,
): Promise<Buffer> {
  const guides = uploadColumnGuide(definition);
  // Loaded on first use: exceljs took a tenth of the server's start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = '省エネ機器登録ポータル';
  workbook.created = new Date(Date.UTC(2025, 0, 1));
  const data = workbook.addWorksheet(TEMPLATE_SHEETS.data, { views: [{ state: 'frozen', ySplit: 1 }] });
  const guideSheet = workbook.addWorksheet(TEMPLATE_SHEETS.guide);
  const lists = workbook.addWorksheet(TEMPLATE_SHEETS.lists, { state: 'veryHidden' });

  lists.getColumn(1).values = ['ブランド名', ...brands];
  const brandRange = brands.length > 0 ? `${TEMPLATE_SHEETS.lists}!$A$2:$A$${brands.length + 1}` : null;

  const sampleRows = templateSampleRows(definition, brands[0] ?? 'ブランド名', samples).rows;
  const sample = sampleRows[0]!;
  const lastRow = maxRows + 1;
  guides.forEach((guide, i) => {
    const column = data.getColumn(i + 1);
    const value = sample[i] ?? '';
    column.width = Math.min(48, Math.max(10, textWidth(guide.header) + 2, textWidth(String(value)) + 2));
    column.numFmt =
      guide.kind === 'date'
        ? DATE_FORMAT
        : guide.kind === 'number' || guide.kind === 'integer'
          ? guide.kind === 'integer'
            ? '0'
            : 'General'
          : TEXT_FORMAT;
    const header = data.getCell(1, i + 1);
    header.value = guide.header;
    header.numFmt = TEXT_FORMAT;
    header.font = { bold: true };
    header.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: guide.required ? REQUIRED_FILL : OPTIONAL_FILL },
    };
    header.note = `${guide.required ? '【必須】' : '【任意】'}${guide.typeLabel}${guide.unit ? `（単位: ${guide.unit}）` : ''}\n${guide.forms}`;
    const numFmt = column.numFmt;
    sampleRows.forEach((row, r) => {
      const cell = data.getCell(r + 2, i + 1);
      const typed = row[i] ?? '';
      cell.numFmt = numFmt;
      if (guide.kind === 'date' && typeof typed === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(typed)) {
        cell.value = new Date(`${typed}T00:00:00Z`);
      } else if (typed !== '') {
        cell.value = typed;
      }
    });
    const validation = validationOf(guide, brandRange, brands);
    if (validation) {
      const letter = columnLetter(i + 1);
      (data as unknown as WithValidations).dataValidations.add(`${letter}2:${letter}${lastRow}`, validation);
    }
  });

  writeGuideSheet(guideSheet, definition, guides, maxRows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The lines above the column table of 「記入方法」. */
export function guideIntro(definition: CategoryDefinition, maxRows: number): string[] {
  return [
    `${definition.label} 一括登録用Excelテンプレート 記入方法`,
    `1枚目のシート「${TEMPLATE_SHEETS.data}」の2行目から、1行に1機器を入力してください（${maxRows.toLocaleString('en-US')}行まで）。2行目は記入例です。不要なら削除してください。`,
    '1行目の見出しは変更しないでください。オレンジ色の見出しの列は必須です（灰色は任意。任意の列は削除してもかまいません）。',
    '品番・型式・証明書番号などの文字の列は「文字列」の書式にしてあります。1-2 や 0012 も入力したとおりに登録されます。',
    '日付はExcelの日付のほか、2026/4/1、R8.4.1 などの文字でも入力できます。',
    '証明書ファイル名には、ZIPファイル内のPDFのパス（例: certificates/ABC-0001.pdf）を書きます。ZIPのルートからのパス、またはこのExcelファイルと同じフォルダからのパスです。',
    'このExcelファイル（.xlsx）と証明書PDFをパスワード付きZIPにまとめてアップロードしてください。1つのZIPにはExcelファイルかCSVファイルのどちらか1つだけを入れます。',
  ];
}

export const GUIDE_TABLE_HEADER = ['列', '列名', '必須', '種類', '単位', '入力できる値・形式'] as const;

function writeGuideSheet(
  sheet: ExcelJS.Worksheet,
  definition: CategoryDefinition,
  guides: ColumnGuide[],
  maxRows: number,
): void {
  const intro = guideIntro(definition, maxRows);
  intro.forEach((line, i) => {
    const cell = sheet.getCell(i + 1, 1);
    cell.value = line;
    if (i === 0) cell.font = { bold: true, size: 14 };
  });
  const headerRow = intro.length + 2;
  const header = sheet.getRow(headerRow);
  header.values = [...GUIDE_TABLE_HEADER];
  header.font = { bold: true };
  guides.forEach((guide, i) => {
    const row = sheet.getRow(headerRow + 1 + i);
    row.values = [
      columnLetter(i + 1),
      guide.header,
      guide.required ? '必須' : '任意',
      guide.typeLabel,
      guide.unit,
      guide.forms,
    ];
    if (guide.required) row.getCell(2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: REQUIRED_FILL } };
    row.getCell(6).alignment = { wrapText: true, vertical: 'top' };
  });
  [6, 40, 8, 22, 12, 80].forEach((width, i) => (sheet.getColumn(i + 1).width = width));
}
