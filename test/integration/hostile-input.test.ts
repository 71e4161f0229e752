import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { roleClients } from '../helpers/sign-in.js';
import type { TestClient } from '../helpers/test-client.js';

/**
 * Hostile input on every door: each operation of /api/openapi.json and each GraphQL root field,
 * with values of the wrong type, names every object inherits, control characters, extremes and
 * malformed bodies, as a visitor, an organization user and an administrator. Whatever the answer
 * (400, 401, 403, 404, 413, 422), it is never a server error; a route added later is covered by
 * being in the document or the schema. The mutations run for real in this test's own database.
 */
let t: TestApp;
let clients: Awaited<ReturnType<typeof roleClients>>;
beforeAll(async () => {
  // Budgets that a few thousand requests do not reach: a 429 would hide what comes after it.
  t = await createTestApp({ graphqlRateLimitPerMinute: 1_000_000, passwordChecksPerMinute: 1_000_000 });
  clients = await roleClients(t);
});
afterAll(() => t.close());

const VALUES: unknown[] = [null, -1, 1e300, '', '\u0000', 'x'.repeat(5000), ['x'], { toString: 1 }, '2026-02-30'];
const IDS = ['toString', '-1', '99999999999999999999', '1.5', '%00', '1'];
const QUERY_VALUES = ['-1', 'abc', '%00', '2026-13-45', '99999999999999999999'];
const RAW_BODIES = ['{', `{"a":${'['.repeat(40)}${']'.repeat(40)}}`, '{"constructor":{"prototype":{"x":1}}}'];

interface Operation {
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

type Failure = [string, string, string, number];

async function send(client: TestClient, method: string, path: string, body?: string): Promise<number> {
  const response = await client.raw(method, path, {
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
  await response.arrayBuffer();
  return response.status;
}

/** Every request of one operation, with a record of each answer that is a server error. */
async function attack(client: TestClient, path: string, method: string, operation: Operation, failures: Failure[]) {
  const pathParameters = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const withId = (id: string) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const allowed = pathParameters.find((p) => p.name === name)?.schema?.enum;
      return allowed ? allowed[0]! : id;
    });
  const paths = pathParameters.some((p) => !p.schema?.enum) ? IDS.map(withId) : [withId('1')];
  const check = async (url: string, body?: string) => {
    const status = await send(client, method.toUpperCase(), url, body);
    if (status >= 500) failures.push([method, url, body?.slice(0, 80) ?? '', status]);
  };
  for (const url of paths) await check(url, method === 'get' ? undefined : '{}');
  const target = paths.at(-1)!;
  if (method === 'get') {
    const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const value of QUERY_VALUES) {
      const query = [...names.map((n) => `${n}=${encodeURIComponent(value)}`), 'toString=1', 'constructor[a]=1'];
      await check(`${target}?${query.join('&')}`);
    }
    return;
  }
  const properties = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  for (const value of VALUES) {
    const body = properties.length > 0 ? Object.fromEntries(properties.map((p) => [p, value])) : value;
    await check(target, JSON.stringify(body));
  }
  for (const raw of RAW_BODIES) await check(target, raw);
}

describe('/api: every operation of the OpenAPI document', () => {
  it.each(['visitor', 'organization', 'admin'] as const)(
    'as %s: no server error',
    async (role) => {
      const document = (
        await clients.visitor.get<{ paths: Record<string, Record<string, Operation>> }>('/api/openapi.json')
      ).body;
      const failures: Failure[] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          // Signing out would end the session the rest of the run needs.
          if (path === '/logout') continue;
          await attack(clients[role], `/api${path}`, method, operation, failures);
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

interface IntrospectedType {
  kind: string;
  name: string | null;
  ofType: IntrospectedType | null;
}
interface IntrospectedField {
  name: string;
  args: { name: string; type: IntrospectedType }[];
  type: IntrospectedType;
}
interface Schema {
  queryType: { name: string };
  mutationType: { name: string };
  types: {
    name: string;
    kind: string;
    fields: IntrospectedField[] | null;
    inputFields: { name: string; type: IntrospectedType }[] | null;
    enumValues: { name: string }[] | null;
  }[];
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { queryType { name } mutationType { name } types { name kind
  fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
  inputFields { name type { ${TYPE_REF} } } enumValues { name } } } }`;

const SCALAR_VALUES: Record<string, unknown[]> = {
  String: ['', '\u0000', 'toString', 'x'.repeat(5000)],
  Int: [-2147483648, 2147483647, -1],
  Float: [1e308, -1],
  Boolean: [true],
  ID: ['toString', '-1', '99999999999999999999'],
};

/** GraphQL's spelling of a type reference, for a variable definition. */
function typeName(type: IntrospectedType): string {
  if (type.kind === 'NON_NULL') return `${typeName(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${typeName(type.ofType!)}]`;
  return type.name!;
}

function named(type: IntrospectedType): IntrospectedType {
  return type.ofType ? named(type.ofType) : type;
}

describe('GraphQL: every query and mutation', () => {
  it.each(['visitor', 'organization', 'admin'] as const)(
    'as %s: no internal error',
    async (role) => {
      const client = clients[role];
      const schema = (await client.gql<{ __schema: Schema }>(INTROSPECTION)).data!.__schema;
      const types = new Map(schema.types.map((type) => [type.name, type]));
      /** Odd values of a type (for an input object: each field odd in turn), a few of each. */
      const oddValues = (type: IntrospectedType, depth = 0): unknown[] => {
        if (type.kind === 'NON_NULL') return oddValues(type.ofType!, depth);
        if (type.kind === 'LIST')
          return [
            [],
            ...oddValues(type.ofType!, depth)
              .slice(0, 2)
              .map((v) => [v, v]),
          ];
        const definition = types.get(type.name!)!;
        if (definition.kind === 'ENUM') return [definition.enumValues![0]!.name];
        if (definition.kind === 'INPUT_OBJECT') {
          if (depth > 1) return [{}];
          return [
            {},
            ...definition.inputFields!.flatMap((f) =>
              oddValues(f.type, depth + 1)
                .slice(0, 2)
                .map((v) => ({ [f.name]: v })),
            ),
          ];
        }
        return SCALAR_VALUES[type.name!] ?? ['', 'toString', '2026-02-30', -1];
      };
      const selection = (type: IntrospectedType): string => {
        const fields = types.get(named(type).name!)?.fields;
        return fields ? '{ __typename }' : '';
      };
      const failures: [string, string, string][] = [];
      for (const [operation, root] of [
        ['query', schema.queryType.name],
        ['mutation', schema.mutationType.name],
      ] as const) {
        for (const field of types.get(root)!.fields!) {
          if (field.name === 'logout') continue;
          const definitions = field.args.map((a) => `$${a.name}: ${typeName(a.type)}`).join(', ');
          const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
          const query = `${operation}${definitions ? `(${definitions})` : ''} { ${field.name}${uses ? `(${uses})` : ''} ${selection(field.type)} }`;
          const base = Object.fromEntries(field.args.map((a) => [a.name, oddValues(a.type)[0]]));
          const variants = [
            base,
            ...field.args.flatMap((a) => oddValues(a.type).map((v) => ({ ...base, [a.name]: v }))),
          ];
          for (const variables of variants) {
            const result = await client.gql(query, variables);
            const codes = (result.errors ?? []).map((e) => String(e.extensions?.code));
            if (result.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR'))
              failures.push([field.name, JSON.stringify(variables).slice(0, 120), codes.join()]);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
