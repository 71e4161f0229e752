import { Migration } from '@mikro-orm/migrations';

/*
 * The rules of server/rules/device-search.ts as they stood when this migration was written,
 * repeated here in SQL for the backfill (a migration does not import app code: it must give the
 * same result forever). test/integration/device-search-keys.test.ts proves these expressions and
 * normalizeNumber / normalizeName give the same key over a corpus.
 */
const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';
const NUMBER_IGNORED =
  '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\u2043\ufe58\ufe63\uff0d\uff70 \t\n\r\u3000\u00a0\u30fb\uff65\u00b7|';
const NAME_IGNORED = ' \t\n\r\u3000\u00a0\u30fb\uff65\u00b7|';
const COMPANY_FORMS = ['株式会社', '有限会社', '合同会社', '(株)', '(有)', '(同)'];
const KATAKANA = String.fromCharCode(...Array.from({ length: 86 }, (_, i) => 0x30a1 + i));
const HIRAGANA = String.fromCharCode(...Array.from({ length: 86 }, (_, i) => 0x3041 + i));
/** The fields of devices.search_numbers in their places (search/device-search-keys.ts NUMBER_KEY_FIELDS). */
const NUMBER_COLUMNS = [
  'certificate_number',
  'pu_number',
  'tu_number',
  'bb_number',
  'system_number',
  'system_type',
  'heat_collector_type',
  'heat_storage_tank_type',
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const upperAscii = (sql: string) => `translate(${sql}, '${ASCII_LOWER}', '${ASCII_LOWER.toUpperCase()}')`;

/** normalizeNumber in SQL. */
export const normalizeNumberSql = (sql: string) =>
  `translate(${upperAscii(`normalize(${sql}, NFKC)`)}, ${literal(NUMBER_IGNORED)}, '')`;

/** normalizeName in SQL. */
export function normalizeNameSql(sql: string): string {
  let name = `normalize(${sql}, NFKC)`;
  for (const form of COMPANY_FORMS) name = `replace(${name}, ${literal(form)}, '')`;
  name = `translate(${name}, '${KATAKANA}', '${HIRAGANA}')`;
  return `translate(${upperAscii(name)}, ${literal(NAME_IGNORED)}, '')`;
}

export const numberKeySql = () =>
  `'|' || ${NUMBER_COLUMNS.map((column) => normalizeNumberSql(`coalesce("${column}", '')`)).join(` || '|' || `)} || '|'`;

/**
 * The product search (issue #59, docs/decisions.md "Product search keys"): every number of a
 * device normalized in `devices.search_numbers`, each brand's and organization's name normalized
 * in `search_name`, trigram-indexed; fuzzystrmatch for a brand or maker typed with a typo. The app
 * writes the keys on every write from then on (the entities' hooks, the upload's insert).
 */
export class Migration20261126090000 extends Migration {
  override async up(): Promise<void> {
    // fuzzystrmatch is a trusted extension (PostgreSQL 13+): the database owner may create it.
    this.addSql(`create extension if not exists fuzzystrmatch;`);
    this.addSql(`alter table "devices" add column "search_numbers" text not null default '';`);
    this.addSql(`alter table "brand_names" add column "search_name" text not null default '';`);
    this.addSql(`alter table "organizations" add column "search_name" text not null default '';`);
    // A backfill only: the change feed (devices_record_change) compares the public row, which the
    // keys are not part of, so no device is announced as changed and no public version moves.
    this.addSql(`update "devices" set "search_numbers" = ${numberKeySql()};`);
    this.addSql(`update "brand_names" set "search_name" = ${normalizeNameSql('"name"')};`);
    this.addSql(`update "organizations" set "search_name" = ${normalizeNameSql('"name"')};`);
    this.addSql(
      `create index "devices_search_numbers_trgm_index" on "devices" using gin ("search_numbers" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "brand_names_search_name_trgm_index" on "brand_names" using gin ("search_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "organizations_search_name_trgm_index" on "organizations" using gin ("search_name" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "devices" drop column "search_numbers";`);
    this.addSql(`alter table "brand_names" drop column "search_name";`);
    this.addSql(`alter table "organizations" drop column "search_name";`);
    this.addSql(`drop extension if exists fuzzystrmatch;`);
  }
}
