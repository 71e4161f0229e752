import { Migration } from '@mikro-orm/migrations';

/**
 * The brand and maker name keys are matched in the app's memory since the search keeps them per
 * public data version (server/modules/device-search/searchable-names.ts): their trigram indexes
 * serve no query any more. fuzzystrmatch stays (tests compare the app's edit distance with it).
 */
export class Migration20261205090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "brand_names_search_name_trgm_index";`);
    this.addSql(`drop index if exists "organizations_search_name_trgm_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `create index "brand_names_search_name_trgm_index" on "brand_names" using gin ("search_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "organizations_search_name_trgm_index" on "organizations" using gin ("search_name" gin_trgm_ops);`,
    );
  }
}
