import 'reflect-metadata';
import { ormOptions } from './composition/orm-options.js';

// For the MikroORM CLI only (e.g. `npx mikro-orm migration:create`): needs DATABASE_URL.
export default ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/portal');
