import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createSharedPassword, decryptForTest } from '../../factories/master-data.js';
import { SharedPassword } from '../../../server/modules/shared-passwords/shared-password.entity.js';
import type { TestClient } from '../../helpers/test-client.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const MISMATCH = 'ファイルアップロード用パスワードが確認用ファイルアップロード用パスワードと一致しません';
const create = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post<{ shared_password: Record<string, unknown> & { id: number } }>('/api/shared_passwords', {
    name: '共用パスワード（髙橋）',
    zip_password: 'Zip-secret-9876',
    zip_password_confirmation: 'Zip-secret-9876',
    note: '備考①',
    ...body,
  });
const stored = async (id: number) => {
  const row = await t.orm.em.fork().findOneOrFail(SharedPassword, id, { populate: ['zipPasswordEncrypted'] });
  return decryptForTest(row.zipPasswordEncrypted);
};

describe('/api/shared_passwords', () => {
  it('creates (encrypted), lists {shared_passwords, total} without passwords, reads, updates and deletes', async () => {
    const created = await create(c.admin);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body.shared_password).sort()).toEqual([
      'created_at',
      'id',
      'name',
      'note',
      'updated_at',
    ]);
    const id = created.body.shared_password.id;
    expect(await stored(id)).toBe('Zip-secret-9876');

    const list = await c.admin.get<{ shared_passwords: Record<string, unknown>[]; total: number }>(
      '/api/shared_passwords?page=1',
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(list.body)).not.toMatch(/zip|Zip-secret|v1:/);
    expect(
      (await c.admin.get<{ shared_passwords: { id: number }[] }>(`/api/shared_passwords/${id}`)).body
        .shared_passwords[0]?.id,
    ).toBe(id);

    // Blank password on edit keeps the stored one.
    const kept = await c.admin.put<{ shared_password: { name: string } }>(`/api/shared_passwords/${id}`, {
      name: ' 改名 ',
      zip_password: '',
      zip_password_confirmation: '',
      note: '',
    });
    expect(kept.status).toBe(200);
    expect(kept.body.shared_password.name).toBe('改名');
    expect(await stored(id)).toBe('Zip-secret-9876');
    const changed = await c.admin.put(`/api/shared_passwords/${id}`, {
      name: '改名',
      zip_password: 'New-zip-1',
      zip_password_confirmation: 'New-zip-1',
    });
    expect(changed.status).toBe(200);
    expect(await stored(id)).toBe('New-zip-1');

    expect((await c.admin.delete(`/api/shared_passwords/${id}`)).status).toBe(204);
    expect((await c.admin.get(`/api/shared_passwords/${id}`)).status).toBe(404);
  });

  it('pages 25 at a time', async () => {
    const em = t.orm.em.fork();
    for (let i = 0; i < 27; i++) await createSharedPassword(em, { name: `ページ${i}` });
    const first = await c.admin.get<{ shared_passwords: unknown[]; total: number }>('/api/shared_passwords');
    expect(first.body.shared_passwords).toHaveLength(25);
    const second = await c.admin.get<{ shared_passwords: unknown[] }>('/api/shared_passwords?page=2');
    expect(second.body.shared_passwords.length).toBe(first.body.total - 25);
    expect((await c.admin.get('/api/shared_passwords?page=-1')).status).toBe(422);
  });

  it('gives organization users only {id, name}; 401 for visitors', async () => {
    await createSharedPassword(t.orm.em.fork(), { name: '組織向け共用', note: '秘密の備考' });
    const list = await c.organization.get<{ shared_passwords: Record<string, unknown>[]; total: number }>(
      '/api/shared_passwords',
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(list.body.shared_passwords.length);
    for (const item of list.body.shared_passwords) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    expect(list.body.shared_passwords.map((s) => s.name)).toContain('組織向け共用');
    expect((await c.visitor.get('/api/shared_passwords')).status).toBe(401);
  });

  it('is 401 for visitors and 403 for organization users on the rest', async () => {
    for (const [client, status] of [
      [c.visitor, 401],
      [c.organization, 403],
    ] as const) {
      expect((await create(client)).status).toBe(status);
      expect((await client.get('/api/shared_passwords/1')).status).toBe(status);
      expect((await client.put('/api/shared_passwords/1', { name: 'x' })).status).toBe(status);
      expect((await client.delete('/api/shared_passwords/1')).status).toBe(status);
      expect((await client.get('/api/shared_passwords/download/pdf')).status).toBe(status);
    }
  });

  it('answers 422 with Japanese messages and writes nothing', async () => {
    const before = await t.orm.em.fork().count(SharedPassword);
    expect((await create(c.admin, { name: ' ', zip_password: '', zip_password_confirmation: '' })).body).toMatchObject({
      errors: {
        name: ['名称を入力してください'],
        zip_password: ['ファイルアップロード用パスワードを入力してください'],
        zip_password_confirmation: ['確認用ファイルアップロード用パスワードを入力してください'],
      },
    });
    expect((await create(c.admin, { zip_password_confirmation: 'other' })).body).toMatchObject({
      errors: { zip_password_confirmation: [MISMATCH] },
    });
    expect((await create(c.admin, { name: 'x'.repeat(256) })).body).toMatchObject({
      errors: { name: ['名称は255文字以内で入力してください'] },
    });
    expect((await create(c.admin, { note: 'x'.repeat(2001) })).body).toMatchObject({
      errors: { note: ['備考は2000文字以内で入力してください'] },
    });
    const wrongTypes = await create(c.admin, {
      name: ['a'],
      zip_password: 1234,
      zip_password_confirmation: { a: 1 },
      note: null,
    });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body).toMatchObject({
      errors: {
        name: ['名称は文字列で入力してください'],
        zip_password: ['ファイルアップロード用パスワードは文字列で入力してください'],
      },
    });
    expect(await t.orm.em.fork().count(SharedPassword)).toBe(before);

    const existing = await createSharedPassword(t.orm.em.fork(), { zipPassword: 'keep-me' });
    const mismatch = await c.admin.put(`/api/shared_passwords/${existing.id}`, {
      name: 'x',
      zip_password: 'a',
      zip_password_confirmation: 'b',
    });
    expect(mismatch.body).toMatchObject({ errors: { zip_password_confirmation: [MISMATCH] } });
    expect(await stored(existing.id)).toBe('keep-me');
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await c.admin.get('/api/shared_passwords/999999')).status).toBe(404);
    expect((await c.admin.put('/api/shared_passwords/999999', { name: 'x' })).status).toBe(404);
    expect((await c.admin.delete('/api/shared_passwords/abc')).status).toBe(404);
  });

  it('exports the list as a PDF with the Japanese names and no passwords', async () => {
    await createSharedPassword(t.orm.em.fork(), { name: 'PDF用共用パスワード髙', zipPassword: 'never-in-pdf-123' });
    const response = await c.admin.raw('GET', '/api/shared_passwords/download/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfTextOf(response);
    expect(text).toContain('共用ファイルアップロード用パスワード一覧');
    expect(text).toContain('PDF用共用パスワード髙');
    expect(text).not.toContain('never-in-pdf-123');
  });
});
