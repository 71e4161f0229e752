import { Migration } from '@mikro-orm/migrations';

export class Migration20261123071404 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "devices" add column "public_updated_at" timestamptz not null default now();`);
    // Backfill: the last change is public except for a pending cancel request, whose device last
    // changed publicly when it was published.
    this.addSql(`update "devices" set "public_updated_at" = "updated_at" where "status" <> 'cancel_requested';`);
    this.addSql(`update "devices" d set "public_updated_at" = coalesce((select max(c."created_at") from "device_status_changes" c
      where c."device_id" = d."id" and c."to_status" = 'published'), d."created_at") where d."status" = 'cancel_requested';`);
    this.addSql(`create index "devices_category_public_updated_at_index" on "devices" ("category", "public_updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "devices_category_public_updated_at_index";`);
    this.addSql(`alter table "devices" drop column "public_updated_at";`);
  }

}
