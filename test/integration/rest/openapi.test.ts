import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../../../server/core/rest/api-router.js';
import { ROUTE_DESCRIPTIONS } from '../../../server/core/rest/openapi/descriptions.js';
import { routerRoutes } from '../../../server/core/rest/openapi/router-routes.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

type Doc = {
  openapi: string;
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
