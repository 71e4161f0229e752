import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../server/composition/api-router.js';
import type { DocumentedRoute } from '../../../server/core/rest/api-routes.js';
import { successStatus } from '../../../server/core/rest/openapi/document.js';
import type { RouteDescription } from '../../../server/core/rest/openapi/route-description.js';
import { CATEGORY_DEFINITIONS } from '../../../server/modules/device-registry/categories.js';
import { seedDemoData } from '../../../server/seed/demo-data.js';
import { signedIn } from '../../helpers/sign-in.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { TestClient } from '../../helpers/test-client.js';
import { newUserBody, registrationBody } from '../../factories/organizations.js';
import { createManagerOrganization, organizationClient, uploadForm, uploadZip } from '../../factories/devices.js';
import { DeviceCategory } from '../../../server/core/domain.js';

type Doc = {
  openapi: string;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  paths: Record<
    string,
    Record<
      string,
      { summary?: string; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }
    >
  >;
};

let t: TestApp;
let doc: Doc;
/** Every route as registered (a path served twice, e.g. GET /{category}, is here twice). */
let registered: DocumentedRoute[];
/** The description of each `METHOD /path`, as the routes were registered with it. */
let ROUTE_DESCRIPTIONS: Record<string, RouteDescription>;
const keyOf = (r: DocumentedRoute) => `${r.method.toUpperCase()} ${r.path}`;
beforeAll(async () => {
  t = await createTestApp();
  registered = apiRoutes(t.config, t.services).routes;
  ROUTE_DESCRIPTIONS = {};
  for (const r of registered) ROUTE_DESCRIPTIONS[keyOf(r)] ??= r.description;
  await seedDemoData(t.orm.em.fork(), { secretBox: t.services.deps.secretBox, files: t.services.files });
  const res = await t.client().get<Doc>('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const routerKeys = () => Object.keys(ROUTE_DESCRIPTIONS).sort();

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('describes a path served twice (the public list, then the signed-in one) once, whichever registration', () => {
    const twice = registered.filter((r) => ROUTE_DESCRIPTIONS[keyOf(r)] !== r.description).map(keyOf);
    expect(twice, 'one path registered with two descriptions').toEqual([]);
    expect(registered.filter((r) => keyOf(r) === 'GET /{category}').map((r) => r.access)).toEqual(
      expect.arrayContaining(['public', 'user']),
    );
    expect(doc.paths['/{category}']!.get!.responses['401'], 'the public door counts').toBeUndefined();
  });

  it('lists exactly the routes the router has, each with a summary', () => {
    const listed = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    // GET /xsrf_token runs beside the router, before its XSRF check.
    expect(listed).toEqual([...routerKeys(), 'GET /xsrf_token'].sort());
    for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(op.summary).toBeTruthy();
  });

  it('documents the error shapes: 422 where input is validated, 401/403 behind sign-in, 404 on ids, 429 on limited routes', () => {
    const changes = doc.paths['/{category}/changes']!.get!;
    expect(Object.keys(changes.responses).sort()).toEqual(['200', '422', '429']);
    expect(changes.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['category', 'since', 'first', 'after', 'include_expired']),
    );
    expect(Object.keys(doc.paths['/brand_names/{id}']!.put!.responses).sort()).toEqual([
      '200',
      '401',
      '403',
      '404',
      '422',
    ]);
    expect(doc.paths['/login']!.post!.responses['429']).toBeDefined();
    expect(doc.paths['/login']!.get!.responses['401']).toBeDefined();
    expect(doc.paths['/register']!.post!.responses['422']).toBeDefined();
  });

  it('gives every JSON answer a schema (all but the document itself)', () => {
    const without = Object.entries(ROUTE_DESCRIPTIONS)
      .filter(([, d]) => !d.schema && !d.produces && successStatus(d.response) !== 204)
      .map(([route]) => route);
    expect(without).toEqual(['GET /openapi.json']);
  });

  it('names the status a success answers with: 201 for a creation, 204 when empty, else 200', () => {
    const statuses = (path: string, method: 'get' | 'post' | 'delete') =>
      Object.keys(doc.paths[path]![method]!.responses).filter((code) => code.startsWith('2'));
    expect(statuses('/brand_names', 'post')).toEqual(['201']);
    expect(statuses('/register', 'post')).toEqual(['201']);
    expect(statuses('/brand_names/{id}', 'delete')).toEqual(['204']);
    expect(statuses('/logout', 'post')).toEqual(['200']);
    expect(statuses('/xsrf_token', 'get')).toEqual(['204']);
  });
});

