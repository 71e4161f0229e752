import { Migration } from '@mikro-orm/migrations';

export class Migration20261122013649 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create unlogged table "rate_limit_windows" ("key" varchar(200) not null, "window_start" timestamptz not null, "hits" int not null default 0, constraint "rate_limit_windows_pkey" primary key ("key", "window_start"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_windows" cascade;`);
  }

}
