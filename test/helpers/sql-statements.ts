import type { MikroORM } from '@mikro-orm/postgresql';

/** The SQL statements the app sends through `orm` while `run` runs, with what `run` returned. */
export async function statementsDuring<T>(
  orm: MikroORM,
  run: () => Promise<T>,
): Promise<{ statements: string[]; result: T }> {
  const knex = orm.em.getConnection().getKnex();
  const statements: string[] = [];
  const listener = (query: { sql: string }) => statements.push(query.sql);
  knex.on('query', listener);
  try {
    return { statements, result: await run() };
  } finally {
    knex.off('query', listener);
  }
}
