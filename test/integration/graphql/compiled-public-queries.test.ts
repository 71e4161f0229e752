import 'reflect-metadata';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import { armorValidationRules } from '../../../server/core/graphql/apollo.js';
import { compiledPublicQueries } from '../../../server/core/graphql/compiled-public-queries.js';
import { createResolverContainer } from '../../../server/core/graphql/resolvers.js';
import { buildGraphqlSchema } from '../../../server/core/graphql/schema.js';
import { requestContextMiddleware } from '../../../server/core/request-context.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { APP_LIST_QUERY } from '../../bench/sections/list-queries.js';

/** The SPA's own public documents, as it sends them. */
const SPA_DOCUMENT = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../web/src/features/public-devices/graphql/public-devices.graphql'),
  'utf8',
);
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
/** What the mini app answers when the compiled path passes a request on. */
const PASSED_ON = 418;

let t: TestApp;
let compiledOnly: { url: string; close: () => Promise<void> };
const deviceIds = new Map<DeviceCategory, number>();

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const organization = await createOrganization(em);
  const brandName = await createBrandName(em, organization, 'ブランド①');
  for (const category of Object.values(DeviceCategory)) {
    const device = await createDevice(em, { category, brandName, releaseDate: '2025-06-01' });
    await createDevice(em, { category, brandName, status: DeviceStatus.canceled, canceledAt: '2025-05-05' });
    deviceIds.set(category, device.id);
  }
  // The compiled path alone on the real schema and resolvers, Apollo replaced by a marker.
  const schema = await buildGraphqlSchema(createResolverContainer(t.services));
  const app = express()
    .use(requestContextMiddleware(t.orm, t.services.sessions))
    .use(compiledPublicQueries(schema, armorValidationRules))
    .use((_req, res) => void res.status(PASSED_ON).end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  compiledOnly = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  await compiledOnly?.close();
  await t?.close();
});

interface Ask {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const searchOf = ({ query, operationName, variables }: Ask) =>
  new URLSearchParams({
    query,
    ...(operationName ? { operationName } : {}),
    ...(variables ? { variables: JSON.stringify(variables) } : {}),
  }).toString();

const getFrom = (base: string, ask: Ask, headers: Record<string, string> = PREFLIGHT) =>
  fetch(`${base}/graphql?${searchOf(ask)}`, { headers });

/** The same document through Apollo (POST is never taken by the compiled path). */
const postToApollo = (ask: Ask, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(ask),
  });

function spaAsks(category: DeviceCategory): Ask[] {
  return [
    { query: SPA_DOCUMENT, operationName: 'PublicDeviceCategory', variables: { category } },
    {
      query: SPA_DOCUMENT,
      operationName: 'PublicDeviceList',
      variables: { category, filter: { releaseDateFrom: '2025-01-01', includeExpired: true }, page: 1 },
    },
    {
      query: SPA_DOCUMENT,
      operationName: 'PublicDeviceSheet',
      variables: { category, id: deviceIds.get(category), includeExpired: true },
    },
  ];
}

