import type { Response } from 'express';
import { contentDisposition, writeListPdf, type ListPdf } from '../pdf/list-pdf.js';

/** Streams a list as PDF named "<title>_<yyyymmdd>.pdf". */
export async function sendListPdf<Row>(res: Response, spec: ListPdf<Row>): Promise<void> {
  const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date()).replaceAll('-', '');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', contentDisposition(`${spec.title}_${stamp}.pdf`, `list_${stamp}.pdf`));
  await writeListPdf(res, spec);
}
