import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createInformation } from '../../factories/master-data.js';
import { InformationShowType } from '../../../server/core/domain.js';
import { Information } from '../../../server/modules/information/information.entity.js';
import type { TestClient } from '../../helpers/test-client.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

type Notice = { id: number; title: string; show_type: string; show_users: number; published_at: string };
const create = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post<{ information: Notice }>('/api/information', {
    title: '【住宅版】お知らせ①',
    body: '一行目\n二行目 https://example.jp/',
    show_type: 'house',
    published_at: '2026-01-05T10:00:00+09:00',
    show_users: 5,
    ...body,
  });

describe('/api/information', () => {
  it('creates, lists {information, total}, reads, updates and deletes; show_users is always 0', async () => {
    const created = await create(c.admin);
    expect(created.status).toBe(201);
    expect(created.body.information).toMatchObject({
      title: '【住宅版】お知らせ①',
      show_type: 'house',
      show_users: 0,
      published_at: '2026-01-05T01:00:00.000Z',
    });
    expect(Object.keys(created.body.information).sort()).toEqual([
      'body',
      'created_at',
      'id',
      'published_at',
      'show_type',
      'show_users',
      'title',
      'updated_at',
    ]);
    const id = created.body.information.id;

    const list = await c.admin.get<{ information: Notice[]; total: number }>('/api/information?page=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect((await c.admin.get<{ information: Notice[] }>(`/api/information/${id}`)).body.information[0]?.id).toBe(id);

    await t.orm.em.fork().nativeUpdate(Information, { id }, { showUsers: 3 });
    const updated = await c.admin.put<{ information: Notice }>(`/api/information/${id}`, {
      title: '改題',
      body: '本文',
      show_type: 'both',
      published_at: '2026-02-01T00:00:00Z',
      show_users: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.information).toMatchObject({ title: '改題', show_type: 'both', show_users: 0 });

    expect((await c.admin.delete(`/api/information/${id}`)).status).toBe(204);
    expect((await c.admin.get(`/api/information/${id}`)).status).toBe(404);
  });

  it('filters by show_type and pages 25 at a time, newest first', async () => {
    const em = t.orm.em.fork();
    for (let i = 0; i < 27; i++)
      await createInformation(em, {
        showType: InformationShowType.building,
        publishedAt: new Date(Date.UTC(2025, 0, i + 1)),
      });
    await createInformation(em, { showType: InformationShowType.organization });
    const first = await c.admin.get<{ information: Notice[]; total: number }>('/api/information?show_type=building');
    expect(first.body.total).toBe(27);
    expect(first.body.information).toHaveLength(25);
    expect(new Set(first.body.information.map((n) => n.show_type))).toEqual(new Set(['building']));
    expect(first.body.information[0]!.published_at > first.body.information[1]!.published_at).toBe(true);
    expect(
      (await c.admin.get<{ information: Notice[] }>('/api/information?show_type=building&page=2')).body.information,
    ).toHaveLength(2);
    expect((await c.admin.get<{ total: number }>('/api/information?show_type=')).body.total).toBeGreaterThanOrEqual(28);
    expect((await c.admin.get('/api/information?show_type=everyone')).status).toBe(422);
  });

  it('shows the public only published notices for their edition, newest first', async () => {
    const em = t.orm.em.fork();
    const now = Date.now();
    const house = await createInformation(em, {
      title: '住宅のみ',
      showType: InformationShowType.house,
      publishedAt: new Date(now - 3_000_000),
    });
    const both = await createInformation(em, {
      title: '両方',
      showType: InformationShowType.both,
      publishedAt: new Date(now - 1_000_000),
    });
    const building = await createInformation(em, {
      title: '非住宅のみ',
      showType: InformationShowType.building,
      publishedAt: new Date(now - 2_000_000),
    });
    const future = await createInformation(em, {
      title: '予約',
      showType: InformationShowType.house,
      publishedAt: new Date(now + 86_400_000),
    });
    const org = await createInformation(em, {
      title: '事業者向け',
      showType: InformationShowType.organization,
      publishedAt: new Date(now - 500_000),
    });

    const ids = async (client: TestClient, audience: string) => {
      const response = await client.get<{ information: Notice[]; total: number }>(
        `/api/information/public?audience=${audience}`,
      );
      expect(response.status).toBe(200);
      return response.body.information.map((n) => n.id);
    };
    const houseIds = await ids(c.visitor, 'house');
    expect(houseIds).toEqual(expect.arrayContaining([house.id, both.id]));
    expect(houseIds).not.toContain(building.id);
    expect(houseIds).not.toContain(future.id);
    expect(houseIds).not.toContain(org.id);
    expect(houseIds.indexOf(both.id)).toBeLessThan(houseIds.indexOf(house.id));
    const buildingIds = await ids(c.visitor, 'building');
    expect(buildingIds).toEqual(expect.arrayContaining([building.id, both.id]));
    expect(buildingIds).not.toContain(house.id);
    expect(await ids(c.organization, 'organization')).toContain(org.id);
    expect(await ids(c.organization, 'organization')).not.toContain(both.id);
    expect((await c.visitor.get('/api/information/public?audience=organization')).status).toBe(401);
    expect((await c.visitor.get('/api/information/public?audience=admin')).status).toBe(422);
    expect((await c.visitor.get('/api/information/public')).status).toBe(422);
  });

  it('is 401 for visitors and 403 for organization users on the admin operations', async () => {
    for (const [client, status] of [
      [c.visitor, 401],
      [c.organization, 403],
    ] as const) {
      expect((await client.get('/api/information')).status).toBe(status);
      expect((await client.get('/api/information/1')).status).toBe(status);
      expect((await create(client)).status).toBe(status);
      expect((await client.put('/api/information/1', { title: 'x' })).status).toBe(status);
      expect((await client.delete('/api/information/1')).status).toBe(status);
      expect((await client.get('/api/information/download/pdf')).status).toBe(status);
    }
  });

  it('answers 422 with Japanese messages and writes nothing', async () => {
    const before = await t.orm.em.fork().count(Information);
    expect((await create(c.admin, { title: ' ', body: '', show_type: '', published_at: '' })).body).toMatchObject({
      errors: {
        title: ['タイトルを入力してください'],
        body: ['本文を入力してください'],
        show_type: ['表示先を選択してください'],
        published_at: ['公開日時を入力してください'],
      },
    });
    expect((await create(c.admin, { title: 'x'.repeat(256), body: 'x'.repeat(10_001) })).body).toMatchObject({
      errors: { title: ['タイトルは255文字以内で入力してください'], body: ['本文は10000文字以内で入力してください'] },
    });
    expect((await create(c.admin, { show_type: 'admin', published_at: 'yesterday' })).body).toMatchObject({
      errors: { show_type: ['表示先を正しく選択してください'], published_at: ['公開日時の形式が正しくありません'] },
    });
    expect((await create(c.admin, { published_at: '1900-01-01T00:00:00Z' })).body).toMatchObject({
      errors: { published_at: ['公開日時は2000年以降で入力してください'] },
    });
    expect(
      (await create(c.admin, { title: ['a'], body: { b: 1 }, show_type: ['house'], published_at: [1] })).status,
    ).toBe(422);
    expect(await t.orm.em.fork().count(Information)).toBe(before);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await c.admin.put('/api/information/999999', { title: 'x' })).status).toBe(404);
    expect((await c.admin.delete('/api/information/abc')).status).toBe(404);
  });

  it('exports the filtered list as a PDF with the Japanese titles', async () => {
    const em = t.orm.em.fork();
    await createInformation(em, { title: 'PDF用住宅お知らせ髙', showType: InformationShowType.house });
    await createInformation(em, { title: 'PDF用事業者お知らせ', showType: InformationShowType.organization });
    const response = await c.admin.raw('GET', '/api/information/download/pdf?show_type=house');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfTextOf(response);
    expect(text).toContain('お知らせ一覧');
    expect(text).toContain('PDF用住宅お知らせ髙');
    expect(text).not.toContain('PDF用事業者お知らせ');
    expect((await c.admin.get('/api/information/download/pdf?show_type=bad')).status).toBe(422);
  });
});
