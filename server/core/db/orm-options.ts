import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../migrations/index.js';
import { entities } from './entities.js';

export function ormOptions(clientUrl: string, overrides: Options = {}): Options {
  return defineConfig({
    ...overrides,
    clientUrl,
    entities,
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
    debug: false,
  });
}
