import { fileSizeLabel } from '../../../rules/device-forms.js';

/** What an upload's zip-level refusals say (422 on `zip`). */
/**
 * How messages name the upload's table: SPEC's CSV wording for a CSV, the workbook's own name for a
 * workbook (a maker who sent an .xlsx is not told about a CSV). `file` where the CSV wording says
 * 「CSVファイル」, `short` where it says 「CSV」.
 */
export const TABLE_NAMES = {
  csv: { short: 'CSV', file: 'CSVファイル' },
  xlsx: { short: 'Excelファイル', file: 'Excelファイル' },
} as const;

export const MESSAGES = {
  notZip: 'ZIPファイルを読み込めません（ZIP形式ではないか、ファイルが壊れています）',
  wrongPassword: 'ZIPファイルのパスワードが正しくありません',
  notEncrypted: 'パスワードで暗号化されていないファイルが含まれています',
  tooManyEntries: (max: number) => `ZIPファイル内のファイル数が上限（${max.toLocaleString('en-US')}件）を超えています`,
  tooLarge: (max: number) => `ZIPファイルの展開後のサイズが上限（${fileSizeLabel(max)}）を超えています`,
  csvTooLarge: (max: number) => `CSVファイルのサイズが上限（${fileSizeLabel(max)}）を超えています`,
  ratio: (name: string) => `圧縮率が異常なファイルが含まれています: ${name}`,
  sizeMismatch: (name: string) =>
    `ZIPファイルに記録されたサイズと実際の展開後のサイズが一致しないファイルが含まれています: ${name}`,
  unsupported: (name: string) =>
    `対応していない圧縮方式または暗号化方式のファイルが含まれています（Deflate と ZipCrypto または AES で作成してください）: ${name}`,
  overlapping: 'ZIPファイルの構造が不正です（ファイルの領域が重なっています）',
  headerMismatch: (name: string) =>
    `ZIPファイルの構造が不正です（ファイルの見出しと中央ディレクトリの内容が一致しません: ${name}）。ZIPファイルを作り直してください`,
  extraBytes:
    'ZIPファイルの構造が不正です（どのファイルにも属さないデータが含まれています）。ZIPファイルを作り直してください',
  badName: (name: string) => `不正なファイル名が含まれています: ${name}`,
  symlink: (name: string) => `シンボリックリンクは含められません: ${name}`,
  noCsv: 'ZIPファイルにCSVファイルが含まれていません（CSVの代わりにExcelファイル（.xlsx）も使えます）',
  twoCsv: 'ZIPファイルにCSVファイルが複数含まれています（1つにしてください）',
  twoXlsx: 'ZIPファイルにExcelファイル（.xlsx）が複数含まれています（1つにしてください）',
  csvAndXlsx: 'ZIPファイルにCSVファイルとExcelファイル（.xlsx）の両方が含まれています（どちらか1つにしてください）',
  xlsxTooLarge: (max: number) => `Excelファイルのサイズが上限（${fileSizeLabel(max)}）を超えています`,
  otherFile: (name: string) =>
    `CSVファイル・Excelファイル（.xlsx）・PDFファイル以外のファイルが含まれています: ${name}`,
  duplicateName: (name: string, other: string) =>
    name === other
      ? `同じ名前のファイルが複数含まれています: ${name}`
      : `同じ名前のファイルが複数含まれています（大文字・小文字や区切り文字の違いは同じ名前とみなします）: ${other} と ${name}`,
  unreferenced: (names: string[], more: number, table = 'CSV') =>
    `${table}の証明書ファイル名から参照されていないファイルが含まれています（取り除いてください）: ${names.join('、')}${more > 0 ? ` ほか${more}件` : ''}`,
} as const;
