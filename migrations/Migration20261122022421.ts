import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022421 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "devices_category_publish_date_id_index" on "devices" ("category", "publish_date", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "devices_category_publish_date_id_index";`);
  }

}
