import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * Runs SQL with its values as real bind parameters, in the entity manager's transaction when it has
 * one. The entity manager's own execute() (and em.insert) quote values into the SQL text, which
 * costs more than PostgreSQL's work on hot paths and large values (an upload's rows).
 */
export async function executeBound<T>(em: EntityManager, sql: string, bindings: readonly unknown[]): Promise<T[]> {
  const query = em
    .getConnection()
    .getKnex()
    .raw(sql, bindings as Knex.RawBinding[]);
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) query.transacting(transaction);
  return ((await query) as { rows: T[] }).rows;
}
