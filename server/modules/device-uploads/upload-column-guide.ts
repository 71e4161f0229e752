import {
  BOOLEAN_FALSE_CELLS,
  BOOLEAN_TRUE_CELLS,
  csvColumns,
  type CategoryDefinition,
  type CsvColumn,
} from '../device-registry/index.js';
import { DATE_FORMS } from './upload/cells.js';

/** Maximum length of an identifying cell (品番/型式), as the upload checks it (rows.ts). */
export const IDENTIFYING_MAX_CHARS = 128;
/** Maximum length of 証明書番号 (rows.ts). */
export const CERTIFICATE_NUMBER_MAX_CHARS = 64;

/** What a cell of an upload column holds, for the workbook template's formats and drop-downs. */
export type ColumnKind = 'text' | 'brand' | 'date' | 'number' | 'integer' | 'enum' | 'boolean' | 'file';

/**
 * One upload column explained: the single source of docs/equipment-fields.md's "Every upload column"
 * tables (English) and of the workbook template's 「記入方法」 sheet and cell rules (Japanese).
 */
export interface ColumnGuide {
  column: CsvColumn;
  header: string;
  required: boolean;
  kind: ColumnKind;
  /** The type as docs/equipment-fields.md lists it: `string ≤ 128`, `number 0…1`, `enum (a/b)`. */
  docType: string;
  /** Japanese: the kind of value. */
  typeLabel: string;
  unit: string;
  /** Japanese: the accepted forms. */
  forms: string;
  /** Inclusive bounds of number/integer columns. */
  min?: number;
  max?: number;
  /** The accepted values of enum and boolean columns (the first of each for booleans). */
  options?: readonly string[];
}

const FILE_RULE =
  'ZIPファイル内のPDFのパス（例: certificates/ABC-0001.pdf）。ZIPのルートからのパス、またはExcel/CSVファイルと同じフォルダからのパスで書きます。ZIP内のPDFはすべていずれかの行から参照してください';

function commonGuide(
  column: Extract<CsvColumn, { kind: 'common' }>,
): Omit<ColumnGuide, 'column' | 'header' | 'required'> {
  switch (column.key) {
    case 'brandName':
      return {
        kind: 'brand',
        docType: 'string',
        typeLabel: 'ブランド名',
        unit: '',
        forms: '事業者に登録済みのブランド名（一覧から選択）。未登録のブランド名は管理者に登録を依頼してください',
      };
    case 'releaseDate':
    case 'publishDate':
      return {
        kind: 'date',
        docType: 'date',
        typeLabel: '日付',
        unit: '',
        forms: `Excelの日付、または ${DATE_FORMS}${column.key === 'publishDate' ? '。空欄可（未設定）' : ''}`,
      };
    case 'certificateNumber':
      return {
        kind: 'text',
        docType: 'string',
        typeLabel: `文字列（${CERTIFICATE_NUMBER_MAX_CHARS}文字以内）`,
        unit: '',
        forms: '入力したとおりに登録します。カテゴリ内・ファイル内で重複できません',
      };
    case 'certificateFileName':
      return { kind: 'file', docType: 'string', typeLabel: 'ファイル名', unit: '', forms: FILE_RULE };
  }
}

const boundsText = (min?: number, max?: number) =>
  min !== undefined && max !== undefined ? `${min}以上${max}以下` : '';

function columnGuide(column: CsvColumn): ColumnGuide {
  const base = { column, header: column.header, required: column.required };
  if (column.kind === 'common') return { ...base, ...commonGuide(column) };
  if (column.kind === 'identifying') {
    return {
      ...base,
      kind: 'text',
      docType: `string ≤ ${IDENTIFYING_MAX_CHARS}`,
      typeLabel: `文字列（${IDENTIFYING_MAX_CHARS}文字以内）`,
      unit: '',
      forms: '入力したとおりに登録します（1-2、0012 なども文字のまま）',
    };
  }
  const { field } = column;
  const unit = field.unit ?? '';
  switch (field.type) {
    case 'number':
    case 'integer':
      return {
        ...base,
        kind: field.type,
        docType: `${field.type} ${field.min}…${field.max}`,
        typeLabel: field.type === 'integer' ? '整数' : '数値',
        unit,
        forms: `${boundsText(field.min, field.max)}（例: 1234、1,234${field.type === 'integer' ? '' : '、0.75'}）`,
        min: field.min,
        max: field.max,
      };
    case 'enum':
      return {
        ...base,
        kind: 'enum',
        docType: `enum (${field.options!.join('/')})`,
        typeLabel: '選択（一覧から選択）',
        unit,
        forms: field.options!.map((o) => `「${o}」`).join(''),
        options: field.options,
      };
    case 'boolean':
      return {
        ...base,
        kind: 'boolean',
        docType: 'boolean',
        typeLabel: '有無（一覧から選択）',
        unit,
        forms: `「${BOOLEAN_TRUE_CELLS[0]}」または「${BOOLEAN_FALSE_CELLS[0]}」（${BOOLEAN_TRUE_CELLS.slice(1, 3).join('/')}、${BOOLEAN_FALSE_CELLS.slice(1, 3).join('/')}、TRUE/FALSE も可）`,
        options: [BOOLEAN_TRUE_CELLS[0], BOOLEAN_FALSE_CELLS[0]],
      };
    case 'date':
      return {
        ...base,
        kind: 'date',
        docType: 'date',
        typeLabel: '日付',
        unit,
        forms: `Excelの日付、または ${DATE_FORMS}`,
      };
    default:
      return {
        ...base,
        kind: 'text',
        docType: field.maxLength ? `string ≤ ${field.maxLength}` : 'string',
        typeLabel: field.maxLength ? `文字列（${field.maxLength}文字以内）` : '文字列',
        unit,
        forms: '入力したとおりに登録します',
      };
  }
}

/** The upload columns of a category, in order, each explained. */
export function uploadColumnGuide(definition: CategoryDefinition): ColumnGuide[] {
  return csvColumns(definition).map(columnGuide);
}

/** The "Every upload column" tables of docs/equipment-fields.md, one per category (npm run docs:fields writes them). */
export function equipmentFieldsTables(definitions: readonly CategoryDefinition[]): string {
  return definitions
    .map((definition) =>
      [
        `#### ${definition.label}（/api/${definition.apiResource}）`,
        '',
        '| column | required or optional | type |',
        '|---|---|---|',
        ...uploadColumnGuide(definition).map(
          (g) => `| ${g.header} | ${g.required ? 'required' : 'optional'} | ${g.docType} |`,
        ),
        '',
      ].join('\n'),
    )
    .join('\n');
}
