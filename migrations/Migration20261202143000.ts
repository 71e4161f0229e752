import { Migration } from '@mikro-orm/migrations';

/**
 * The product search at a million devices (issue #59, docs/decisions.md "Product search keys"):
 * a brand's or a maker's visible devices are read from an index alone, the visibility columns as
 * keys and the category and id included. The brand one replaces the plain brand_name_id index
 * (same leading column, so foreign-key checks keep using it).
 */
export class Migration20261202143000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "devices_brand_search_index" on "devices" ("brand_name_id", "status", "publish_date") include ("category", "id");`,
    );
    this.addSql(
      `create index "devices_organization_search_index" on "devices" ("organization_id", "status", "publish_date") include ("category", "id");`,
    );
    this.addSql(`drop index if exists "devices_brand_name_id_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "devices_brand_name_id_index" on "devices" ("brand_name_id");`);
    this.addSql(`drop index if exists "devices_organization_search_index";`);
    this.addSql(`drop index if exists "devices_brand_search_index";`);
  }
}
