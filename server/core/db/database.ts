import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { ensureReferenceCategories } from '../../modules/link-categories/reference-tree.js';
import { logger } from '../logger.js';
import { ormOptions } from './orm-options.js';
import { startEmbeddedPostgres, type EmbeddedOptions, type RunningPostgres } from './embedded-postgres.js';

export interface Database {
  orm: MikroORM;
  /** Closes the pool and, when this process started it, the embedded PostgreSQL. */
  close: () => Promise<void>;
  embedded: boolean;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under <dataDir>/pg when it is unset
 * (or, with shareRunning, uses the one a running npm start keeps there), then applies pending
 * migrations and loads the reference category tree.
 */
export async function openDatabase(config: Config, options: { migrate?: boolean } & EmbeddedOptions = {}): Promise<Database> {
  let embedded: RunningPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const started = Date.now();
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), ['portal'], { shareRunning: options.shareRunning });
    url = embedded.url('portal');
    logger.info({ ms: Date.now() - started, dir: path.join(config.dataDir, 'pg') }, 'embedded PostgreSQL started');
  }
  try {
    const orm = await MikroORM.init(ormOptions(url));
    if (options.migrate !== false) {
      const applied = await orm.getMigrator().up();
      if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
      // Reference data every installation needs (not demo data): missing rows only.
      const added = await ensureReferenceCategories(orm.em.fork());
      if (added > 0) logger.info({ categories: added }, 'reference categories added');
    }
    return {
      orm,
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