describe('compiled public queries', () => {
  it('answer the SPA documents of every category byte for byte as Apollo does, without Apollo', async () => {
    for (const category of Object.values(DeviceCategory)) {
      for (const ask of spaAsks(category)) {
        const apollo = await postToApollo(ask);
        const expected = await apollo.text();
        expect(apollo.status, expected).toBe(200);
        expect(expected).not.toContain('"errors"');

        const compiled = await getFrom(compiledOnly.url, ask);
        expect(compiled.status, `${category} ${ask.operationName}`).toBe(200);
        expect(await compiled.text()).toBe(expected);
        expect(compiled.headers.get('content-type')).toBe(apollo.headers.get('content-type'));

        const app = await getFrom(t.baseUrl, ask);
        expect(await app.text()).toBe(expected);
      }
    }
  });

  it('answer interfaces, aliases, __typename and every performance value as Apollo does', async () => {
    const asks: Ask[] = [
      { query: APP_LIST_QUERY, variables: { filter: { releaseDateFrom: '2025-01-01' }, page: 1 } },
      {
        query: `query($id: Int!) { lastUpdate(category: solar_systems) __typename
          one: publicDevice(category: solar_systems, id: $id) { __typename id ... on PublicSolarSystem { systemType } }
          brands: publicBrandNames(category: solar_systems) { __typename id name } }`,
        variables: { id: deviceIds.get(DeviceCategory.solar_systems) },
      },
    ];
    for (const ask of asks) {
      const expected = await (await postToApollo(ask)).text();
      expect(expected).not.toContain('"errors"');
      const compiled = await getFrom(compiledOnly.url, ask);
      expect(compiled.status).toBe(200);
      expect(await compiled.text()).toBe(expected);
    }
  });

  it('negotiate the answer type as Apollo does', async () => {
    const ask = spaAsks(DeviceCategory.cogeneration_systems)[0]!;
    for (const accept of ['application/graphql-response+json,application/json;q=0.9', '*/*', 'application/json']) {
      const apollo = await postToApollo(ask, { accept });
      const compiled = await getFrom(compiledOnly.url, ask, { ...PREFLIGHT, accept });
      expect(compiled.status).toBe(200);
      expect(compiled.headers.get('content-type')).toBe(apollo.headers.get('content-type'));
    }
  });

  it('pass on to Apollo whatever is not a plain public query that succeeds', async () => {
    const id = deviceIds.get(DeviceCategory.electric_heat_pumps);
    const publicRead = `{ publicDevice(category: electric_heat_pumps, id: ${id}) { id } }`;
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: lastUpdate(category: solar_systems)`).join(' ')} }`;
    const passedOn: [string, string, Record<string, string>?][] = [
      [
        'an unknown device (an error)',
        searchOf({ query: '{ publicDevice(category: electric_heat_pumps, id: 999999) { id } }' }),
      ],
      ['a signed-in field', searchOf({ query: '{ me { user { id } } }' })],
      ['introspection', searchOf({ query: '{ __schema { queryType { name } } }' })],
      ['a mutation', searchOf({ query: 'mutation { logout }' })],
      ['an unknown field (invalid)', searchOf({ query: '{ lastUpdate(category: solar_systems) nothing }' })],
      ['more aliases than graphql-armor allows', searchOf({ query: aliased(16) })],
      [
        'variables that are not JSON',
        `${searchOf({ query: 'query($c: DeviceCategory!) { lastUpdate(category: $c) }' })}&variables=%7Bnot-json`,
      ],
      ['no preflight header', searchOf({ query: publicRead }), {}],
      ['a browser asking for HTML', searchOf({ query: publicRead }), { ...PREFLIGHT, accept: 'text/html' }],
    ];
    for (const [what, search, headers] of passedOn) {
      const response = await fetch(`${compiledOnly.url}/graphql?${search}`, { headers: headers ?? PREFLIGHT });
      expect(response.status, what).toBe(PASSED_ON);
    }
    // Each of those is one step from a query the compiled path answers.
    const answered: Ask[] = [
      { query: publicRead },
      { query: aliased(15) },
      { query: 'query($c: DeviceCategory!) { lastUpdate(category: $c) }', variables: { c: 'solar_systems' } },
    ];
    for (const ask of answered) expect((await getFrom(compiledOnly.url, ask)).status).toBe(200);
  });

  it('leave errors to Apollo in the app: the same answer, never stored', async () => {
    const ask = { query: '{ publicDevice(category: electric_heat_pumps, id: 999999) { id } }' };
    const viaGet = await getFrom(t.baseUrl, ask);
    expect(viaGet.headers.get('cache-control')).toBe('no-store');
    expect(await viaGet.text()).toBe(await (await postToApollo(ask)).text());
    const withoutPreflight = await getFrom(t.baseUrl, ask, {});
    expect(withoutPreflight.status).toBe(400);
  });
});
