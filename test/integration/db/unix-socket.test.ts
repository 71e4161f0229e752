import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../server/composition/orm-options.js';
import { createTestDatabase } from '../../helpers/test-app.js';

/** The client's address as the server sees it: null over a Unix socket. */
const CLIENT_ADDRESS = 'select inet_client_addr()::text as address';

let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
});

describe.runIf(!process.env.DATABASE_URL)("the embedded PostgreSQL's Unix socket", () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(databaseUrl, { entities: [], discovery: { warnWhenNoEntities: false } }));
  });
  afterAll(() => orm.close(true));

  it('is what its URLs name (libpq host parameter)', () => {
    expect(new URL(databaseUrl).searchParams.get('host')).toMatch(/^\//);
  });

  it("carries the ORM pool's queries", async () => {
    const [row] = await orm.em.getConnection().execute<{ address: string | null }[]>(CLIENT_ADDRESS);
    expect(row!.address).toBeNull();
  });

  it('carries plain pg clients too (the LISTEN connection, the job queue)', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      expect((await client.query<{ address: string | null }>(CLIENT_ADDRESS)).rows[0]!.address).toBeNull();
    } finally {
      await client.end();
    }
  });
});

describe('a DATABASE_URL without the host parameter', () => {
  it('connects the ORM pool to the hostname over TCP', async () => {
    const url = new URL(databaseUrl);
    url.searchParams.delete('host');
    const orm = await MikroORM.init(
      ormOptions(url.toString(), { entities: [], discovery: { warnWhenNoEntities: false } }),
    );
    try {
      const [row] = await orm.em.getConnection().execute<{ address: string | null }[]>(CLIENT_ADDRESS);
      expect(row!.address).not.toBeNull();
    } finally {
      await orm.close(true);
    }
  });
});
