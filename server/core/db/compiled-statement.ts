import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from './bound-query.js';

/** SQL text with `?` placeholders and their values, as knex's `toSQL()` gives them. */
export interface SqlWithBindings {
  sql: string;
  bindings: readonly unknown[];
}

/** Stand-ins a statement is built with, one per named value, recognised in its bindings. */
export interface Slots<K extends string> {
  text(name: K): string;
  /** For LIMIT and OFFSET, which the builders want as numbers. */
  int(name: K): number;
}

const TEXT_MARK = '\u0000slot:';
/** Far above any page size or offset the inputs allow (MAX_PAGE × 100 rows), still an int4. */
const INT_BASE = 2_000_000_000;

type Plan<K> = ({ constant: unknown } | { slot: K })[];

/**
 * A statement built once through the query builder (so its conditions come from the same rules as
 * every other query, e.g. the public visibility rule) and then run many times with new values.
 * Hot read paths use it: building a statement through the builder costs more CPU than PostgreSQL
 * spends running it. `build` receives stand-ins for the values that change per request; their
 * positions among the bindings are found once, so a run only fills in the values.
 */
export class CompiledStatement<K extends string> {
  private constructor(
    readonly sql: string,
    private readonly plan: Plan<K>,
  ) {}

  static compile<K extends string>(build: (slots: Slots<K>) => SqlWithBindings): CompiledStatement<K> {
    const ints: K[] = [];
    const slots: Slots<K> = {
      text: (name) => `${TEXT_MARK}${name}`,
      int: (name) => INT_BASE + (ints.push(name) - 1),
    };
    const { sql, bindings } = build(slots);
    const plan: Plan<K> = bindings.map((value) => {
      if (typeof value === 'string' && value.startsWith(TEXT_MARK)) return { slot: value.slice(TEXT_MARK.length) as K };
      if (typeof value === 'number' && value >= INT_BASE && ints[value - INT_BASE] !== undefined)
        return { slot: ints[value - INT_BASE]! };
      if (typeof value === 'string' && value.includes(TEXT_MARK)) throw new Error(`a slot inside a value: ${value}`);
      return { constant: value };
    });
    return new CompiledStatement(sql, plan);
  }

  bindings(values: Record<K, unknown>): unknown[] {
    return this.plan.map((step) => ('slot' in step ? values[step.slot] : step.constant));
  }

  /** Runs with the values as bind parameters, in the entity manager's transaction when it has one. */
  execute<T>(em: EntityManager, values: Record<K, unknown>): Promise<T[]> {
    return executeBound<T>(em, this.sql, this.bindings(values));
  }
}

/**
 * Compiled statements by shape (which optional parts a request uses), each compiled on first use
 * with the entity manager at hand (the text does not depend on it).
 */
export class StatementCache<S extends string, K extends string> {
  private readonly statements = new Map<S, CompiledStatement<K>>();

  constructor(private readonly build: (em: EntityManager, shape: S, slots: Slots<K>) => SqlWithBindings) {}

  get(em: EntityManager, shape: S): CompiledStatement<K> {
    let statement = this.statements.get(shape);
    if (!statement) {
      statement = CompiledStatement.compile<K>((slots) => this.build(em, shape, slots));
      this.statements.set(shape, statement);
    }
    return statement;
  }
}
