import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestContext } from '../../../server/core/context.js';
import { armorValidationRules, createApolloServer } from '../../../server/core/graphql/apollo.js';
import { compiledPublicQueries } from '../../../server/core/graphql/compiled-public-queries.js';
import { createResolverContainer } from '../../../server/composition/graphql.js';
import { buildGraphqlSchema } from '../../../server/composition/graphql.js';
import { requestContextMiddleware } from '../../../server/core/request-context.js';
import { createOrganization } from '../../factories/index.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { listenLocally, type LocalServer } from '../../helpers/listen-locally.js';
import { APP_LIST_QUERY } from '../../bench/sections/list-queries.js';

const webSource = (file: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/src', file), 'utf8');
/** The SPA's own public documents, as it sends them: with the shared fragment they spread. */
const SPA_DOCUMENT = [
  webSource('features/public-devices/graphql/public-devices.graphql'),
  webSource('components/ui/pager.graphql'),
].join('\n');
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
/** What the mini app answers when the compiled path passes a request on. */
const PASSED_ON = 418;

let t: TestApp;
/** The compiled path alone on the real schema and resolvers, Apollo replaced by a marker. */
let compiledOnly: LocalServer;
/** Apollo alone, as the app runs it: the reference answer. */
let apolloOnly: LocalServer;
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
  const schema = await buildGraphqlSchema(createResolverContainer(t.services));
  const withContext = requestContextMiddleware(t.orm, t.services.sessions);
  compiledOnly = await listenLocally(
    express()
      .use(express.json(), withContext, compiledPublicQueries(schema, armorValidationRules))
      .use((_req, res) => void res.status(PASSED_ON).end()),
  );
  apollo = createApolloServer(schema);
  await apollo.start();
  apolloOnly = await listenLocally(
    express().use(
      '/graphql',
      express.json(),
      withContext,
      expressMiddleware(apollo, { context: async ({ res }) => res.locals.ctx as RequestContext }),
    ),
  );
});
afterAll(async () => {
  await compiledOnly?.close();
  await apolloOnly?.close();
  await apollo?.stop();
  await t?.close();
});
let apollo: ApolloServer<RequestContext>;

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

const postTo = (base: string, ask: Ask, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(ask),
  });

/** A document is compiled on its second request (the first goes on to Apollo): the second answer. */
async function twice(send: () => Promise<Response>): Promise<Response> {
  await (await send()).arrayBuffer();
  return send();
}

