import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { openDatabase as openDatabaseOf, type Database, type DatabaseSetup } from '../core/db/database.js';
import type { EmbeddedOptions } from '../core/db/embedded-postgres.js';
import { logger } from '../core/logger.js';
import { installJobSchema } from '../modules/jobs/index.js';
import { ensureReferenceCategories } from '../modules/link-categories/index.js';
import { entities } from './entities.js';

export type { Database };

/** Besides the migrations, under their lock: the job queue's schema, then the reference rows. */
async function afterMigrations(orm: MikroORM, url: string): Promise<void> {
  // The job queue's own schema (graphile_worker), installed by graphile-worker's migrator.
  await installJobSchema(url);
  // Reference data every installation needs (not demo data): missing rows only.
  const added = await ensureReferenceCategories(orm.em.fork());
  if (added > 0) logger.info({ categories: added }, 'reference categories added');
}

export const portalDatabase: DatabaseSetup = { entities, afterMigrations };

/** The portal's database, migrated (unless `migrate: false`), with the job queue and the reference categories. */
export function openDatabase(config: Config, options: { migrate?: boolean } & EmbeddedOptions = {}): Promise<Database> {
  return openDatabaseOf(config, portalDatabase, options);
}
