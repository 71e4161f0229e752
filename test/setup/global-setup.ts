import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestProject } from 'vitest/node';
import { ormOptions } from '../../server/composition/orm-options.js';
import { startEmbeddedPostgres } from '../../server/core/db/embedded-postgres.js';
import { withDatabase } from '../helpers/database-url.js';
import { installJobSchema } from '../../server/modules/jobs/worker.js';
import { buildServer } from '../helpers/compiled-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

const TEMPLATE = 'portal_test_template';

/**
 * One real PostgreSQL per test run (embedded unless DATABASE_URL is set) and one migrated template
 * database; every test file clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  buildServer();
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  let templateUrl: string;
  if (process.env.DATABASE_URL) {
    templateUrl = withDatabase(process.env.DATABASE_URL, TEMPLATE);
    const admin = await MikroORM.init(
      ormOptions(process.env.DATABASE_URL, { entities: [], discovery: { warnWhenNoEntities: false } }),
    );
    await admin.em.getConnection().execute(`drop database if exists "${TEMPLATE}"`);
    await admin.em.getConnection().execute(`create database "${TEMPLATE}"`);
    await admin.close();
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), [TEMPLATE], { fsync: false });
    stop = pg.stop;
    templateUrl = pg.url(TEMPLATE);
  }
  const orm = await MikroORM.init(ormOptions(templateUrl));
  await orm.getMigrator().up();
  await orm.close(true);
  await installJobSchema(templateUrl);
  project.provide('templateDatabaseUrl', templateUrl);

  return async () => {
    await stop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
