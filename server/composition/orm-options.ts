import type { Options } from '@mikro-orm/postgresql';
import { ormOptions as ormOptionsOf } from '../core/db/orm-options.js';
import { entities } from './entities.js';

/**
 * Tables the migrations create that no entity maps: the schema generator must leave them alone
 * (else `npm run migration:create` writes a `drop table` for them). public_versions and
 * public_content_version are written by triggers and read with plain SQL
 * (modules/public-devices/public-data-version.ts).
 */
const TABLES_WITHOUT_ENTITY = ['public_versions', 'public_content_version'];

/** The portal's ORM options for one database URL: every module's entities (entities.ts). */
export function ormOptions(clientUrl: string, overrides: Options = {}): Options {
  return ormOptionsOf(clientUrl, entities, {
    ...overrides,
    schemaGenerator: { skipTables: TABLES_WITHOUT_ENTITY, ...overrides.schemaGenerator },
  });
}
