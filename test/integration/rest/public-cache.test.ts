import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory } from '../../../server/core/domain.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { createDevice } from '../../factories/public-devices.js';
import { signedIn } from '../../helpers/sign-in.js';
import { statementsDuring } from '../../helpers/sql-statements.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let device: Device;
const LIST = '/api/cogeneration_systems?public=1';

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  device = await createDevice(em, { category: DeviceCategory.cogeneration_systems });
  for (let i = 0; i < 10; i++) await createDevice(em, { category: DeviceCategory.cogeneration_systems });
});
afterAll(() => t.close());

describe('public reads are cacheable', () => {
  it('answer public lists, details, brand names and CSVs with Cache-Control, an ETag and no cookie', async () => {
    const client = t.client();
    for (const path of [
      LIST,
      `/api/cogeneration_systems/${device.id}?public=1`,
      '/api/cogeneration_systems/brand_names',
      '/api/cogeneration_systems/download/csv',
      '/api/cogeneration_systems/download/kenken_csv',
    ]) {
      const res = await client.raw('GET', path);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=60');
      expect(res.headers.get('etag'), path).toMatch(/^W\/"[^"]+cogeneration_systems[^"]+"$/);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    expect(client.cookies.size).toBe(0);
  });

  it('answers 304 to the current ETag and a new answer once the category changed', async () => {
    const client = t.client();
    const first = await client.raw('GET', LIST);
    const etag = first.headers.get('etag')!;
    const again = await client.raw('GET', LIST, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    const em = t.orm.em.fork();
    await em.nativeUpdate(Device, { id: device.id }, { releaseDate: '2025-05-05' });
    const changed = await client.raw('GET', LIST, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = (await changed.json()) as { data: { id: number; release_date: string }[] };
    expect(body.data.find((d) => d.id === device.id)?.release_date).toBe('2025-05-05');

    // `*` matches a representation that exists: a device that does not is still a 404.
    const missing = await client.raw('GET', `${LIST.split('?')[0]}/999999?public=true`, {
      headers: { 'if-none-match': '*' },
    });
    expect(missing.status).toBe(404);
  });

  it('varies on the cookie where the same URL answers a signed-in user with their own list', async () => {
    const anonymous = await t.client().raw('GET', '/api/cogeneration_systems');
    expect(anonymous.headers.get('vary')).toMatch(/Cookie/);
    const explicit = await t.client().raw('GET', LIST);
    expect(explicit.headers.get('vary') ?? '').not.toMatch(/Cookie/);
    const { client } = await signedIn(t, 'admin');
    const own = await client.raw('GET', '/api/cogeneration_systems');
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
  });

  it('never stores a refusal', async () => {
    const missing = await t.client().raw('GET', '/api/cogeneration_systems/999999?public=1');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    const bad = await t.client().raw('GET', '/api/cogeneration_systems?public=1&release_date_from=never');
    expect(bad.status).toBe(422);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('writes nothing to the database, and a repeated read costs one index probe', async () => {
    const path = '/api/cogeneration_systems?public=1&page=1&brand_name=x';
    const { statements: first } = await statementsDuring(t.orm, () => t.client().get(path));
    expect(first.filter((sql) => /^\s*(insert|update|delete)/i.test(sql))).toEqual([]);
    const { statements: repeated } = await statementsDuring(t.orm, () => t.client().get(path));
    expect(repeated).toEqual([expect.stringMatching(/from public_versions/)]);
  });

  it('compresses JSON with brotli or gzip as the client accepts', async () => {
    const path = '/api/cogeneration_systems?public=1&page=1';
    const plain = Buffer.from(await (await t.client().raw('GET', path)).arrayBuffer()).toString();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${t.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      // fetch decodes what it asked for; the bytes must be the same answer.
      expect(await res.text()).toBe(plain);
    }
  });
});

describe('public GraphQL queries sent as GET', () => {
  const query = `{ publicDevices(category: cogeneration_systems) { total items { id } } }`;
  const get = (q: string, headers: Record<string, string> = {}) =>
    t.client().raw('GET', `/graphql?query=${encodeURIComponent(q)}`, {
      headers: { 'apollo-require-preflight': 'true', ...headers },
    });

  it('are cacheable with an ETag and 304', async () => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await get(query, { 'if-none-match': etag })).status).toBe(304);
  });

  it('stay no-store when they read anything else, fail, or come by POST', async () => {
    const me = await get('{ me { user { id } } }');
    expect(me.headers.get('cache-control')).toBe('no-store');
    const mixed = await get(`{ me { user { id } } publicCategory(category: cogeneration_systems) { label } }`);
    expect(mixed.headers.get('cache-control')).toBe('no-store');
    const failed = await get('{ publicDevice(category: cogeneration_systems, id: 999999) { id } }');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const posted = await t.client().gql(query);
    expect(posted.headers.get('cache-control')).toBe('no-store');
    // Apollo's CSRF prevention refuses a GET a browser could send cross-site (no content type, no
    // preflight header): a cache must not keep that 400 for the URL the SPA's GETs share.
    const refused = await t.client().raw('GET', `/graphql?query=${encodeURIComponent(query)}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('etag')).toBeNull();
  });
});

describe('the XSRF cookie', () => {
  it('is issued by GET /api/xsrf_token and by a refused write, never by a public read', async () => {
    const client = t.client();
    await client.raw('GET', '/graphql?query=%7B__typename%7D', { headers: { 'apollo-require-preflight': 'true' } });
    await client.raw('GET', '/api/cogeneration_systems');
    expect(client.cookies.has('XSRF-TOKEN')).toBe(false);
    const token = await client.raw('GET', '/api/xsrf_token');
    expect(token.status).toBe(204);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(client.cookies.has('XSRF-TOKEN')).toBe(true);

    const other = t.client();
    other.sendXsrf = false;
    const refused = await other.request('POST', '/api/logout', {});
    expect(refused.status).toBe(403);
    expect(other.cookies.has('XSRF-TOKEN')).toBe(true);
  });
});