/**
 * The success answer's schema of an operation, checked against the document's components. `exact`
 * also refuses keys a schema does not name (every key the schemas name is required, so the answer
 * then has exactly their keys).
 */
function validatorOf(path: string, { exact = false, method = 'get' } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajvFormats.default(ajv); // the CommonJS module's default export
  const closed = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(closed);
    if (schema === null || typeof schema !== 'object') return schema;
    const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
    return exact && 'properties' in copy ? { ...copy, additionalProperties: false } : copy;
  };
  ajv.addSchema({ $id: 'doc', components: closed(doc.components) });
  const [, success] = Object.entries(doc.paths[path]![method]!.responses).find(([status]) => status.startsWith('2'))!;
  const schema = JSON.parse(
    JSON.stringify(
      (success as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema,
    ).replaceAll('"#/components/', '"doc#/components/'),
  ) as object;
  return ajv.compile(closed(schema) as object);
}
const check = (validate: ReturnType<typeof validatorOf>, body: unknown, label = '') =>
  expect(validate(body), `${label} ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);

describe('the public equipment answers', () => {
  it('match their schemas in every category: list, detail, change feed, brand names and certificate records', async () => {
    const client = t.client();
    const validators = Object.fromEntries(
      [
        '/{category}',
        '/{category}/{id}',
        '/{category}/changes',
        '/{category}/brand_names',
        '/{certificate_resource}/{id}',
        '/search',
      ].map((path) => [path, validatorOf(path)]),
    );
    for (const definition of CATEGORY_DEFINITIONS) {
      const list = await client.get<{ data: Record<string, unknown>[] }>(
        `/api/${definition.apiResource}?include_expired=true`,
      );
      expect(list.status).toBe(200);
      expect(list.body.data.length, definition.apiResource).toBeGreaterThan(0);
      check(validators['/{category}']!, list.body);
      // Every key the answer has is in the category's schema, and the reverse (each is required).
      const properties = doc.components.schemas[`PublicDevice_${definition.apiResource}`]!.properties!;
      for (const device of list.body.data) expect(Object.keys(device).sort()).toEqual(Object.keys(properties).sort());
      // A search hit is the same device with how it matched first.
      const number = list.body.data[0]!.certificate_number as string;
      const search = await client.get<{ data: Record<string, unknown>[] }>(
        `/api/search?q=${encodeURIComponent(number)}&category=${definition.category}&include_expired=true`,
      );
      expect(search.body.data.length, number).toBeGreaterThan(0);
      check(validators['/search']!, search.body);
      const hitProperties = doc.components.schemas[`SearchHit_${definition.apiResource}`]!.properties!;
      for (const hit of search.body.data) expect(Object.keys(hit).sort()).toEqual(Object.keys(hitProperties).sort());

      for (const device of list.body.data) {
        const detail = await client.get(`/api/${definition.apiResource}/${device.id as number}?include_expired=true`);
        expect(detail.status, JSON.stringify(detail.body)).toBe(200);
        check(validators['/{category}/{id}']!, detail.body);
        const certificate = device.certificate as { id: number } | null;
        if (certificate) {
          const record = await client.get(`/api/${definition.certificateResource}/${certificate.id}`);
          check(validators['/{certificate_resource}/{id}']!, record.body);
        }
      }
      check(validators['/{category}/changes']!, (await client.get(`/api/${definition.apiResource}/changes`)).body);
      check(
        validators['/{category}/brand_names']!,
        (await client.get(`/api/${definition.apiResource}/brand_names`)).body,
      );
    }
  });

  it('tell a wrong answer from a right one (a category value of the wrong type fails)', async () => {
    const validate = validatorOf('/{category}');
    const definition = CATEGORY_DEFINITIONS[0]!;
    const list = await t.client().get<{ data: Record<string, unknown>[] }>(`/api/${definition.apiResource}`);
    const device = list.body.data[0]!;
    const numeric = definition.performanceFields.find((f) => f.type === 'number' && f.required)!;
    const key = numeric.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    expect(validate({ ...list.body, data: [{ ...device, [key]: 'x' }] })).toBe(false);
    expect(validate({ ...list.body, data: [{ ...device, category: 'solar_systems_x' }] })).toBe(false);
  });
});

describe('the public link and notice answers', () => {
  it('have exactly the keys of their schemas: links, categories, the tree, openings, evaluator links and notices', async () => {
    const client = t.client();
    const answer = async (path: string, url: string) => {
      const res = await client.get<Record<string, unknown>>(`/api${url}`);
      expect(res.status, url).toBe(200);
      check(validatorOf(path, { exact: true }), res.body, url);
      return res.body;
    };
    for (const type of ['house', 'building']) {
      const list = await answer('/links', `/links?type=${type}`);
      expect((list.links as unknown[]).length, type).toBeGreaterThan(0);
      await answer('/links', `/links?type=${type}&new=1`);
      await answer('/links/categories', `/links/categories?type=${type}`);
      await answer('/links/categories/levels', `/links/categories/levels?type=${type}`);
      await answer('/information/public', `/information/public?audience=${type}`);
    }
    const filtered = await answer('/links', '/links?type=house&category_code=H-04-01');
    expect(filtered.category).toMatchObject({ code: 'H-04-01' });
    const evaluator = await answer(
      '/links',
      '/links?for_evaluator=1&number=EV-0001&password=Eval-pass-1234&type=house',
    );
    expect((evaluator.links as { memo: string | null }[]).some((link) => link.memo)).toBe(true);
    const makers = await answer('/links/categories/{code}/organizations', '/links/categories/H-04-01/organizations');
    expect((makers.organizations as unknown[]).length).toBeGreaterThan(0);
    for (const kind of ['windows', 'doors'] as const) {
      const choices = await answer('/links/house/opening/categories', `/links/house/opening/categories?kind=${kind}`);
      const chosen = `material=${choices.default_material_code as string}&glass=${choices.default_glass_code as string}`;
      await answer(`/links/${kind}`, `/links/${kind}?${chosen}`);
    }
    const glasses = await answer('/links/glasses', '/links/glasses?glass=H-01-13');
    expect((glasses.links as unknown[]).length).toBeGreaterThan(0);
  });

  it('tell a wrong answer from a right one (a missing key, an unknown one, a number as text)', async () => {
    const validate = validatorOf('/links', { exact: true });
    const list = (await t.client().get<{ links: Record<string, unknown>[] }>('/api/links?type=house')).body;
    const [link] = list.links;
    const { url: _url, ...withoutUrl } = link!;
    expect(validate({ ...list, links: [withoutUrl] })).toBe(false);
    expect(validate({ ...list, links: [{ ...link, extra: 1 }] })).toBe(false);
    expect(validate({ ...list, links: [{ ...link, organization_id: '1' }] })).toBe(false);
    expect(validate(list)).toBe(true);
  });
});

/** The top-level keys a description's answer text names: `{users: [user], type}` → users, type. */
function describedKeys(response: string): string[] | null {
  const object = /`\{(.*)\}`/.exec(response)?.[1];
  if (object === undefined) return null;
  const keys: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of `${object},`) {
    if (char === ',' && depth === 0) {
      keys.push(part.split(':')[0]!.trim());
      part = '';
      continue;
    }
    if ('[{('.includes(char)) depth += 1;
    if (']})'.includes(char)) depth -= 1;
    part += char;
  }
  return keys.sort();
}

describe('the answers the descriptions name', () => {
  it('have the top-level keys their description says and match their schema, for every JSON GET route (as an administrator)', async () => {
    const { client } = await signedIn(t, 'admin');
    const firstId = async (url: string, key: string) =>
      (await client.get<Record<string, { id: number }[]>>(`/api${url}`)).body[key]![0]!.id as number;
    const device = await firstId('/electric_heat_pumps?public=true', 'data');
    const deviceNumber = (
      await client.get<{ data: { certificate_number: string }[] }>('/api/electric_heat_pumps?public=true')
    ).body.data[0]!.certificate_number;
    const organization = await firstId('/organizations', 'organizations');
    const certificate = (
      await client.get<{ data: { certificate: { id: number } } }>(`/api/electric_heat_pumps/${device}?public=true`)
    ).body.data.certificate.id;
    const samples: Record<string, string> = {
      'GET /login': '/login',
      // Signed in without public=true, the first five of these (the description says so).
      'GET /{category}': '/electric_heat_pumps?public=true',
      'GET /{category}/{id}': `/electric_heat_pumps/${device}?public=true`,
      'GET /{category}/changes': '/electric_heat_pumps/changes',
      'GET /{category}/brand_names': '/electric_heat_pumps/brand_names',
      'GET /search': `/search?q=${encodeURIComponent(deviceNumber)}`,
      'GET /{certificate_resource}/{id}': `/electric_heat_pump_certificates/${certificate}`,
      'GET /links': '/links',
      'GET /links/categories': '/links/categories',
      'GET /links/categories/levels': '/links/categories/levels',
      'GET /links/categories/{code}/organizations': '/links/categories/H-04-01/organizations',
      'GET /links/house/opening/categories': '/links/house/opening/categories',
      'GET /links/windows': '/links/windows',
      'GET /links/{id}': `/links/${await firstId('/links', 'links')}`,
      'GET /organizations': '/organizations',
      'GET /organizations/{id}': `/organizations/${organization}`,
      'GET /organizations/{id}/users': `/organizations/${organization}/users`,
      'GET /users/{id}': `/users/${await firstId(`/organizations/${organization}/users`, 'users')}`,
      'GET /brand_names': '/brand_names',
      'GET /brand_names/{id}': `/brand_names/${await firstId('/brand_names', 'brand_names')}`,
      'GET /shared_passwords': '/shared_passwords',
      'GET /shared_passwords/{id}': `/shared_passwords/${await firstId('/shared_passwords', 'shared_passwords')}`,
      'GET /evaluation_organizations': '/evaluation_organizations',
      'GET /evaluation_organizations/{id}': `/evaluation_organizations/${await firstId('/evaluation_organizations', 'evaluation_organizations')}`,
      'GET /information': '/information',
      'GET /information/public': '/information/public?audience=house',
      'GET /information/{id}': `/information/${await firstId('/information', 'information')}`,
    };
    const described = Object.entries(ROUTE_DESCRIPTIONS)
      .filter(([route, d]) => route.startsWith('GET ') && describedKeys(d.response) !== null)
      .map(([route]) => route);
    // A new JSON GET route gets a sample here; "As /links/windows" routes share that one's answer.
    expect(described.filter((route) => !(route in samples)).sort()).toEqual([]);
    const mismatches: string[] = [];
    for (const route of described) {
      const res = await client.get<Record<string, unknown>>(`/api${samples[route]!}`);
      expect(res.status, route).toBe(200);
      // The equipment answers' keys are compared per category above (their detail composes schemas with allOf).
      const exact = !/\{(category|certificate_resource)\}/.test(route);
      if (ROUTE_DESCRIPTIONS[route]!.schema) check(validatorOf(route.slice(4), { exact }), res.body, route);
      const said = describedKeys(ROUTE_DESCRIPTIONS[route]!.response)!.join(', ');
      const answered = Object.keys(res.body).sort().join(', ');
      if (said !== answered) mismatches.push(`${route}: says ${said}; answers ${answered}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('the answers of writes', () => {
  it('match their schemas: sign-in, registration, the master data, organizations, users and links', async () => {
    const { client: admin } = await signedIn(t, 'admin');
    const maker = t.client();
    await maker.login('tanaka@towa-energy.example.jp', 'Demo-pass-1234');
    const visitor = t.client();
    const write = async (client: TestClient, method: 'post' | 'put', path: string, url: string, body: unknown) => {
      const res = await client.request<Record<string, unknown>>(method.toUpperCase(), `/api${url}`, body);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      check(validatorOf(path, { exact: true, method }), res.body, `${method} ${url}`);
      return res.body;
    };
    const idOf = (answer: Record<string, unknown>, key: string) => (answer[key] as { id: number }).id;

    const organization = (
      await admin.get<{ organizations: Record<string, unknown>[] }>('/api/organizations?status=approved')
    ).body.organizations.find((o) => o.name === '東和エネルギーシステム株式会社')!;
    const orgId = organization.id as number;
    const brand = await write(admin, 'post', '/brand_names', '/brand_names', {
      name: 'スキーマ確認ブランド',
      organization_id: orgId,
      note: '',
    });
    await write(admin, 'put', '/brand_names/{id}', `/brand_names/${idOf(brand, 'brand_name')}`, {
      name: 'スキーマ確認ブランド2',
      organization_id: orgId,
      note: '備考',
    });
    const shared = await write(admin, 'post', '/shared_passwords', '/shared_passwords', {
      name: 'スキーマ確認',
      zip_password: 'Zip-secret-9876',
      zip_password_confirmation: 'Zip-secret-9876',
      note: '',
    });
    await write(admin, 'put', '/shared_passwords/{id}', `/shared_passwords/${idOf(shared, 'shared_password')}`, {
      name: 'スキーマ確認2',
      note: '備考',
    });
    const evaluator = await write(admin, 'post', '/evaluation_organizations', '/evaluation_organizations', {
      name: 'スキーマ確認評価機関',
      number: 'EV-9001',
      password: 'Eval-pass-5678',
      password_confirmation: 'Eval-pass-5678',
    });
    await write(
      admin,
      'put',
      '/evaluation_organizations/{id}',
      `/evaluation_organizations/${idOf(evaluator, 'evaluation_organization')}`,
      { name: 'スキーマ確認評価機関2', number: 'EV-9001' },
    );
    const notice = {
      title: 'スキーマ確認',
      body: '本文',
      show_type: 'house',
      published_at: '2026-01-05T10:00:00+09:00',
    };
    const created = await write(admin, 'post', '/information', '/information', notice);
    await write(admin, 'put', '/information/{id}', `/information/${idOf(created, 'information')}`, notice);
    const profile = {
      name: organization.name,
      postcode: organization.postcode,
      address: organization.address,
      tel: organization.tel,
      type: organization.type,
    };
    await write(admin, 'put', '/organizations/{id}', `/organizations/${orgId}`, profile);
    const flags = Object.fromEntries(Object.entries(organization).filter(([key]) => key.endsWith('_manager')));
    await write(admin, 'put', '/organizations/{id}/approved/disabled', `/organizations/${orgId}/approved/disabled`, {});
    await write(
      admin,
      'put',
      '/organizations/{id}/approved/enabled',
      `/organizations/${orgId}/approved/enabled`,
      flags,
    );

    await maker.login('tanaka@towa-energy.example.jp', 'Demo-pass-1234');
    const user = await write(maker, 'post', '/users', '/users', newUserBody());
    const { password: _p, password_confirmation: _c, ...edit } = newUserBody({ name: '変更 次郎' });
    const email = (user.user as { email: string }).email;
    await write(maker, 'put', '/users/{id}', `/users/${idOf(user, 'user')}`, {
      ...edit,
      email,
      email_confirmation: email,
    });
    await write(admin, 'put', '/users/unlock', '/users/unlock', { id_list: [idOf(user, 'user')] });
    const link = await write(maker, 'post', '/links', '/links', {
      category_code: 'H-04-01',
      url: 'https://www.example.jp/schema-check',
      type: 'house',
      for_evaluator: false,
    });
    const linkUrl = `/links/${idOf(link, 'link')}`;
    await write(maker, 'put', '/links/{id}', linkUrl, {
      category_code: 'H-04-01',
      url: 'https://www.example.jp/schema-check2',
      type: 'house',
    });
    await write(admin, 'put', '/links/{id}/approved/enabled', `${linkUrl}/approved/enabled`, {});
    await write(admin, 'put', '/links/{id}/approved/disabled', `${linkUrl}/approved/disabled`, {});
    // An organization user's shared passwords are the upload form's choices.
    check(
      validatorOf('/shared_passwords', { exact: true }),
      (await maker.get('/api/shared_passwords')).body,
      'shared passwords (organization user)',
    );
    await write(maker, 'post', '/logout', '/logout', {});
    await write(visitor, 'post', '/login', '/login', {
      email: 'tanaka@towa-energy.example.jp',
      password: 'Demo-pass-1234',
      type: 'house',
    });
    await write(t.client(), 'post', '/register', '/register', registrationBody());
    await write(t.client(), 'post', '/password/email', '/password/email', {
      email: 'tanaka@towa-energy.example.jp',
      type: 'house',
    });
  });
});

describe('the answers of the upload and of the lifecycle actions', () => {
  it('match their schemas: check, commit, dates, apply to publish, approve, apply to cancel, cancel', async () => {
    const { organization } = await createManagerOrganization(t.orm.em.fork());
    const { client: maker } = await organizationClient(t, organization);
    const { client: admin } = await signedIn(t, 'admin');
    const zip = await uploadZip(DeviceCategory.electric_heat_pumps, 2, { prefix: 'SCHEMA' });
    const upload = async (path: string, url: string) => {
      const response = await maker.raw('POST', `/api${url}`, { body: uploadForm(zip) });
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(body)).toBeLessThan(300);
      check(validatorOf(path, { exact: true, method: 'post' }), body, url);
      return body;
    };
    const checked = await upload('/{category}/check', '/electric_heat_pumps/check');
    expect(checked.csv).toHaveLength(2);
    const { ids } = (await upload('/{category}', '/electric_heat_pumps')) as { ids: number[] };
    const act = async (client: TestClient, action: string, body: unknown = {}) => {
      const url = `/api/electric_heat_pumps/${ids[0]}/${action}`;
      const res = await client.put<Record<string, unknown>>(url, body);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      check(validatorOf(`/{category}/{id}/${action}`, { exact: true, method: 'put' }), res.body, url);
      return (res.body.device as { status: string }).status;
    };
    await act(maker, 'date', { release_date: '2026-04-01', publish_flag: true, publish_date: '2026-05-01' });
    expect(await act(maker, 'apply_publish')).toBe('publish_requested');
    expect(await act(admin, 'approve/enabled')).toBe('published');
    const cancel = { canceled_at: '2026-11-01', reason: ['販売終了'], note: '' };
    expect(await act(maker, 'apply_cancel', cancel)).toBe('cancel_requested');
    expect(await act(admin, 'cancel', cancel)).toBe('canceled');
  });
});
