import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123201453 } from './Migration20261123201453.js';
import { Migration20261123204500 } from './Migration20261123204500.js';
import { Migration20261123220000 } from './Migration20261123220000.js';
import { Migration20261123083613 } from './Migration20261123083613.js';
import { Migration20261123081514 } from './Migration20261123081514.js';
import { Migration20261123071404 } from './Migration20261123071404.js';
import { Migration20261123073243 } from './Migration20261123073243.js';
import { Migration20261122022421 } from './Migration20261122022421.js';
import { Migration20261122013649 } from './Migration20261122013649.js';
import { Migration20261122010350 } from './Migration20261122010350.js';
import { Migration20261124040000 } from './Migration20261124040000.js';
import { Migration20261125170000 } from './Migration20261125170000.js';
import { Migration20261125210000 } from './Migration20261125210000.js';
import { Migration20261126090000 } from './Migration20261126090000.js';
import { Migration20261202143000 } from './Migration20261202143000.js';
import { Migration20261202160000 } from './Migration20261202160000.js';
import { Migration20261204200000 } from './Migration20261204200000.js';
import { Migration20261205090000 } from './Migration20261205090000.js';
import { Migration20261205120000 } from './Migration20261205120000.js';
import { Migration20261205130000 } from './Migration20261205130000.js';

/** Migrations in order. Listed by hand so tsc output, swc and vitest load them the same way. */
export const migrationsList: MigrationObject[] = [  { name: 'Migration20261122010350', class: Migration20261122010350 },
  { name: 'Migration20261122013649', class: Migration20261122013649 },
  { name: 'Migration20261122022421', class: Migration20261122022421 },
  { name: 'Migration20261123071404', class: Migration20261123071404 },
  { name: 'Migration20261123073243', class: Migration20261123073243 },
  { name: 'Migration20261123081514', class: Migration20261123081514 },
  { name: 'Migration20261123083613', class: Migration20261123083613 },
  { name: 'Migration20261123201453', class: Migration20261123201453 },
  { name: 'Migration20261123204500', class: Migration20261123204500 },
  { name: 'Migration20261123220000', class: Migration20261123220000 },
  { name: 'Migration20261124040000', class: Migration20261124040000 },
  { name: 'Migration20261125170000', class: Migration20261125170000 },
  { name: 'Migration20261125210000', class: Migration20261125210000 },
  { name: 'Migration20261126090000', class: Migration20261126090000 },
  { name: 'Migration20261202143000', class: Migration20261202143000 },
  { name: 'Migration20261202160000', class: Migration20261202160000 },
  { name: 'Migration20261204200000', class: Migration20261204200000 },
  { name: 'Migration20261205090000', class: Migration20261205090000 },
  { name: 'Migration20261205120000', class: Migration20261205120000 },
  { name: 'Migration20261205130000', class: Migration20261205130000 },
];
