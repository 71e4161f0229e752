import { Migration } from '@mikro-orm/migrations';

/**
 * Upload progress (issue #61): one short-lived row per running upload check or commit, keyed by an
 * id the browser made, so the screen can poll whichever app process answers it.
 */
export class Migration20261202160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "upload_progress" ("id" varchar(64) not null, "user_id" int not null, "phase" varchar(16) not null, "rows_done" int not null default 0, "rows_total" int not null default 0, "pdfs_done" int not null default 0, "pdfs_total" int not null default 0, "updated_at" timestamptz not null default now(), constraint "upload_progress_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "upload_progress_updated_at_index" on "upload_progress" ("updated_at");`);
    this.addSql(
      `alter table "upload_progress" add constraint "upload_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "upload_progress" cascade;`);
  }
}
