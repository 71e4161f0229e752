import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../migrations/index.js';
import { logger } from '../logger.js';
import type { EntityClassList } from './entity-list.js';

/**
 * knex's own messages (「Connection Error: …」 when a pooled connection broke, e.g. PostgreSQL
 * restarted) as log lines of the process's logger, instead of console.log in yellow between them.
 */
const knexLog = {
  warn: (message: unknown) => logger.warn({ component: 'knex' }, String(message)),
  error: (message: unknown) => logger.error({ component: 'knex' }, String(message)),
  deprecate: (message: unknown) => logger.warn({ component: 'knex' }, String(message)),
  debug: () => undefined,
};

/** The ORM's options for one database: the entities are the composition root's list (composition/entities.ts). */
export function ormOptions(clientUrl: string, entities: EntityClassList, overrides: Options = {}): Options {
  // libpq's `?host=` (e.g. a Unix socket directory, `?host=/var/run/postgresql`) overrides the URL's
  // hostname, as it does for pg (the job queue, LISTEN); MikroORM alone would ignore it.
  const host = new URL(clientUrl).searchParams.get('host');
  return defineConfig({
    ...(host ? { host } : {}),
    ...overrides,
    clientUrl,
    entities: [...entities],
    extensions: [Migrator],
    migrations: {
      migrationsList,
      ...overrides.migrations,
      path: 'migrations',
      pathTs: 'migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    pool: { min: 0, max: 10, ...overrides.pool },
    driverOptions: { log: knexLog, ...overrides.driverOptions },
    debug: false,
  });
}
