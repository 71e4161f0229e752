import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ormOptions } from '../../../server/composition/orm-options.js';
import { migrationsList } from '../../../migrations/index.js';
import { withDatabase } from '../../helpers/database-url.js';

/**
 * migrations/index.ts is a list kept by hand (so tsc output, swc and vitest load the same files):
 * a migration file missing from it would never run. And the entities must say what the migrations
 * built: a changed entity without its migration shows as a schema diff here.
 */
const MIGRATIONS_DIR = new URL('../../../migrations/', import.meta.url);

it('migrations/index.ts lists every migration file, in name order, each once and under its own name', () => {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^Migration\d+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  expect(files.length).toBeGreaterThan(0);
  expect(migrationsList.map((migration) => migration.name)).toEqual(files);
  for (const migration of migrationsList) expect((migration.class as { name: string }).name).toBe(migration.name);
  const strays = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file !== 'index.ts' && !/^Migration\d+\.ts$/.test(file));
  expect(strays).toEqual([]);
});

let orm: MikroORM;
let admin: pg.Client;
let database: string;
beforeAll(async () => {
  const templateUrl = inject('templateDatabaseUrl');
  database = `portal_test_${randomBytes(6).toString('hex')}`;
  admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  // An empty database (not a clone of the migrated template): the migrations alone build it.
  await admin.query(`create database "${database}"`);
  orm = await MikroORM.init(ormOptions(withDatabase(templateUrl, database)));
});
afterAll(async () => {
  await orm?.close(true);
  await admin?.query(`drop database if exists "${database}"`);
  await admin?.end();
});

it('after every migration on an empty database, the entities and the schema agree', async () => {
  const migrator = orm.getMigrator();
  await migrator.up();
  expect(await migrator.getPendingMigrations()).toEqual([]);
  const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(diff.trim(), 'SQL the schema generator would run to match the entities').toBe('');
  expect(await migrator.checkMigrationNeeded()).toBe(false);
}, 60_000);
