import type { Options } from '@mikro-orm/postgresql';
import { ormOptions as ormOptionsOf } from '../core/db/orm-options.js';
import { entities } from './entities.js';

/** The portal's ORM options for one database URL: every module's entities (entities.ts). */
export function ormOptions(clientUrl: string, overrides: Options = {}): Options {
  return ormOptionsOf(clientUrl, entities, overrides);
}
