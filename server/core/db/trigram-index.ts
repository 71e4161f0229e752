/**
 * A GIN trigram index on one text column (PostgreSQL's pg_trgm): it serves the substring filters
 * (`ILIKE '%keyword%'`, Japanese included) that a b-tree cannot. For `@Index(...)` on an entity,
 * so the schema diff knows the index and `npm run migration:create` leaves it alone.
 */
export function trigramIndex(table: string, column: string): { name: string; expression: string } {
  const name = `${table}_${column}_trgm_index`;
  return { name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` };
}
