import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createOrganization } from '../../factories/index.js';
import { OrganizationStatus } from '../../../server/core/domain.js';
import { BrandName } from '../../../server/modules/brand-names/brand-name.entity.js';
import type { TestClient } from '../../helpers/test-client.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  orgId = (await createOrganization(t.orm.em.fork(), { name: '髙橋電機㈱' })).id;
});
afterAll(() => t.close());

const create = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post<{ brand_name: { id: number; name: string; organization_id: number } }>('/api/brand_names', {
    name: 'エコ給湯①',
    organization_id: orgId,
    note: '備考',
    ...body,
  });

describe('/api/brand_names', () => {
  it('creates, lists {brand_names, total}, reads, updates and deletes', async () => {
    const created = await create(c.admin);
    expect(created.status).toBe(201);
    expect(created.body.brand_name).toMatchObject({ name: 'エコ給湯①', organization_id: orgId });
    const id = created.body.brand_name.id;

    const list = await c.admin.get<{ brand_names: { id: number; organization_name: string }[]; total: number }>(
      '/api/brand_names?page=1',
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(list.body.brand_names.find((b) => b.id === id)?.organization_name).toBe('髙橋電機㈱');

    expect((await c.admin.get(`/api/brand_names/${id}`)).status).toBe(200);
    const updated = await c.admin.put<{ brand_name: { name: string } }>(`/api/brand_names/${id}`, {
      name: '  エコ給湯② ',
      organization_id: orgId,
    });
    expect(updated.body.brand_name.name).toBe('エコ給湯②');
    expect((await c.admin.delete(`/api/brand_names/${id}`)).status).toBe(204);
    expect((await c.admin.get(`/api/brand_names/${id}`)).status).toBe(404);
  });

  it('pages 25 at a time in SQL', async () => {
    const em = t.orm.em.fork();
    for (let i = 0; i < 30; i++) em.persist(em.create(BrandName, { name: `ページ${i}`, organization: orgId }));
    await em.flush();
    const first = await c.admin.get<{ brand_names: unknown[]; total: number }>('/api/brand_names?page=1');
    const second = await c.admin.get<{ brand_names: unknown[]; total: number }>('/api/brand_names?page=2');
    expect(first.body.brand_names).toHaveLength(25);
    expect(second.body.brand_names.length).toBe(first.body.total - 25);
    expect((await c.admin.get('/api/brand_names?page=0')).status).toBe(422);
    expect((await c.admin.get('/api/brand_names?page=abc')).status).toBe(422);
  });

  it('is 401 for visitors and 403 for organization users on every operation', async () => {
    for (const [client, status] of [
      [c.visitor, 401],
      [c.organization, 403],
    ] as const) {
      expect((await client.get('/api/brand_names')).status).toBe(status);
      expect((await create(client)).status).toBe(status);
      expect((await client.put('/api/brand_names/1', { name: 'x', organization_id: orgId })).status).toBe(status);
      expect((await client.delete('/api/brand_names/1')).status).toBe(status);
      expect((await client.get('/api/brand_names/download/pdf')).status).toBe(status);
    }
  });

  it('answers 422 with Japanese messages and writes nothing', async () => {
    const before = await t.orm.em.fork().count(BrandName);
    const blank = await create(c.admin, { name: ' ', organization_id: '' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({
      errors: { name: ['ブランド名を入力してください'], organization_id: ['事業者を選択してください'] },
    });
    expect((await create(c.admin, { name: 'x'.repeat(256) })).body).toMatchObject({
      errors: { name: ['ブランド名は255文字以内で入力してください'] },
    });
    expect((await create(c.admin, { organization_id: 999999 })).body).toMatchObject({
      errors: { organization_id: ['事業者が見つかりません'] },
    });
    const pending = await createOrganization(t.orm.em.fork(), { status: OrganizationStatus.registered });
    expect((await create(c.admin, { organization_id: pending.id })).body).toMatchObject({
      errors: { organization_id: ['承認済みの事業者を選択してください'] },
    });
    expect((await create(c.admin, { name: ['array'] })).status).toBe(422);
    expect(await t.orm.em.fork().count(BrandName)).toBe(before);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await c.admin.put('/api/brand_names/999999', { name: 'x', organization_id: orgId })).status).toBe(404);
    expect((await c.admin.delete('/api/brand_names/abc')).status).toBe(404);
  });

  it('exports the whole list as a PDF with the Japanese names', async () => {
    await create(c.admin, { name: 'PDF用ブランド髙' });
    const response = await c.admin.raw('GET', '/api/brand_names/download/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = pdfText(bytes);
    expect(text).toContain('ブランド事業者一覧');
    expect(text).toContain('PDF用ブランド髙');
    expect(text).toContain('髙橋電機㈱');
  });
});
