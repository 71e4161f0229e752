/**
 * Benchmark (a command, not a test): the list PDF export of 1,000 notices through the real
 * endpoint (GET /api/information/download/pdf as an administrator), on a fresh embedded
 * PostgreSQL, in-process app. Prints the time of each run (p50 of `runs`), pages and size.
 *
 *   node --import @swc-node/register/esm-register test/bench/pdf-export.ts [rows=1000] [runs=5]
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../server/composition/app.js';
import { loadConfig } from '../../server/config.js';
import { InformationShowType } from '../../server/core/domain.js';
import { openDatabase } from '../../server/composition/database.js';
import { SecretBox } from '../../server/core/security/secret-box.js';
import { Information } from '../../server/modules/information/information.entity.js';
import { createServices } from '../../server/composition/services.js';
import { openFileStore } from '../../server/core/files/create-file-store.js';
import { createAdmin, DEFAULT_PASSWORD } from '../factories/index.js';
import { TestClient } from '../helpers/test-client.js';

const ROWS = Number(process.argv[2] ?? 1_000);
const RUNS = Number(process.argv[3] ?? 5);

export async function benchPdfExport(): Promise<{
  rows: number;
  p50: number;
  min: number;
  max: number;
  bytes: number;
  pages: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pdf-'));
  const key = Buffer.alloc(32, 5).toString('base64');
  const config = loadConfig({ env: 'production', dataDir, databaseUrl: undefined, appKey: key });
  const db = await openDatabase(config);
  const services = createServices({ config, secretBox: SecretBox.fromString(key), files: await openFileStore(config) });
  const { app, stop } = await createApp({ config, orm: db.orm, services, xsrfKey: Buffer.alloc(32, 6) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const em = db.orm.em.fork();
    const admin = await createAdmin(em);
    for (let i = 1; i <= ROWS; i++) {
      em.persist(
        em.create(Information, {
          title: `性能測定用のお知らせ 第${i}号（髙﨑・①㈱）`,
          body: '本文',
          showType: InformationShowType.house,
          publishedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        }),
      );
    }
    await em.flush();
    const client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await client.login(admin.email, DEFAULT_PASSWORD);

    const timings: number[] = [];
    let bytes = 0;
    let pages = 0;
    for (let run = 0; run < RUNS + 1; run++) {
      const started = performance.now();
      const response = await client.raw('GET', '/api/information/download/pdf');
      const body = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - started;
      if (response.status !== 200 || !body.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new Error(`export failed: ${response.status}`);
      bytes = body.length;
      pages = body.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
      if (run > 0) timings.push(ms); // the first run warms the font cache and the plan cache
    }
    timings.sort((a, b) => a - b);
    return {
      rows: ROWS,
      p50: timings[Math.floor(timings.length / 2)]!,
      min: timings[0]!,
      max: timings.at(-1)!,
      bytes,
      pages,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stop();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('test/bench/pdf-export.ts')) {
  const r = await benchPdfExport();
  console.log(
    `list PDF export: ${r.rows.toLocaleString('en-US')} rows, ${r.pages} pages, ${(r.bytes / 1024).toFixed(0)} KiB: p50 ${r.p50.toFixed(0)} ms (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)}) over ${RUNS} runs`,
  );
}
