import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { certificatePdf } from '../../server/core/pdf/minimal-pdf.js';
import { TEMPLATE_SHEETS } from '../../server/modules/device-uploads/workbook-sheet-names.js';
import { buildZip } from '../factories/devices.js';

const portal = usePortal();
const CATEGORY = 'electric_heat_pumps';

/** LibreOffice's command line, if installed (CI installs Debian's libreoffice-calc-nogui: see .ci/run). */
const soffice = ['soffice', 'libreoffice'].find((command) => {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

if (!soffice && process.env.E2E_REQUIRE_SOFFICE)
  throw new Error('soffice not found: install libreoffice-calc-nogui (.ci/run does), or unset E2E_REQUIRE_SOFFICE');

/** A cell's value as text: rich text (LibreOffice writes runs where exceljs wrote a string) joined, dates as ISO. */
function plain(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return String(value);
}

/** A sheet's rows as tab-joined cell texts. */
function sheetLines(sheet: ExcelJS.Worksheet, rows?: number[]): string[] {
  const lines: string[] = [];
  for (const r of rows ?? Array.from({ length: sheet.rowCount }, (_, i) => i + 1)) {
    const cells = (sheet.getRow(r).values as ExcelJS.CellValue[]).slice(1);
    lines.push(cells.map(plain).join('\t').trimEnd());
  }
  return lines;
}

type DataValidation = { type: string; formulae: string[] };
type WithValidations = { dataValidations: { model: Record<string, DataValidation> } };

/** A page of the demo maker (東和エナジー), on the upload screen of electric heat pumps. */
async function makersUploadPage(): Promise<Page> {
  const page = await (await portal.browser.newContext({ locale: 'ja-JP', acceptDownloads: true })).newPage();
  await portal.signIn(page, 'tanaka@towa-energy.example.jp', 'Demo-pass-1234');
  await page.goto(`${portal.server.baseUrl}/organization/${CATEGORY}/upload`);
  await page.getByRole('link', { name: 'Excelテンプレート' }).waitFor();
  return page;
}

/** Clicks the upload screen's Excelテンプレート button and returns the file the browser saved. */
async function downloadTemplate(page: Page, dir: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Excelテンプレート' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('電気ヒートポンプ給湯機_テンプレート.xlsx');
  const file = path.join(dir, 'template.xlsx');
  await download.saveAs(file);
  return file;
}

async function loadWorkbook(file: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

/** The values of the drop-down list on `column` of the data sheet (a range on the hidden sheet, or literal). */
function dropDownValues(workbook: ExcelJS.Workbook, column: string): string[] {
  const sheet = workbook.getWorksheet(TEMPLATE_SHEETS.data)!;
  const validation = (sheet as unknown as WithValidations).dataValidations.model[`${column}2`];
  expect(validation?.type).toBe('list');
  const formula = validation!.formulae[0]!;
  const range = /^'?(.+?)'?!\$([A-Z]+)\$(\d+):\$[A-Z]+\$(\d+)$/.exec(formula);
  if (!range) return formula.replace(/^"|"$/g, '').split(',');
  const [, sheetName, letter, from, to] = range;
  const lists = workbook.getWorksheet(sheetName!)!;
  const values: string[] = [];
  for (let row = Number(from); row <= Number(to); row++) values.push(plain(lists.getCell(`${letter}${row}`).value));
  return values;
}

describe('the makers’ workbook through the real pages', () => {
  it.skipIf(!soffice)(
    `the template from the upload screen converts with LibreOffice headless, its drop-downs and 「${TEMPLATE_SHEETS.guide}」 intact${soffice ? '' : ' (SKIPPED: soffice is not installed here; CI installs libreoffice-calc-nogui, see .ci/run)'}`,
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-soffice-'));
      try {
        const page = await makersUploadPage();
        const template = await downloadTemplate(page, dir);
        const original = await loadWorkbook(template);
        const out = path.join(dir, 'out');
        // A profile of its own: no first-start dialogs, no lock shared with a desktop session.
        const profile = `-env:UserInstallation=file://${path.join(dir, 'profile')}`;
        const convert = (filter: string) =>
          execFileSync(soffice!, [profile, '--headless', '--convert-to', filter, '--outdir', out, template], {
            encoding: 'utf8',
            timeout: 120_000,
          });
        expect(convert('xlsx')).toMatch(/template\.xlsx -> .*out\/template\.xlsx/);
        const converted = await loadWorkbook(path.join(out, 'template.xlsx'));

        // The sheets survive in their order, the guide with its text.
        expect(converted.worksheets.map((s) => s.name)).toEqual(original.worksheets.map((s) => s.name));
        const guideText = (workbook: ExcelJS.Workbook) => sheetLines(workbook.getWorksheet(TEMPLATE_SHEETS.guide)!);
        expect(guideText(converted)).toEqual(guideText(original));
        expect(guideText(converted).join('\n')).toContain('証明書ファイル名');

        // Every validated column keeps its rule (LibreOffice writes them for the rows it considers used,
        // so the range is compared on row 2), the brand drop-down its list.
        const rules = (workbook: ExcelJS.Workbook) =>
          Object.fromEntries(
            Object.entries(
              (workbook.getWorksheet(TEMPLATE_SHEETS.data) as unknown as WithValidations).dataValidations.model,
            )
              .filter(([cell]) => /^[A-Z]+2$/.test(cell))
              .map(([cell, v]) => [cell, v.type]),
          );
        expect(Object.keys(rules(original)).length).toBeGreaterThan(5);
        expect(rules(converted)).toEqual(rules(original));
        expect(dropDownValues(converted, 'A')).toEqual(dropDownValues(original, 'A'));
        expect(dropDownValues(converted, 'A')).toContain('トウワ エコホット');

        // The header and the sample row read the same (the sample's text ids stay text).
        const data = (workbook: ExcelJS.Workbook) => sheetLines(workbook.getWorksheet(TEMPLATE_SHEETS.data)!, [1, 2]);
        expect(data(converted)).toEqual(data(original));

        // And as CSV (UTF-8): the first sheet, the CSV template's header.
        convert('csv:Text - txt - csv (StarCalc):44,34,76');
        const csv = fs.readFileSync(path.join(out, 'template.csv'), 'utf8').split(/\r?\n/);
        expect(csv[0]).toMatch(/^ブランド名,発売予定年月日,公開日,証明書番号,システム品番,/);
        const brand = String(original.getWorksheet(TEMPLATE_SHEETS.data)!.getCell('A2').value);
        expect(csv[1]!.startsWith(`${brand},2025/4/1,,SAMPLE-ELE-0001,SY-1000,`)).toBe(true);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('a maker downloads the template, fills it (text 品番, dates, a brand from the drop-down), zips it with a password, uploads with progress, previews and commits: the list shows the values as typed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-workbook-'));
    try {
      const page = await makersUploadPage();
      const workbook = await loadWorkbook(await downloadTemplate(page, dir));
      const sheet = workbook.getWorksheet(TEMPLATE_SHEETS.data)!;
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      const column = (header: string) => headers.indexOf(header) + 1;
      const brands = dropDownValues(workbook, 'A');
      const brand = brands.at(-1)!;
      // Three rows on the sample's values; what Excel would change in a CSV is typed as text.
      const typed = [
        { number: 'WB-E2E-0001', model: '1-2', date: new Date(Date.UTC(2026, 3, 1)) as Date | string },
        { number: 'WB-E2E-0002', model: '0012', date: '2026/4/1' },
        { number: 'WB-E2E-0003', model: 'A-1/2', date: 'R8.4.1' },
      ];
      const sample = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
      typed.forEach((row, i) => {
        const cells = sheet.getRow(i + 2);
        sample.forEach((value, c) => (cells.getCell(c + 1).value = value));
        cells.getCell(column('ブランド名')).value = brand;
        cells.getCell(column('証明書番号')).value = row.number;
        cells.getCell(column('システム品番')).value = row.model;
        cells.getCell(column('発売予定年月日')).value = row.date;
        cells.getCell(column('証明書ファイル名')).value = `証明書/${row.number}.pdf`;
      });
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      // Padding PDFs (incompressible) so the throttled upload lasts a few seconds.
      const zip = await buildZip(
        [
          { name: '東和_機器一覧.xlsx', content: xlsx },
          ...typed.map((row) => ({
            name: `証明書/${row.number}.pdf`,
            content: certificatePdf([`Certificate ${row.number}`, randomBytes(20_000).toString('base64')]),
          })),
        ],
        { password: 'Zip-towa-1234' },
      );
      const zipPath = path.join(dir, '東和_Excel登録.zip');
      fs.writeFileSync(zipPath, zip);

      await page.getByLabel('ZIPファイル').setInputFiles(zipPath);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 32 * 1024,
      });
      await page.getByRole('button', { name: '確認' }).click();
      const bar = page.getByTestId('upload-progress').getByRole('progressbar');
      await bar.waitFor();
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await screenshot(page, 'devices-upload-workbook-progress');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      await page.waitForURL('**/upload/confirm');
      const preview = page.getByRole('table', { name: 'アップロード内容' });
      await preview.waitFor();
      await expect(page.locator('tr[data-row]').count()).resolves.toBe(3);
      for (const row of typed) await expect(preview.getByText(row.model, { exact: true }).count()).resolves.toBe(1);
      await screenshot(page, 'devices-upload-workbook-confirm');
      await page.getByRole('button', { name: '3件を登録する' }).click();
      await page.getByText('3件を登録しました').waitFor();

      await page.goto(`${portal.server.baseUrl}/organization/${CATEGORY}`);
      const list = page.getByRole('table', { name: '電気ヒートポンプ給湯機一覧' });
      await list.waitFor();
      for (const row of typed) {
        const line = list.locator('tr', { has: page.getByRole('link', { name: row.number, exact: true }) });
        await expect(line.count()).resolves.toBe(1);
        const cells = await line.locator('td').allTextContents();
        expect(cells, row.number).toContain(row.model);
        expect(cells, row.number).toContain(brand);
      }
      await screenshot(page, 'devices-upload-workbook-list');

      // The detail keeps the date typed three ways as one date.
      for (const row of typed) {
        await page.goto(`${portal.server.baseUrl}/organization/${CATEGORY}`);
        await page.getByRole('link', { name: row.number, exact: true }).click();
        await page.getByRole('heading', { name: '電気ヒートポンプ給湯機 詳細' }).waitFor();
        await expect(page.getByText(row.model, { exact: true }).count()).resolves.toBeGreaterThan(0);
        await expect(page.getByText(/2026[-/年]0?4[-/月]0?1日?/).count()).resolves.toBeGreaterThan(0);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
