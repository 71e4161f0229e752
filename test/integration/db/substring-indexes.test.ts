import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { roleClients } from '../../helpers/sign-in.js';
import type { TestClient } from '../../helpers/test-client.js';
import { statementsDuring } from '../../helpers/sql-statements.js';

/**
 * The substring filters (ILIKE '%keyword%') of the lists are served by trigram indexes (a b-tree
 * cannot serve them). The test takes the ILIKE predicates from the SQL a list request really
 * runs, so a new substring filter without its index fails here, and finds a gin_trgm_ops index
 * on each predicate's column in the catalog.
 */
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await roleClients(t)).admin;
});
afterAll(() => t.close());

/** `table.column` of every ILIKE, LIKE and regular expression predicate in the SQL a request runs. */
async function substringPredicates(path: string): Promise<Set<string>> {
  const { statements, result } = await statementsDuring(t.orm, () => admin.get(path));
  expect(result.status, path).toBe(200);
  const predicates = new Set<string>();
  for (const sql of statements) {
    const tables = new Map([...sql.matchAll(/(?:from|join) "(\w+)" as "(\w+)"/gi)].map((m) => [m[2]!, m[1]!]));
    for (const [, alias, column] of sql.matchAll(/"(\w+)"\."(\w+)"\s+(?:i?like|~)\s/gi))
      predicates.add(`${tables.get(alias!)}.${column}`);
  }
  return predicates;
}

/** The trigram (gin_trgm_ops) indexes on a table.column, from the catalog. */
async function trigramIndexesOn(predicate: string): Promise<string[]> {
  const [table, column] = predicate.split('.');
  const knex = t.orm.em.getConnection().getKnex();
  const result = await knex.raw(
    `select i.relname as name
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class c on c.oid = x.indrelid
       join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
       join pg_opclass o on o.oid = x.indclass[0]
      where c.relname = ? and a.attname = ? and o.opcname = 'gin_trgm_ops'`,
    [table!, column!],
  );
  return (result.rows as { name: string }[]).map((r) => r.name);
}

describe('trigram indexes serve the substring filters', () => {
  it.each([
    [
      'organizations: keyword on name, address, tel and users’ email',
      '/api/organizations?keyword=東和',
      ['organizations.name', 'organizations.address', 'organizations.tel', 'users.email'],
    ],
    ['links: organization_name', '/api/links?organization_name=エネルギー', ['organizations.name']],
    [
      // Every number of a device, normalized in one key (rules/device-search.ts, issue #59).
      'devices: keyword, number and system_type on the number key',
      '/api/solar_systems?keyword=ABC-123&number=ｘｙｚ&system_type=SW1',
      ['devices.search_numbers'],
    ],
    ['devices: brand_name', '/api/solar_systems?brand_name=ソーラー', ['brand_names.name']],
  ])('%s', async (_name, path, expected) => {
    const predicates = await substringPredicates(path);
    expect([...predicates].sort()).toEqual([...expected].sort());
    for (const predicate of predicates) expect(await trigramIndexesOn(predicate), predicate).toHaveLength(1);
  });
});
