import { create as contentDisposition } from 'content-disposition';
import type { Response } from 'express';
import { idColumn, writeListPdf, type ListPdf } from '../pdf/list-pdf.js';
import { fileStamp } from '../../rules/tokyo-date.js';

/** The route's English resource name ("/brand_names/download/pdf" → "brand_names") for the ASCII file name. */
function resourceName(res: Response): string {
  const first = res.req.path.split('/').find(Boolean) ?? '';
  return /^[a-z0-9_]+$/i.test(first) ? first : 'list';
}

/**
 * Streams a list as PDF named "<title>_<yyyymmdd>.pdf" (ASCII fallback "<resource>_<yyyymmdd>.pdf"):
 * the rows' id first, as in every list PDF, then `spec.columns`.
 */
export async function sendListPdf<Row extends { id: number }>(res: Response, spec: ListPdf<Row>): Promise<void> {
  const stamp = fileStamp();
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader(
    'Content-Disposition',
    contentDisposition(`${spec.title}_${stamp}.pdf`, { fallback: `${resourceName(res)}_${stamp}.pdf` }),
  );
  await writeListPdf(res, { ...spec, columns: [idColumn<Row>(), ...spec.columns] });
}
