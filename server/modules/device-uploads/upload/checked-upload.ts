import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../../core/db/bound-query.js';
import { ORPHAN_GRACE_MS } from '../../certificates/orphan-files.js';
import type { ReadZip, ZipPdf } from './zip-reader.js';

/**
 * What a check read from a zip, kept on its preview so the commit of the same zip (same sha256)
 * need not decrypt and inflate it again: the CSV's records and the referenced PDFs' names, sizes,
 * hashes and verdicts. The PDFs themselves went into the file store during the check.
 */
export interface CheckedUpload {
  csvName: string;
  header: string[];
  data: string[][];
  pdfs: [string, Omit<ZipPdf, 'path' | 'content'>][];
  /** For a workbook: where its rows sit, so the commit's messages name cells too. */
  sheet?: CheckedSheet;
}

/** Where a workbook's data rows sit: sheet row per data row; data rows (index) holding date values in columns. */
export interface CheckedSheet {
  rowNumbers: number[];
  dateCells: [number, number[]][];
}

export function checkedUpload(
  zip: ReadZip,
  header: string[],
  data: string[][],
  sheet: CheckedSheet | undefined,
): CheckedUpload {
  return {
    csvName: zip.csvName,
    header,
    data,
    ...(sheet ? { sheet } : {}),
    pdfs: [...zip.pdfs].map(([key, { path: _path, content: _content, ...pdf }]) => [key, pdf]),
  };
}

/**
 * Keeps what a check read on its preview record: one bound json parameter (em.insert would walk the
 * thousands of cells and quote them into the SQL text, which took longer than validating them).
 */
export async function saveChecked(em: EntityManager, previewId: number, checked: CheckedUpload): Promise<void> {
  await executeBound(em, 'update upload_previews set checked = ?::json where id = ?', [
    JSON.stringify(checked),
    previewId,
  ]);
}

/** The zip as row validation sees it; no bytes: they are already in the store. */
export function zipOfChecked(checked: CheckedUpload): Pick<ReadZip, 'pdfs' | 'csvName'> {
  return {
    csvName: checked.csvName,
    pdfs: new Map(checked.pdfs.map(([key, pdf]) => [key, { ...pdf, path: '', content: null }])),
  };
}

/**
 * How old a preview may be for its commit to use the PDFs its check stored without looking for them
 * in the store or registering them again. The check registered each file (created_at = now) and then
 * put it, before the preview was written; collection removes a file only when its row is older than
 * ORPHAN_GRACE_MS, so within that time every object and row is still there, up to the commit's own
 * markFilesInUse (which locks the rows and makes them young in its transaction; if that rolls back,
 * they keep the check's time, the time this window is measured against). The hour covers the
 * check's and the commit's duration and clocks that differ between the app's processes and
 * PostgreSQL. An older preview's commit reads the zip again.
 */
export const PREVIEW_FILES_TRUSTED_MS = ORPHAN_GRACE_MS - 3600 * 1000;
