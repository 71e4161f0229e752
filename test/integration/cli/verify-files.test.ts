import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveBlobsToStore } from '../../../server/modules/certificates/move-blobs-to-store.js';
import { Certificate } from '../../../server/modules/certificates/certificate.entity.js';
import type { Device } from '../../../server/modules/device-registry/device.entity.js';
import type { FileReport } from '../../../server/modules/certificates/verify-stored-files.js';
import { createDevice, createManagerOrganization } from '../../factories/devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { compiledEntry } from '../../helpers/compiled-server.js';

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `npm run verify-files` as a process of its own, on the test app's database and file store. */
async function verifyFiles(...args: string[]): Promise<{ code: number; report: FileReport }> {
  const outcome = await run(process.execPath, [compiledEntry('cli/verify-files'), ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return { code: outcome.code, report: JSON.parse(outcome.stdout) as FileReport };
}

const storeDir = () => path.join(t.config.dataDir, 'files');
const objectPath = (sha256: string) => path.join(storeDir(), sha256.slice(0, 2), sha256);

describe('npm run verify-files (after a restore)', () => {
  it('names each certificate file that is missing, of another size or (--content) other bytes, with its devices', async () => {
    const em = t.orm.em.fork();
    const { organization } = await createManagerOrganization(em);
    const devices: Device[] = [];
    for (let i = 0; i < 4; i++) devices.push(await createDevice(em, organization));
    const certificates = await t.orm.em.fork().find(Certificate, {}, { orderBy: { device: 'asc' } });
    const [missing, resized, altered, intact] = certificates.map((c) => c.sha256);

    // A database from before the file store: the bytes are still in stored_files (boot moves them).
    expect(await verifyFiles()).toEqual({
      code: 0,
      report: { store: `directory ${storeDir()}`, files: 4, inDatabase: 4, contentChecked: false, problems: [] },
    });

    await moveBlobsToStore(t.orm.em.fork(), t.services.files);
    expect(await verifyFiles('--content')).toEqual({
      code: 0,
      report: { store: `directory ${storeDir()}`, files: 4, inDatabase: 0, contentChecked: true, problems: [] },
    });

    await fs.rm(objectPath(missing!));
    await fs.appendFile(objectPath(resized!), 'x');
    const bytes = await fs.readFile(objectPath(altered!));
    bytes[bytes.length - 10] ^= 1;
    await fs.writeFile(objectPath(altered!), bytes);

    const refOf = (index: number) => ({
      category: 'electric_heat_pumps',
      id: devices[index]!.id,
      certificateNumber: devices[index]!.certificateNumber,
    });
    const sizeOf = (index: number) => certificates[index]!.size;
    const expected = [
      { sha256: missing, problem: 'missing', size: sizeOf(0), devices: [refOf(0)] },
      { sha256: resized, problem: 'size', size: sizeOf(1), storedSize: sizeOf(1) + 1, devices: [refOf(1)] },
    ];
    const quick = await verifyFiles();
    expect(quick.code).toBe(1);
    expect(quick.report.problems).toEqual(expected.sort((a, b) => a.sha256!.localeCompare(b.sha256!)));

    const deep = await verifyFiles('--content');
    expect(deep.code).toBe(1);
    expect(deep.report.problems.map((p) => [p.sha256, p.problem]).sort()).toEqual(
      [
        [missing, 'missing'],
        [resized, 'size'],
        [altered, 'content'],
      ].sort(),
    );
    expect(deep.report.problems.some((p) => p.sha256 === intact)).toBe(false);
  }, 60_000);

  it('names the store it checked, and says so when every file is missing from it (a wrong FILE_STORE or DATA_DIR)', async () => {
    const outcome = await run(process.execPath, [compiledEntry('cli/verify-files')], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: '/nonexistent-data-dir', LOG_LEVEL: 'silent' },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect((outcome as { code?: number }).code).toBe(1);
    const report = JSON.parse(outcome.stdout) as FileReport;
    expect(report.store).toBe('directory /nonexistent-data-dir/files');
    expect(report.problems.every((p) => p.problem === 'missing')).toBe(true);
    expect(outcome.stderr).toContain('every file is missing from directory /nonexistent-data-dir/files');
  }, 60_000);
});
