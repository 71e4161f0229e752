/**
 * Writes a new migration from the difference between the entities and the migrated schema:
 * `npm run migration:create`. Runs against a throw-away embedded PostgreSQL, then lists the new
 * file in migrations/index.ts.
 */
import './logs-to-stderr.js';
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../composition/orm-options.js';
import { startEmbeddedPostgres } from '../core/db/embedded-postgres.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migration-'));
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), ['scratch'], { fsync: false });
try {
  const orm = await MikroORM.init(ormOptions(pg.url('scratch')));
  const migrator = orm.getMigrator();
  await migrator.up();
  const result = await migrator.createMigration(path.resolve('migrations'), false, false, process.argv[2]);
  await orm.close();
  if (!result.fileName) {
    console.log('No schema changes: nothing written.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexFile = path.resolve('migrations/index.ts');
    let index = fs.readFileSync(indexFile, 'utf8');
    index = index.replace(
      /(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/,
      `$1import { ${className} } from './${className}.js';\n`,
    );
    index = index.replace(/\];\s*$/, `  { name: '${className}', class: ${className} },\n];\n`);
    fs.writeFileSync(indexFile, index);
    console.log(`Wrote migrations/${result.fileName} and listed it in migrations/index.ts`);
  }
} finally {
  await pg.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
