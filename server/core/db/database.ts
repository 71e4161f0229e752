import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { logger } from '../logger.js';
import type { EntityClassList } from './entity-list.js';
import { ormOptions } from './orm-options.js';
import type { EmbeddedOptions, RunningPostgres } from './embedded-postgres.js';

/** What the app's database holds besides its migrations, given by the composition root (composition/database.ts). */
export interface DatabaseSetup {
  entities: EntityClassList;
  /** Runs after the migrations, under the same lock: other schemas (the job queue's), reference rows. */
  afterMigrations?: (orm: MikroORM, url: string) => Promise<void>;
}

export interface Database {
  orm: MikroORM;
  /** The URL the pool connects to (the embedded server's when we started one). */
  url: string;
  /** Closes the pool and, when this process started it, the embedded PostgreSQL. */
  close: () => Promise<void>;
  embedded: boolean;
}

/** Any constant shared by every process of this app; pg_advisory_xact_lock takes a bigint. */
const MIGRATION_LOCK = 7_231_000_013;

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under <dataDir>/pg when it is unset
 * (or, with shareRunning, uses the one a running npm start keeps there), then applies pending
 * migrations and then `setup.afterMigrations`.
 */
export async function openDatabase(
  config: Config,
  setup: DatabaseSetup,
  options: { migrate?: boolean } & EmbeddedOptions = {},
): Promise<Database> {
  let embedded: RunningPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const started = Date.now();
    // Loaded only here: the package hooks the process's exit signals when imported.
    const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), ['portal'], {
      shareRunning: options.shareRunning,
      fsync: config.postgresFsync,
    });
    url = embedded.url('portal');
    logger.info(
      { ms: Date.now() - started, dir: path.join(config.dataDir, 'pg') },
      embedded.shared ? 'embedded PostgreSQL of the running npm start used' : 'embedded PostgreSQL started',
    );
  }
  try {
    const orm = await MikroORM.init(ormOptions(url, setup.entities, { pool: { max: config.databasePoolMax } }));
    if (options.migrate !== false) await migrateUnderLock(orm, url, setup.afterMigrations);
    return {
      orm,
      url,
      embedded: Boolean(embedded),
      close: async () => {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * Applies pending migrations (and what `afterMigrations` adds) while holding a PostgreSQL advisory lock, so
 * N processes started at once on an empty database take turns: the first migrates, the others
 * wait and then find nothing left to do. The lock lives in a transaction of its own on one pooled
 * connection; the migrator works on other connections of the same pool.
 */
export async function migrateUnderLock(
  orm: MikroORM,
  url: string,
  afterMigrations?: DatabaseSetup['afterMigrations'],
): Promise<void> {
  const knex = orm.em.getConnection().getKnex();
  await knex.transaction(async (lock) => {
    await lock.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
    const applied = await orm.getMigrator().up();
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    await afterMigrations?.(orm, url);
  });
}
