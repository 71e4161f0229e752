import type { Response } from 'express';
import { contentDisposition, writeListPdf, type ListPdf } from '../pdf/list-pdf.js';
import { fileStamp } from '../tokyo-date.js';

/** Streams a list as PDF named "<title>_<yyyymmdd>.pdf". */
export async function sendListPdf<Row>(res: Response, spec: ListPdf<Row>): Promise<void> {
  const stamp = fileStamp();
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', contentDisposition(`${spec.title}_${stamp}.pdf`, `list_${stamp}.pdf`));
  await writeListPdf(res, spec);
}
