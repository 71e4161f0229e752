import { Migration } from '@mikro-orm/migrations';
import { numberKeySql } from './Migration20261126090000.js';

/*
 * ASCII punctuation as server/rules/device-search.ts NUMBER_PUNCTUATION had it when this migration
 * was written, repeated (a migration does not import app code). After NFKC, which the stored keys
 * already went through, the full-width marks are these.
 */
const NUMBER_PUNCTUATION = '!"#$%&\'()*+,./:;<=>?@[\\]^_`{}~';

/**
 * `text` as a PostgreSQL Unicode-escape literal (`U&'\0021\+020BB7'`): no quote, backslash or `?`
 * in the SQL text (a `?` is a binding to knex), whatever the characters.
 */
export const unicodeLiteral = (text: string) =>
  `U&'${[...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return code > 0xffff ? `\\+${code.toString(16).padStart(6, '0')}` : `\\${code.toString(16).padStart(4, '0')}`;
    })
    .join('')}'`;

/** A number key (already normalized by the rules before) without ASCII punctuation; its `|` separators stay. */
export const withoutPunctuationSql = (sql: string) => `translate(${sql}, ${unicodeLiteral(NUMBER_PUNCTUATION)}, '')`;

/** The backfill: only the keys that hold a punctuation mark are written. */
export const DROP_PUNCTUATION_SQL = `update "devices" set "search_numbers" = ${withoutPunctuationSql('"search_numbers"')}
  where "search_numbers" <> ${withoutPunctuationSql('"search_numbers"')};`;

/**
 * Numbers are searched without their ASCII punctuation from now on (`RUF-E2406SAW(A)` is found
 * by `RUF-E2406SAWA` and `RUF E2406SAW A`): the keys written before lose theirs. Dropping marks
 * from a key the earlier rules made gives the key the new rules make (they only drop more), so
 * the stored key is rewritten in place. The change feed compares the public row, which the key is
 * not part of: no device is announced as changed.
 */
export class Migration20261205120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(DROP_PUNCTUATION_SQL);
  }

  override async down(): Promise<void> {
    // The marks are gone from the keys: the earlier rules' keys are made again from the numbers.
    this.addSql(`update "devices" set "search_numbers" = ${numberKeySql()}
      where "search_numbers" <> ${numberKeySql()};`);
  }
}
