/**
 * GraphQL multipart uploads (graphql-upload) whose client goes away stop like the /api ones: cut
 * short while the zip streams in, or canceled while the check runs, nothing is left behind (no
 * temporary files, no stored PDFs, no preview, no devices, no progress row).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';
import { slowDownPuts } from '../../helpers/slow-file-store.js';
import { tmpdirLeftovers } from '../../helpers/private-tmpdir.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { certificatePdf, sha256Hex } from '../../../server/core/pdf/minimal-pdf.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { UploadPreview } from '../../../server/modules/device-uploads/upload-preview.entity.js';
import { UploadProgress } from '../../../server/modules/device-uploads/upload-progress.entity.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import { appWithSignedInMaker, uploadZip } from '../../factories/devices.js';

const ROWS = 120;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  ({ t, client } = await appWithSignedInMaker());
  // A slow file store: each PDF takes a while to put, so a check runs long enough to be canceled.
  slowDownPuts(t.services.files);
});
afterAll(() => t.close());

const CHECK =
  'mutation ($zip: Upload!, $id: String) { checkDeviceUpload(category: electric_heat_pumps, zip: $zip, passwordType: organization, progressId: $id) { fileName } }';
const COMMIT =
  'mutation ($zip: Upload!, $id: String) { commitDeviceUpload(category: electric_heat_pumps, zip: $zip, passwordType: organization, progressId: $id) { created } }';
const PROGRESS = 'query($id: String!) { uploadProgress(id: $id) { phase pdfsDone } }';

const boundary = 'gql-upload-abort';
const part = (name: string, value: string, fileName?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"\r\nContent-Type: application/zip` : ''}\r\n\r\n${value}`;

/** The multipart request up to the zip's bytes: the operation, its map, the file part's header. */
const head = (query: string, id: string) =>
  `${part('operations', JSON.stringify({ query, variables: { zip: null, id } }))}\r\n${part('map', JSON.stringify({ 0: ['variables.zip'] }))}\r\n${part('0', '', 'upload.zip')}`;

/** Sends `query` with `zip`, or with a body that never ends when `zip` is null; the answer or the abort's error. */
function send(query: string, id: string, zip: Buffer | null, signal: AbortSignal) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head(query, id)));
      if (!zip) {
        controller.enqueue(new Uint8Array(200_000).fill(1));
        return; // Never closed: the rest of the zip does not come.
      }
      controller.enqueue(zip);
      controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  return client
    .raw('POST', '/graphql', {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
      signal,
    })
    .catch((error: Error) => error);
}

const pdfShas = (prefix: string) =>
  Array.from({ length: ROWS }, (_, i) => sha256Hex(certificatePdf([`Certificate ${prefix} ${i + 1}`])));

describe('GraphQL uploads whose client goes away', () => {
  it('a request cut short while the zip streams in: its temporary files go, the process serves on', async () => {
    for (const query of [CHECK, COMMIT]) {
      const left = await tmpdirLeftovers(async () => {
        const abort = new AbortController();
        const sent = send(query, randomUUID(), null, abort.signal);
        // The resolver is receiving the zip (graphql-upload's buffer and the upload's own file).
        await vi.waitFor(() => expect(readdirSync(tmpdir()).length).toBeGreaterThan(0));
        abort.abort();
        expect(await sent).toBeInstanceOf(Error);
      });
      expect(left).toEqual([]);
    }
    expect((await client.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  type Progress = { phase: string; pdfsDone: number } | null;
  const checkingPdfs = (p: Progress) => (p?.pdfsDone ?? 0) > 0;
  // The commit's last step before its transaction: the rows' PDFs are being put into the store.
  const saving = (p: Progress) => p?.phase === 'saving';
  for (const [label, query, prefix, cancelWhen] of [
    ['check', CHECK, 'GQLCXL', checkingPdfs],
    ['commit', COMMIT, 'GQLCMX', checkingPdfs],
    ['commit storing its PDFs', COMMIT, 'GQLCMS', saving],
  ] as const) {
    it(`a ${label} canceled while it runs stops and leaves nothing: no preview, no files, no rows, no temp files`, async () => {
      const id = randomUUID();
      const zip = await uploadZip(DeviceCategory.electric_heat_pumps, ROWS, { prefix });
      const em = t.orm.em.fork();
      const previews = await em.count(UploadPreview, {});
      const leftovers = await tmpdirLeftovers(async () => {
        const abort = new AbortController();
        const answer = send(query, id, zip, abort.signal);
        await expect
          .poll(
            async () =>
              cancelWhen(
                (await client.gql<{ uploadProgress: Progress }>(PROGRESS, { id })).data?.uploadProgress ?? null,
              ),
            { timeout: 10_000, interval: 20 },
          )
          .toBe(true);
        abort.abort();
        expect(await answer).toBeInstanceOf(Error);
        await expect.poll(() => em.fork().count(UploadProgress, {}), { timeout: 10_000 }).toBe(0);
      });
      expect(leftovers).toEqual([]);
      const fresh = t.orm.em.fork();
      // The check stopped between two PDFs: far from all of them were read.
      await expect.poll(() => fresh.count(StoredFile, { sha256: pdfShas(prefix) }), { timeout: 10_000 }).toBe(0);
      expect(await fresh.count(UploadPreview, {})).toBe(previews);
      expect(await fresh.count(Device, { certificateNumber: { $like: `${prefix}-%` } })).toBe(0);
      for (const sha of pdfShas(prefix).slice(0, 5)) expect(await t.services.files.stat(sha)).toBeNull();
    });
  }
});
