/**
 * Benchmark (a command, not a test): seeds 10,000 links into a fresh embedded PostgreSQL and
 * measures the public category-list query (categories of one edition with the number of
 * organizations with approved links in each), ~200 calls, p50/p99 in ms.
 *
 *   node --import @swc-node/register/esm-register test/bench/links.ts [links=10000] [calls=200]
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/config.js';
import type { RequestContext } from '../../server/core/context.js';
import { Edition, OrganizationStatus } from '../../server/core/domain.js';
import { openDatabase } from '../../server/composition/database.js';
import { LinkCategoriesService } from '../../server/modules/link-categories/link-categories.service.js';
import { loadCategories } from '../../server/seed/categories.js';

const LINKS = Number(process.argv[2] ?? 10_000);
const CALLS = Number(process.argv[3] ?? 200);
const ORGANIZATIONS = 300;

export async function benchLinks(): Promise<{ p50: number; p99: number; links: number; calls: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-links-'));
  const config = loadConfig({
    env: 'test',
    dataDir,
    databaseUrl: undefined,
    appKey: Buffer.alloc(32, 1).toString('base64'),
  });
  const db = await openDatabase(config);
  try {
    const em = db.orm.em.fork();
    // openDatabase loaded the reference category tree.
    const categories = [...(await loadCategories(em)).values()];
    const conn = em.getConnection();
    await conn.execute(
      `insert into organizations (name, postcode, address, tel, zip_password_encrypted, type, status, approved_at)
       select 'ベンチ工業株式会社 ' || g, '100-0001', '東京都千代田区', '03-0000-0000', 'x', 1, ?, now() from generate_series(1, ?) g`,
      [OrganizationStatus.approved, ORGANIZATIONS],
    );
    const orgIds = (await conn.execute<{ id: number }[]>('select id from organizations order by id')).map((r) => r.id);
    // Links spread over every category; 80% approved, 5% evaluator-only, both editions.
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = 0; i < LINKS; i++) {
      const category = categories[i % categories.length]!;
      rows.push('(?, ?, ?, ?, ?, ?, ?)');
      values.push(
        orgIds[(i * 7919) % orgIds.length],
        category.id,
        `https://maker${i}.example.jp/spec`,
        category.type,
        i % 20 === 0,
        i % 5 !== 0,
        i % 5 !== 0 ? new Date() : null,
      );
      if (rows.length === 1000 || i === LINKS - 1) {
        await conn.execute(
          `insert into links (organization_id, category_id, url, type, for_evaluator, approved, approved_at) values ${rows.join(',')}`,
          values,
        );
        rows.length = 0;
        values.length = 0;
      }
    }
    await conn.execute('analyze');

    const service = new LinkCategoriesService();
    const timings: number[] = [];
    for (let i = 0; i < CALLS + 20; i++) {
      const ctx = { em: db.orm.em.fork(), viewer: null } as unknown as RequestContext;
      const started = performance.now();
      const result = await service.listWithCounts(ctx, { type: i % 2 === 0 ? Edition.house : Edition.building });
      const ms = performance.now() - started;
      if (result.total === 0) throw new Error('no categories');
      if (i >= 20) timings.push(ms); // the first calls warm the pool and the plan cache
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
    return { p50: at(0.5), p99: at(0.99), links: LINKS, calls: CALLS };
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('test/bench/links.ts')) {
  const result = await benchLinks();
  console.log(
    `links category list: ${result.links} links, ${result.calls} calls: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms`,
  );
}
