import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { InformationShowType } from '../../../server/core/domain.js';
import { Information } from '../../../server/modules/information/information.entity.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

describe('list PDF export of 1,000 rows', () => {
  it('streams every row through the real endpoint in a few seconds', async () => {
    const em = t.orm.em.fork();
    for (let i = 1; i <= 1000; i++) {
      em.persist(em.create(Information, { title: `性能測定用のお知らせ 第${i}号（髙﨑）`, body: '本文', showType: InformationShowType.house, publishedAt: new Date(Date.UTC(2025, 0, 1, 0, i)) }));
    }
    await em.flush();
    const started = performance.now();
    const response = await c.admin.raw('GET', '/api/information/download/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    const text = execFileSync('pdftotext', ['-', '-'], { input: bytes, encoding: 'utf8' });
    expect(text).toContain('性能測定用のお知らせ 第1号（髙﨑）');
    expect(text).toContain('性能測定用のお知らせ 第1000号（髙﨑）');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' }))?.[1]);
    console.info(`PDF export: 1000 rows, ${pages} pages, ${(bytes.length / 1024).toFixed(0)} KiB in ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(15_000);
  }, 60_000);
});
