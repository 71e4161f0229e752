import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../../core/db/bound-query.js';
import type { FileStore } from '../../../core/files/file-store.js';
import { registerFiles } from '../../certificates/orphan-files.js';
import { eachLimited } from './each-limited.js';
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
}

export function checkedUpload(zip: ReadZip, header: string[], data: string[][]): CheckedUpload {
  return {
    csvName: zip.csvName,
    header,
    data,
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

const STAT_PARALLEL = 16;

/**
 * Whether the check's PDFs can still be used: registers them again (young, so collection leaves them
 * alone from here on) and then checks every object is in the store. False (re-read the zip) when a
 * collection took one meanwhile.
 */
export async function checkedFilesPresent(
  em: EntityManager,
  files: FileStore,
  checked: CheckedUpload,
): Promise<boolean> {
  const valid = checked.pdfs.map(([, pdf]) => pdf).filter((pdf) => pdf.invalid === null);
  const unique = [...new Map(valid.map((pdf) => [pdf.sha256, pdf])).values()];
  await registerFiles(em, unique);
  let present = true;
  await eachLimited(unique, STAT_PARALLEL, async (pdf) => {
    if (present && (await files.stat(pdf.sha256)) === null) present = false;
  });
  return present;
}
