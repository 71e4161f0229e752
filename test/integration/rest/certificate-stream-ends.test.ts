import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../../server/core/logger.js';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';
import { createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let certificateId: number;

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const device = await createDevice(em);
  await moveBlobsToStore(t.orm.em.fork(), t.services.files);
  // A certificate large enough to be cut off midway (scanned certificates run to megabytes).
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
  const sha256 = createHash('sha256').update(content).digest('hex');
  await t.services.files.putBuffer(sha256, content);
  const file = em.create(StoredFile, { sha256, size: content.length });
  const certificate = await em.findOneOrFail(Certificate, { device: device.id });
  Object.assign(certificate, { file, size: content.length, sha256 });
  await em.flush();
  certificateId = certificate.id;
});
afterAll(() => t.close());

describe('a certificate download that ends early', () => {
  it('because the client left: not logged as a server error, and the server goes on serving', async () => {
    const files = t.services.files;
    const sources: Readable[] = [];
    const stream = files.stream.bind(files);
    const streams = vi.spyOn(files, 'stream').mockImplementation(async (...args) => {
      const source = await stream(...args);
      sources.push(source);
      return source;
    });
    const errors = vi.spyOn(logger, 'error');
    try {
      const abort = new AbortController();
      const response = await t
        .client()
        .raw('GET', `/api/electric_heat_pump_certificates/${certificateId}/file`, { signal: abort.signal });
      expect(response.status).toBe(200);
      await response.body!.getReader().read();
      abort.abort();
      // The server saw the client leave: its pipeline destroyed the file's stream. The rejection it
      // then raises reaches the error handler in promise jobs and ticks, all run before the next
      // turn of the event loop.
      await vi.waitFor(() => expect(sources[0]?.destroyed).toBe(true), { timeout: 10_000, interval: 10 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      streams.mockRestore();
    }
    const whole = await t.client().raw('GET', `/api/electric_heat_pump_certificates/${certificateId}/file`);
    expect((await whole.arrayBuffer()).byteLength).toBe(9 + 8 * 1024 * 1024);
  });

  it('because the file store failed midway: logged as an error, and the download is cut, not left hanging', async () => {
    const files = t.services.files;
    const stream = vi.spyOn(files, 'stream').mockImplementation(async () =>
      Readable.from(
        (async function* () {
          yield Buffer.from('%PDF-1.4\n');
          throw new Error('the volume went away');
        })(),
      ),
    );
    const errors = vi.spyOn(logger, 'error');
    try {
      const response = await t.client().raw('GET', `/api/electric_heat_pump_certificates/${certificateId}/file`);
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: 'the volume went away' }) }),
        'error after the answer started',
      );
    } finally {
      errors.mockRestore();
      stream.mockRestore();
    }
  });
});
