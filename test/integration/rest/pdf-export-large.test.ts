import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../helpers/pdf-text.js';
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

/** Correctness at size; how long it takes is measured by `npm run bench` (test/bench/pdf-export.ts). */
describe('list PDF export of 1,000 rows', () => {
  it('streams every row through the real endpoint, with the Japanese font embedded', async () => {
    const em = t.orm.em.fork();
    for (let i = 1; i <= 1000; i++) {
      em.persist(
        em.create(Information, {
          title: `性能測定用のお知らせ 第${i}号（髙﨑）`,
          body: '本文',
          showType: InformationShowType.house,
          publishedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        }),
      );
    }
    await em.flush();
    const response = await c.admin.raw('GET', '/api/information/download/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain('性能測定用のお知らせ 第1号（髙﨑）');
    expect(text).toContain('性能測定用のお知らせ 第1000号（髙﨑）');
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' }))?.[1],
    );
    expect(pages).toBeGreaterThan(30);
    expect(execFileSync('pdffonts', ['-'], { input: bytes, encoding: 'utf8' })).toMatch(/NotoSansJP.*\bCID\b.*\byes\b/);
  }, 60_000);
});
