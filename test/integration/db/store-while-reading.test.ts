import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { StoreWhileReading } from '../../../server/modules/device-uploads/upload/store-while-reading.js';
import type { ZipPdf } from '../../../server/modules/device-uploads/upload/zip-reader.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function stagedPdf(label: string, invalid: string | null = null): ZipPdf {
  const content = Buffer.from(`%PDF-1.4 ${label}`);
  const sha256 = createHash('sha256').update(content).digest('hex');
  return { name: `${label}.pdf`, size: content.length, sha256, invalid, path: '', content };
}

const registered = (pdfs: ZipPdf[]) =>
  t.orm.em.fork().count(StoredFile, { sha256: { $in: pdfs.map((pdf) => pdf.sha256) } });

describe('storing a check’s PDFs while the zip is read', () => {
  it('registers and puts a full batch before the reading ends, the rest at finish; refused PDFs are not stored', async () => {
    const pdfs = Array.from({ length: 260 }, (_, i) => stagedPdf(`while-reading-${i}`));
    const refused = stagedPdf('while-reading-refused', 'PDFファイルではありません');
    const store = new StoreWhileReading(t.orm.em.fork(), t.services.files);
    const puts = vi.spyOn(t.services.files, 'putBuffer');
    try {
      store.add(refused);
      for (const pdf of pdfs.slice(0, 250)) store.add(pdf);
      // The first 250 go in while later entries would still be read: no finish() yet.
      await vi.waitFor(() => expect(puts).toHaveBeenCalledTimes(250));
      expect(await registered(pdfs.slice(0, 250))).toBe(250);
      for (const pdf of pdfs.slice(250)) store.add(pdf);
      expect(await registered(pdfs.slice(250))).toBe(0);
      await store.finish();
    } finally {
      puts.mockRestore();
    }
    expect(await registered(pdfs)).toBe(260);
    expect(await registered([refused])).toBe(0);
    for (const pdf of pdfs) expect(await t.services.files.stat(pdf.sha256)).toEqual({ size: pdf.size });
  });

  it('a failed put rejects finish with its error, starts no later batch, and settle never rejects', async () => {
    const pdfs = Array.from({ length: 510 }, (_, i) => stagedPdf(`failing-${i}`));
    const store = new StoreWhileReading(t.orm.em.fork(), t.services.files);
    const puts = vi.spyOn(t.services.files, 'putBuffer').mockRejectedValueOnce(new Error('disk full'));
    try {
      for (const pdf of pdfs) store.add(pdf);
      await expect(store.settle()).resolves.toBeUndefined();
      await expect(store.finish()).rejects.toThrow('disk full');
      // The second batch was queued behind the failed one and never registered.
      expect(await registered(pdfs.slice(250, 500))).toBe(0);
    } finally {
      puts.mockRestore();
    }
  });
});
