import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextOf } from '../../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import { createEvaluationOrganization } from '../../factories/master-data.js';
import { verifyPassword } from '../../../server/core/security/passwords.js';
import { EvaluationOrganization } from '../../../server/modules/evaluation-organizations/evaluation-organization.entity.js';
import type { TestClient } from '../../helpers/test-client.js';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

let seq = 0;
const create = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post<{ evaluation_organization: Record<string, unknown> & { id: number } }>('/api/evaluation_organizations', {
    name: '一般財団法人 髙橋評価センター',
    number: `EV-${100 + ++seq}`,
    password: 'Eval-pass-5678',
    password_confirmation: 'Eval-pass-5678',
    ...body,
  });
const hashOf = async (id: number) =>
  (await t.orm.em.fork().findOneOrFail(EvaluationOrganization, id, { populate: ['passwordHash'] })).passwordHash;

describe('/api/evaluation_organizations', () => {
  it('treats numbers that differ only in case as one number: unique, and found by evaluators in any case', async () => {
    const first = await create(c.admin, { number: 'EV-CASE' });
    expect(first.status).toBe(201);
    const twin = await create(c.admin, { number: 'ev-case' });
    expect(twin.status).toBe(422);
    expect(twin.body).toMatchObject({ errors: { number: ['この評価機関番号は既に登録されています'] } });
    const other = (await create(c.admin, { number: 'EV-OTHER' })).body.evaluation_organization.id;
    const clash = await c.admin.put(`/api/evaluation_organizations/${other}`, { name: 'x', number: 'Ev-Case' });
    expect(clash.status).toBe(422);
    // Its own number in another case is not a clash; it is kept as typed.
    const own = await c.admin.put<{ evaluation_organization: { number: string } }>(
      `/api/evaluation_organizations/${first.body.evaluation_organization.id}`,
      { name: 'x', number: 'Ev-Case' },
    );
    expect(own.body.evaluation_organization.number).toBe('Ev-Case');

    // The database refuses a twin too (the unique index is on lower(number)).
    const em = t.orm.em.fork();
    await expect(createEvaluationOrganization(em, { number: 'EV-CASE' })).rejects.toThrow(
      /evaluation_organizations_number_lower_unique/,
    );

    for (const number of ['EV-CASE', 'ev-case', 'Ev-Case']) {
      const res = await c.visitor.get(`/api/links?for_evaluator=1&number=${number}&password=Eval-pass-5678`);
      expect(res.status, number).toBe(200);
    }
  });

  it('creates (argon2id), lists {evaluation_organizations}, reads, updates and deletes', async () => {
    const created = await create(c.admin, { number: 'EV-0500' });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body.evaluation_organization).sort()).toEqual([
      'created_at',
      'id',
      'name',
      'number',
      'updated_at',
    ]);
    const id = created.body.evaluation_organization.id;
    const hash = await hashOf(id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Eval-pass-5678')).toBe(true);

    const list = await c.admin.get<{ evaluation_organizations: Record<string, unknown>[]; total: number }>(
      '/api/evaluation_organizations',
    );
    expect(list.status).toBe(200);
    expect(list.body.evaluation_organizations.map((e) => e.number)).toContain('EV-0500');
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/);
    expect((await c.admin.get(`/api/evaluation_organizations/${id}`)).status).toBe(200);

    const kept = await c.admin.put<{ evaluation_organization: { name: string; number: string } }>(
      `/api/evaluation_organizations/${id}`,
      {
        name: '改名センター',
        number: 'EV-0501',
        password: '',
        password_confirmation: '',
      },
    );
    expect(kept.status).toBe(200);
    expect(kept.body.evaluation_organization).toMatchObject({ name: '改名センター', number: 'EV-0501' });
    expect(await hashOf(id)).toBe(hash);
    expect(
      (
        await c.admin.put(`/api/evaluation_organizations/${id}`, {
          name: 'x',
          number: 'EV-0501',
          password: 'Another-pass-1',
          password_confirmation: 'Another-pass-1',
        })
      ).status,
    ).toBe(200);
    expect(await verifyPassword(await hashOf(id), 'Another-pass-1')).toBe(true);

    expect((await c.admin.delete(`/api/evaluation_organizations/${id}`)).status).toBe(204);
    expect((await c.admin.get(`/api/evaluation_organizations/${id}`)).status).toBe(404);
  });

  it('pages when asked', async () => {
    const em = t.orm.em.fork();
    for (let i = 0; i < 26; i++) await createEvaluationOrganization(em);
    const all = await c.admin.get<{ evaluation_organizations: unknown[]; total: number }>(
      '/api/evaluation_organizations',
    );
    expect(all.body.evaluation_organizations.length).toBe(all.body.total);
    const first = await c.admin.get<{ evaluation_organizations: unknown[]; total: number }>(
      '/api/evaluation_organizations?page=1',
    );
    expect(first.body.evaluation_organizations).toHaveLength(25);
    expect(first.body.total).toBe(all.body.total);
    expect((await c.admin.get('/api/evaluation_organizations?page=x')).status).toBe(422);
  });

  it('is 401 for visitors and 403 for organization users on every operation', async () => {
    for (const [client, status] of [
      [c.visitor, 401],
      [c.organization, 403],
    ] as const) {
      expect((await client.get('/api/evaluation_organizations')).status).toBe(status);
      expect((await client.get('/api/evaluation_organizations/1')).status).toBe(status);
      expect((await create(client)).status).toBe(status);
      expect((await client.put('/api/evaluation_organizations/1', { name: 'x' })).status).toBe(status);
      expect((await client.delete('/api/evaluation_organizations/1')).status).toBe(status);
      expect((await client.get('/api/evaluation_organizations/download/pdf')).status).toBe(status);
    }
  });

  it('answers 422 with Japanese messages (blank, long, mismatch, duplicate, wrong types) and writes nothing', async () => {
    await createEvaluationOrganization(t.orm.em.fork(), { number: 'EV-DUP' });
    const before = await t.orm.em.fork().count(EvaluationOrganization);
    expect(
      (await create(c.admin, { name: '', number: ' ', password: '', password_confirmation: '' })).body,
    ).toMatchObject({
      message: '評価機関名を入力してください',
      errors: {
        name: ['評価機関名を入力してください'],
        number: ['評価機関番号を入力してください'],
        password: ['パスワードを入力してください'],
        password_confirmation: ['確認用パスワードを入力してください'],
      },
    });
    expect((await create(c.admin, { password_confirmation: 'different' })).body).toMatchObject({
      errors: { password_confirmation: ['パスワードが確認用パスワードと一致しません'] },
    });
    expect((await create(c.admin, { password: 'short', password_confirmation: 'short' })).body).toMatchObject({
      errors: { password: ['パスワードは8文字以上で入力してください'] },
    });
    expect((await create(c.admin, { name: 'x'.repeat(256), number: '1'.repeat(65) })).body).toMatchObject({
      errors: {
        name: ['評価機関名は255文字以内で入力してください'],
        number: ['評価機関番号は64文字以内で入力してください'],
      },
    });
    const duplicate = await create(c.admin, { number: ' EV-DUP ' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toEqual({
      message: 'この評価機関番号は既に登録されています',
      errors: { number: ['この評価機関番号は既に登録されています'] },
    });
    expect((await create(c.admin, { number: '番号' })).body).toMatchObject({
      errors: { number: ['評価機関番号は半角英数字とハイフンで入力してください'] },
    });
    const wrongTypes = await create(c.admin, {
      name: { a: 1 },
      number: [1],
      password: 12345678,
      password_confirmation: 12345678,
    });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body).toMatchObject({
      errors: { name: ['評価機関名は文字列で入力してください'], password: ['パスワードは文字列で入力してください'] },
    });
    expect(await t.orm.em.fork().count(EvaluationOrganization)).toBe(before);

    const other = await createEvaluationOrganization(t.orm.em.fork());
    expect(
      (await c.admin.put(`/api/evaluation_organizations/${other.id}`, { name: 'x', number: 'EV-DUP' })).body,
    ).toMatchObject({
      errors: { number: ['この評価機関番号は既に登録されています'] },
    });
    expect(
      (
        await c.admin.put(`/api/evaluation_organizations/${other.id}`, {
          name: 'x',
          number: other.number,
          password: 'Abcdefgh-1',
        })
      ).body,
    ).toMatchObject({
      errors: { password_confirmation: ['パスワードが確認用パスワードと一致しません'] },
    });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await c.admin.put('/api/evaluation_organizations/999999', { name: 'x', number: 'EV-9' })).status).toBe(404);
    expect((await c.admin.delete('/api/evaluation_organizations/999999')).status).toBe(404);
    expect((await c.admin.get('/api/evaluation_organizations/0')).status).toBe(404);
  });

  it('exports the list as a PDF with the Japanese names', async () => {
    await createEvaluationOrganization(t.orm.em.fork(), { name: 'PDF用評価機関髙', number: 'EV-PDF' });
    const response = await c.admin.raw('GET', '/api/evaluation_organizations/download/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfTextOf(response);
    expect(text).toContain('評価機関一覧');
    expect(text).toContain('PDF用評価機関髙');
    expect(text).toContain('EV-PDF');
  });
});
