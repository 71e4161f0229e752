import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../../../server/core/rest/api-router.js';
import { ROUTE_DESCRIPTIONS } from '../../../server/core/rest/openapi/descriptions.js';
import { routerRoutes } from '../../../server/core/rest/openapi/router-routes.js';
import { CATEGORY_DEFINITIONS } from '../../../server/modules/devices/categories.js';
import { seedDemoData } from '../../../server/seed/demo-data.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

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
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.client().get<Doc>('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

const routerKeys = () =>
  routerRoutes(apiRouter(t.config, t.services))
    .map((r) => `${r.method.toUpperCase()} ${r.path}`)
    .sort();

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('every route of the router has a description, and every description a route', () => {
    const described = Object.keys(ROUTE_DESCRIPTIONS).sort();
    expect(
      routerKeys().filter((k) => !described.includes(k)),
      'routes without a description',
    ).toEqual([]);
    expect(
      described.filter((k) => !routerKeys().includes(k)),
      'descriptions without a route',
    ).toEqual([]);
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

describe('the public equipment answers', () => {
  /** The success answer's schema of an operation, checked against the document's components. */
  function validatorOf(path: string) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajvFormats.default(ajv); // the CommonJS module's default export
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const schema = JSON.parse(
      JSON.stringify(
        (doc.paths[path]!.get!.responses['200'] as { content: Record<string, { schema: unknown }> }).content[
          'application/json'
        ]!.schema,
      ).replaceAll('"#/components/', '"doc#/components/'),
    ) as object;
    return ajv.compile(schema);
  }
  const check = (validate: ReturnType<typeof validatorOf>, body: unknown) =>
    expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);

  it('match their schemas in every category: list, detail, change feed, brand names and certificate records', async () => {
    await seedDemoData(t.orm.em.fork(), { secretBox: t.services.deps.secretBox, files: t.services.files });
    const client = t.client();
    const validators = Object.fromEntries(
      [
        '/{category}',
        '/{category}/{id}',
        '/{category}/changes',
        '/{category}/brand_names',
        '/{certificate_resource}/{id}',
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
