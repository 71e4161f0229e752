/**
 * Upload progress (issue #61): a running check's progress is readable by its uploader only, from
 * the database (any process); a canceled upload stops and leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';
import { slowDownPuts } from '../../helpers/slow-file-store.js';
import { tmpdirLeftovers } from '../../helpers/private-tmpdir.js';
import { roleClients } from '../../helpers/sign-in.js';
import { DeviceCategory } from '../../../server/core/domain.js';
import { certificatePdf, sha256Hex } from '../../../server/core/pdf/minimal-pdf.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { UploadPreview } from '../../../server/modules/device-uploads/upload-preview.entity.js';
import { UploadProgress } from '../../../server/modules/device-uploads/upload-progress.entity.js';
import { StoredFile } from '../../../server/modules/certificates/stored-file.entity.js';
import {
  appWithSignedInMaker,
  createManagerOrganization,
  organizationClient,
  uploadForm,
  uploadZip,
} from '../../factories/devices.js';

const CAT = 'electric_heat_pumps';
const ROWS = 120;
let t: TestApp;
let client: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  ({ t, client } = await appWithSignedInMaker());
  const { organization } = await createManagerOrganization(t.orm.em.fork());
  ({ client: stranger } = await organizationClient(t, organization));
  // A slow file store: each PDF takes a while to put, so a check runs long enough to be watched.
  slowDownPuts(t.services.files);
});
afterAll(() => t.close());

const PROGRESS = 'query($id: String!) { uploadProgress(id: $id) { phase rowsDone rowsTotal pdfsDone pdfsTotal } }';
type Progress = { phase: string; rowsDone: number; rowsTotal: number; pdfsDone: number; pdfsTotal: number } | null;

async function progressOf(who: TestClient, id: string): Promise<Progress> {
  const result = await who.gql<{ uploadProgress: Progress }>(PROGRESS, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.uploadProgress;
}

const pdfShas = (prefix: string) =>
  Array.from({ length: ROWS }, (_, i) => sha256Hex(certificatePdf([`Certificate ${prefix} ${i + 1}`])));

describe('upload progress', () => {
  it("a running check's progress is its uploader's to read, rows and PDFs of their totals; gone when it ends", async () => {
    const id = randomUUID();
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, ROWS, { prefix: 'PRG' });
    const answer = client.raw('POST', `/api/${CAT}/check`, {
      body: uploadForm(zip, { password_type: 'organization', progress_id: id }),
    });
    let done = false;
    void answer.finally(() => (done = true));
    const seen: NonNullable<Progress>[] = [];
    while (!done) {
      const progress = await progressOf(client, id);
      if (progress) seen.push(progress);
      expect(await progressOf(stranger, id)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect((await answer).status).toBe(200);
    expect(seen.length).toBeGreaterThan(1);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ rowsTotal: ROWS, pdfsTotal: ROWS, pdfsDone: ROWS });
    // Counts only grow.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.pdfsDone).toBeGreaterThanOrEqual(seen[i - 1]!.pdfsDone);
    expect(seen.some((p) => p.pdfsDone > 0 && p.pdfsDone < ROWS) || seen.some((p) => p.phase === 'saving')).toBe(true);
    expect(await progressOf(client, id)).toBeNull();
    expect(await t.orm.em.fork().count(UploadProgress, {})).toBe(0);
  });

  it('uploadProgress needs a signed-in organization user (UNAUTHENTICATED, FORBIDDEN for administrators)', async () => {
    const roles = await roleClients(t);
    const visitor = await roles.visitor.gql(PROGRESS, { id: randomUUID() });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await roles.admin.gql(PROGRESS, { id: randomUUID() });
    expect(admin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a progress_id that is not an id is refused (422); without one the upload runs as before', async () => {
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 1, { prefix: 'PRGBAD' });
    const bad = await client.raw('POST', `/api/${CAT}/check`, {
      body: uploadForm(zip, { password_type: 'organization', progress_id: 'x y' }),
    });
    expect(bad.status).toBe(422);
    const none = await client.raw('POST', `/api/${CAT}/check`, { body: uploadForm(zip) });
    expect(none.status).toBe(200);
    expect((await client.gql(PROGRESS, { id: 'not-running-1' })).data).toEqual({ uploadProgress: null });
  });

  it('a check canceled by its client stops and leaves nothing: no preview, no files, no rows, no temp files', async () => {
    const id = randomUUID();
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, ROWS, { prefix: 'PRGCXL' });
    const em = t.orm.em.fork();
    const previews = await em.count(UploadPreview, {});
    const leftovers = await tmpdirLeftovers(async () => {
      const abort = new AbortController();
      const answer = client
        .raw('POST', `/api/${CAT}/check`, {
          body: uploadForm(zip, { password_type: 'organization', progress_id: id }),
          signal: abort.signal,
        })
        .catch((error: Error) => error);
      // Cancel once the server is checking PDFs.
      await expect
        .poll(async () => (await progressOf(client, id))?.pdfsDone ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(0);
      abort.abort();
      expect(await answer).toBeInstanceOf(Error);
      await expect.poll(() => em.fork().count(UploadProgress, {}), { timeout: 10_000 }).toBe(0);
    });
    expect(leftovers).toEqual([]);
    const fresh = t.orm.em.fork();
    await expect.poll(() => fresh.count(StoredFile, { sha256: pdfShas('PRGCXL') }), { timeout: 10_000 }).toBe(0);
    expect(await fresh.count(UploadPreview, {})).toBe(previews);
    expect(await fresh.count(Device, { certificateNumber: { $like: 'PRGCXL-%' } })).toBe(0);
    for (const sha of pdfShas('PRGCXL').slice(0, 5)) expect(await t.services.files.stat(sha)).toBeNull();
  });
});
