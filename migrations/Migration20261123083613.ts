import { Migration } from '@mikro-orm/migrations';

export class Migration20261123083613 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "devices_category_publish_date_id_index";`);

    this.addSql(`create index "devices_public_list_index" on "devices" ("category", "publish_date", "id") include ("status", "release_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "devices_public_list_index";`);

    this.addSql(`create index "devices_category_publish_date_id_index" on "devices" ("category", "publish_date", "id");`);
  }

}
