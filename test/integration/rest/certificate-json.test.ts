import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';
import { createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let file: string;
const CERT = '/api/electric_heat_pump_certificates';
/** What the original SPA's HTTP client (axios) sends by default. */
const AXIOS_ACCEPT = 'application/json, text/plain, */*';

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const device = await createDevice(em);
  const certificate = await em.findOneOrFail(Certificate, { device: device.id });
  await moveBlobsToStore(t.orm.em.fork(), t.services.files);
  file = `${CERT}/${certificate.id}/file`;
});
afterAll(() => t.close());

describe('GET /{cert}/{id}/file for a JSON client (SPEC §7 "reads file")', () => {
  it('answers {file: base64 of the PDF, file_name, content_type, size, sha256} to a client that prefers JSON', async () => {
    const pdf = Buffer.from(await (await t.client().raw('GET', file)).arrayBuffer());
    for (const accept of ['application/json', AXIOS_ACCEPT]) {
      const res = await t.client().raw('GET', file, { headers: { accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('vary')).toMatch(/Accept/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Buffer.from(body.file as string, 'base64').equals(pdf)).toBe(true);
      expect(body).toMatchObject({
        content_type: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      });
      expect(typeof body.file_name).toBe('string');
    }
  });

  it('keeps the PDF bytes, ranges and validators for PDF viewers and browsers', async () => {
    for (const accept of [undefined, '*/*', 'application/pdf', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const res = await t.client().raw('GET', file, { headers: accept ? { accept } : {} });
      expect(res.headers.get('content-type'), accept).toBe('application/pdf');
      expect(res.headers.get('vary')).toMatch(/Accept/);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const json = await t.client().raw('GET', file, { headers: { accept: 'application/json' } });
    const etag = json.headers.get('etag')!;
    await json.arrayBuffer();
    const pdfEtag = (await t.client().raw('GET', file)).headers.get('etag');
    expect(etag).not.toBe(pdfEtag);
    const again = await t.client().raw('GET', file, { headers: { accept: 'application/json', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
