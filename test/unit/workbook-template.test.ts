import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DeviceCategory } from '../../server/core/domain.js';
import { categoryDefinition, csvColumns } from '../../server/modules/device-registry/categories.js';
import { TEXT_FORMAT } from '../../server/modules/device-registry/xlsx-export.js';
import { uploadColumnGuide } from '../../server/modules/device-uploads/upload-column-guide.js';
import {
  DATE_FORMAT,
  GUIDE_TABLE_HEADER,
  guideIntro,
  REQUIRED_FILL,
  templateWorkbook,
  type WithValidations,
} from '../../server/modules/device-uploads/workbook-template.js';
import { TEMPLATE_SHEETS } from '../../server/modules/device-uploads/workbook-sheet-names.js';

const definition = categoryDefinition(DeviceCategory.cogeneration_systems);
const brands = ['エコ給湯①', '髙木㈱ブランド', 'A,B "quoted"'];

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('workbook template', () => {
  it('has the CSV template columns, a frozen header, required fills and the sample row', async () => {
    const workbook = await read(await templateWorkbook(definition, brands, 5000));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      TEMPLATE_SHEETS.data,
      TEMPLATE_SHEETS.guide,
      TEMPLATE_SHEETS.lists,
    ]);
    const sheet = workbook.worksheets[0]!;
    const columns = csvColumns(definition);
    expect(sheet.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.header)]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    columns.forEach((column, i) => {
      const fill = sheet.getCell(1, i + 1).fill as ExcelJS.FillPattern;
      expect(fill.fgColor?.argb === REQUIRED_FILL, column.header).toBe(column.required);
      expect(sheet.getColumn(i + 1).width).toBeGreaterThanOrEqual(10);
    });
    // The sample row: brand, a date cell, the sample numbers.
    expect(sheet.getCell('A2').value).toBe('エコ給湯①');
    expect(sheet.getCell('B2').value).toEqual(new Date('2025-04-01T00:00:00Z'));
    expect(workbook.worksheets[2]!.state).toBe('veryHidden');
  });

  it('formats identifying and text columns as text, dates as dates, numbers as numbers', async () => {
    const sheet = (await read(await templateWorkbook(definition, brands, 5000))).worksheets[0]!;
    uploadColumnGuide(definition).forEach((guide, i) => {
      const format = sheet.getColumn(i + 1).numFmt;
      if (guide.column.kind === 'identifying' || guide.kind === 'text' || guide.kind === 'file')
        expect(format, guide.header).toBe(TEXT_FORMAT);
      if (guide.kind === 'date') expect(format, guide.header).toBe(DATE_FORMAT);
      if (guide.kind === 'number') expect(format, guide.header).not.toBe(TEXT_FORMAT);
    });
  });

  it('offers drop-downs with messages for enumerations, 有無 and the brand names, and number ranges', async () => {
    const workbook = await read(await templateWorkbook(definition, brands, 5000));
    const sheet = workbook.worksheets[0]!;
    const validations = (sheet as unknown as WithValidations).dataValidations.model;
    const guides = uploadColumnGuide(definition);
    const at = (header: string, row: number) => {
      const i = guides.findIndex((g) => g.header === header);
      return validations[`${String.fromCharCode(65 + i)}${row}`];
    };
    const brand = at('ブランド名', 2)!;
    expect(brand.type).toBe('list');
    expect(brand.formulae).toEqual([`${TEMPLATE_SHEETS.lists}!$A$2:$A$4`]);
    expect(brand.promptTitle).toBe('ブランド名');
    expect(brand.error).toContain('「エコ給湯①」');
    // The list's cells are the organization's brands, exactly.
    const listed = workbook.worksheets[2]!.getColumn(1).values.slice(2);
    expect(listed).toEqual(brands);
    expect(at('ブランド名', 5001)).toEqual(brand);
    expect(at('ブランド名', 5002)).toBeUndefined();

    const enumeration = at('バックアップボイラーの種類', 2)!;
    expect(enumeration).toMatchObject({
      type: 'list',
      formulae: ['"ガス従来型,ガス潜熱回収型"'],
      showErrorMessage: true,
    });
    expect(enumeration.prompt).toContain('ガス従来型');
    expect(enumeration.error).toBe('「ガス従来型」「ガス潜熱回収型」のいずれかを入力してください');
    expect(at('温水暖房への排熱利用', 2)).toMatchObject({ type: 'list', formulae: ['"有,無"'] });

    const number = at('定格発電出力(W)', 3)!;
    expect(number).toMatchObject({ type: 'decimal', operator: 'between', formulae: [1, 100000] });
    expect(number.prompt).toContain('単位: W');
    expect(at('発電ユニット品番', 2)).toBeUndefined();
  });

  it('explains each column on 記入方法 from the same list as docs/equipment-fields.md', async () => {
    const sheet = (await read(await templateWorkbook(definition, brands, 5000))).worksheets[1]!;
    const intro = guideIntro(definition, 5000);
    expect(sheet.getCell(1, 1).value).toBe(intro[0]);
    const headerRow = intro.length + 2;
    expect(sheet.getRow(headerRow).values).toEqual([undefined, ...GUIDE_TABLE_HEADER]);
    uploadColumnGuide(definition).forEach((guide, i) => {
      const row = sheet.getRow(headerRow + 1 + i);
      expect(row.getCell(2).value).toBe(guide.header);
      expect(row.getCell(3).value).toBe(guide.required ? '必須' : '任意');
      expect(row.getCell(6).value).toBe(guide.forms);
    });
    const text = JSON.stringify(sheet.getSheetValues());
    expect(text).toContain('証明書ファイル名');
    expect(text).toContain('1-2 や 0012');
  });

  it('leaves the brand column free when the organization has no brand', async () => {
    const sheet = (await read(await templateWorkbook(definition, [], 5000))).worksheets[0]!;
    expect((sheet as unknown as WithValidations).dataValidations.model['A2']).toBeUndefined();
  });
});
