/**
 * Writes the "Every upload column" tables of docs/equipment-fields.md from the category table
 * (`uploadColumnGuide`, which the workbook template's 「記入方法」 sheet also reads).
 * `--check` fails when the document differs instead of writing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATEGORY_DEFINITIONS } from '../modules/device-registry/categories.js';
import { equipmentFieldsTables } from '../modules/device-uploads/upload-column-guide.js';

const MARK = '## Every upload column';
const path = new URL('../../docs/equipment-fields.md', import.meta.url);

/** The document with its generated part (from the first table after MARK to the next `## ` or the end) replaced. */
export function withGeneratedTables(doc: string): string {
  const at = doc.indexOf(MARK);
  if (at < 0) throw new Error(`${MARK} not found`);
  const start = doc.indexOf('\n#### ', at) + 1;
  const next = doc.indexOf('\n## ', start);
  const end = next < 0 ? doc.length : next + 1;
  const tables = equipmentFieldsTables(CATEGORY_DEFINITIONS);
  return doc.slice(0, start) + tables + (next < 0 ? '' : '\n') + doc.slice(end);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const doc = readFileSync(path, 'utf8');
  const generated = withGeneratedTables(doc);
  if (process.argv.includes('--check')) {
    if (generated !== doc) {
      console.error('docs/equipment-fields.md is out of date: run npm run docs:fields');
      process.exit(1);
    }
  } else if (generated !== doc) {
    writeFileSync(path, generated);
  }
}