function spaAsks(category: DeviceCategory): Ask[] {
  return [
    { query: SPA_DOCUMENT, operationName: 'PublicListBrandNames', variables: { category } },
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

const postToApollo = (ask: Ask, headers: Record<string, string> = {}) => postTo(apolloOnly.url, ask, headers);

/** The compiled path's answers to `ask` by GET and by POST, each the bytes Apollo answers. */
async function expectApolloBytes(ask: Ask, label: string): Promise<void> {
  const apollo = await postToApollo(ask);
  const expected = await apollo.text();
  expect(apollo.status, expected).toBe(200);
  expect(expected).not.toContain('"errors"');
  for (const compiled of [await twice(() => getFrom(compiledOnly.url, ask)), await postTo(compiledOnly.url, ask)]) {
    expect(compiled.status, label).toBe(200);
    expect(await compiled.text()).toBe(expected);
    expect(compiled.headers.get('content-type')).toBe(apollo.headers.get('content-type'));
  }
}

describe('compiled public queries', () => {
  it('answer the SPA documents of every category byte for byte as Apollo does, without Apollo', async () => {
    for (const category of Object.values(DeviceCategory)) {
      for (const ask of spaAsks(category)) await expectApolloBytes(ask, `${category} ${ask.operationName}`);
    }
  });

  it('answer interfaces, aliases, __typename and every performance value as Apollo does', async () => {
    await expectApolloBytes(
      { query: APP_LIST_QUERY, variables: { filter: { releaseDateFrom: '2025-01-01' }, page: 1 } },
      'the bench list',
    );
    await expectApolloBytes(
      {
        query: `query($id: Int!) { lastUpdate(category: solar_systems) __typename
          one: publicDevice(category: solar_systems, id: $id) { __typename id ... on PublicSolarSystem { systemType } }
          brands: publicBrandNames(category: solar_systems) { __typename id name } }`,
        variables: { id: deviceIds.get(DeviceCategory.solar_systems) },
      },
      'aliases',
    );
  });

  it('leave a document to Apollo the first time and compile it the second, GET or POST alike', async () => {
    const ask = { query: '{ lastUpdate(category: cogeneration_systems) }' };
    expect((await postTo(compiledOnly.url, ask)).status).toBe(PASSED_ON);
    expect((await getFrom(compiledOnly.url, ask)).status).toBe(200);
    expect((await postTo(compiledOnly.url, ask)).status).toBe(200);
  });

  it('negotiate the answer type as Apollo does', async () => {
    const ask = spaAsks(DeviceCategory.cogeneration_systems)[0]!;
    for (const accept of ['application/graphql-response+json,application/json;q=0.9', '*/*', 'application/json']) {
      const apollo = await postToApollo(ask, { accept });
      const compiled = await twice(() => getFrom(compiledOnly.url, ask, { ...PREFLIGHT, accept }));
      expect(compiled.status).toBe(200);
      expect(compiled.headers.get('content-type')).toBe(apollo.headers.get('content-type'));
    }
  });

  it('pass on to Apollo whatever is not a plain public query that succeeds', async () => {
    const id = deviceIds.get(DeviceCategory.electric_heat_pumps);
    const publicRead = `{ publicDevice(category: electric_heat_pumps, id: ${id}) { id } }`;
    const byCategory = 'query($c: DeviceCategory!) { lastUpdate(category: $c) }';
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: lastUpdate(category: solar_systems)`).join(' ')} }`;
    const gets: [string, string, Record<string, string>?][] = [
      [
        'an unknown device (an error)',
        searchOf({ query: '{ publicDevice(category: electric_heat_pumps, id: 999999) { id } }' }),
      ],
      ['a signed-in field', searchOf({ query: '{ me { user { id } } }' })],
      ['introspection', searchOf({ query: '{ __schema { queryType { name } } }' })],
      ['a mutation', searchOf({ query: 'mutation { logout }' })],
      ['an unknown field (invalid)', searchOf({ query: '{ lastUpdate(category: solar_systems) nothing }' })],
      ['more aliases than graphql-armor allows', searchOf({ query: aliased(16) })],
      ['variables that are not JSON', `${searchOf({ query: byCategory })}&variables=%7Bnot-json`],
      ['persisted-query extensions', `${searchOf({ query: publicRead })}&extensions=%7B%7D`],
      ['no preflight header', searchOf({ query: publicRead }), {}],
      ['a browser asking for HTML', searchOf({ query: publicRead }), { ...PREFLIGHT, accept: 'text/html' }],
    ];
    for (const [what, search, headers] of gets) {
      const response = await twice(() =>
        fetch(`${compiledOnly.url}/graphql?${search}`, { headers: headers ?? PREFLIGHT }),
      );
      expect(response.status, `GET: ${what}`).toBe(PASSED_ON);
    }
    const posts: [string, string, string?][] = [
      ['variables that are not an object', JSON.stringify({ query: byCategory, variables: '{"c":"solar_systems"}' })],
      ['a signed-in field', JSON.stringify({ query: '{ me { user { id } } }' })],
      ['persisted-query extensions', JSON.stringify({ query: publicRead, extensions: {} })],
      ['a batch', JSON.stringify([{ query: publicRead }])],
      ['a simple content type (Apollo refuses it)', JSON.stringify({ query: publicRead }), 'text/plain'],
    ];
    for (const [what, body, type] of posts) {
      const response = await twice(() =>
        fetch(`${compiledOnly.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': type ?? 'application/json' },
          body,
        }),
      );
      expect(response.status, `POST: ${what}`).toBe(PASSED_ON);
    }
    // Each of those is one step from a query the compiled path answers.
    const answered: Ask[] = [
      { query: publicRead },
      { query: aliased(15) },
      { query: byCategory, variables: { c: 'solar_systems' } },
    ];
    for (const ask of answered) {
      expect((await twice(() => getFrom(compiledOnly.url, ask))).status).toBe(200);
      expect((await postTo(compiledOnly.url, ask)).status).toBe(200);
    }
  });

  it('run in the app, GET and POST alike, and leave errors to Apollo: the same answer, never stored', async () => {
    const [ask] = spaAsks(DeviceCategory.solar_water_heaters);
    const expected = await (await postToApollo(ask!)).text();
    expect(await (await getFrom(t.baseUrl, ask!)).text()).toBe(expected);
    expect(await (await postTo(t.baseUrl, ask!)).text()).toBe(expected);

    const failing = { query: '{ publicDevice(category: electric_heat_pumps, id: 999999) { id } }' };
    const viaGet = await getFrom(t.baseUrl, failing);
    expect(viaGet.headers.get('cache-control')).toBe('no-store');
    expect(await viaGet.text()).toBe(await (await postToApollo(failing)).text());
    expect((await getFrom(t.baseUrl, failing, {})).status).toBe(400);
  });
});
