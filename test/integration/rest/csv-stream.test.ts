import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { DeviceStatus } from '../../../server/core/domain.js';
import { createDevice } from '../../factories/public-devices.js';
import { EXPORT_BUSY_MESSAGE } from '../../../server/core/http/export-gate.js';
import { signedIn } from '../../helpers/sign-in.js';

let t: TestApp;
const ROWS = 30_000;

beforeAll(async () => {
  // One export at a time and no line, so the gate's refusal shows with two downloads.
  t = await createTestApp({ exportConcurrency: 1, exportQueue: 0 });
  const em = t.orm.em.fork();
  const device = await createDevice(em, { status: DeviceStatus.published });
  // Copies of one public device, written in one statement (the export, not the fixture, is under test).
  await em.getConnection().execute(`
    insert into devices (category, organization_id, brand_name_id, status, release_date, publish_date, certificate_number, system_number, performance)
    select category, organization_id, brand_name_id, status, release_date, publish_date, 'COPY-' || g, system_number, performance
      from devices, generate_series(1, ${ROWS - 1}) g where id = ${device.id}`);
});
afterAll(() => t.close());

async function openTransactions(): Promise<number> {
  const [row] = await t.orm.em.fork().getConnection().execute<{ n: string }[]>(
    // Open transactions of other backends (the export's cursor), whether waiting on the client or fetching.
    'select count(*) as n from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()',
  );
  return Number(row!.n);
}

describe('CSV export from a cursor', () => {
  it('streams every row, starting before the last one is read, compressed without piling up listeners', async () => {
    t.services.publicDevices.exportBatchSize = 1000;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const response = await fetch(`${t.baseUrl}/api/electric_heat_pumps/download/csv`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      let lines = 0;
      let chunks = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        chunks += 1;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
        // A reader slower than the writer, so the writer waits for room again and again.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(lines).toBe(ROWS + 1);
      expect(chunks).toBeGreaterThan(10);
    } finally {
      process.off('warning', onWarning);
    }
    // A 'drain' listener per wait for room used to accumulate on the compressor's stream.
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('a client that goes away ends the cursor and its transaction', async () => {
    t.services.publicDevices.exportBatchSize = 200;
    const abort = new AbortController();
    const response = await fetch(`${t.baseUrl}/api/electric_heat_pumps/download/csv`, { signal: abort.signal });
    const reader = response.body!.getReader();
    await reader.read();
    // Leave the rest unread long enough for the server to fill the socket, then hang up.
    await expect.poll(openTransactions, { timeout: 5000 }).toBe(1);
    abort.abort();
    await expect.poll(openTransactions, { timeout: 5000 }).toBe(0);
  });

  it('the workbook streams every row to a slow reader, and a client that goes away ends its cursor', async () => {
    t.services.publicDevices.exportBatchSize = 1000;
    const response = await fetch(`${t.baseUrl}/api/electric_heat_pumps/download/xlsx`);
    expect(response.status).toBe(200);
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      chunks.push(chunk);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(chunks.length).toBeGreaterThan(10);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(ROWS + 1);

    t.services.publicDevices.exportBatchSize = 200;
    const abort = new AbortController();
    const held = await fetch(`${t.baseUrl}/api/electric_heat_pumps/download/xlsx`, { signal: abort.signal });
    await held.body!.getReader().read();
    // The writer waits for room with its cursor open; when the client hangs up, both are let go.
    await expect.poll(openTransactions, { timeout: 5000 }).toBe(1);
    abort.abort();
    await expect.poll(openTransactions, { timeout: 5000 }).toBe(0);
  });

  it('a download past the export slots is refused with 503 until the running one ends', async () => {
    t.services.publicDevices.exportBatchSize = 200;
    const abort = new AbortController();
    const held = await fetch(`${t.baseUrl}/api/electric_heat_pumps/download/kenken_csv`, { signal: abort.signal });
    await held.body!.getReader().read();
    const refused = await fetch(`${t.baseUrl}/api/solar_systems/download/csv`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({ message: EXPORT_BUSY_MESSAGE });
    abort.abort();
    await expect
      .poll(async () => (await fetch(`${t.baseUrl}/api/solar_systems/download/csv`)).status, { timeout: 5000 })
      .toBe(200);
  });

  it('signed-in list downloads have slots of their own: past them a second is refused, public ones still run', async () => {
    const { client } = await signedIn(t, 'admin');
    const abort = new AbortController();
    const held = await client.raw('GET', '/api/electric_heat_pumps/download/organization_csv', {
      signal: abort.signal,
    });
    await held.body!.getReader().read();
    const refused = await client.raw('GET', '/api/brand_names/download/pdf');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: EXPORT_BUSY_MESSAGE });
    expect((await fetch(`${t.baseUrl}/api/solar_systems/download/csv`)).status).toBe(200);
    abort.abort();
    await expect
      .poll(async () => (await client.raw('GET', '/api/brand_names/download/pdf')).status, { timeout: 5000 })
      .toBe(200);
  });
});
