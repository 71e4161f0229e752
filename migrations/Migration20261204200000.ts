import { Migration } from '@mikro-orm/migrations';

/**
 * The version of the public pages' other content (notices, reference links, their categories and
 * makers): one counter, bumped by a statement trigger on every write to the tables those pages read
 * and announced on the public versions' channel as "content:<version>" at commit, so the rendered
 * notice and link pages are kept per version like the device pages (docs/decisions.md).
 */
export const CONTENT_TABLES = ['information', 'links', 'categories', 'organizations'];

export class Migration20261204200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "public_content_version" ("id" smallint not null default 1, "version" bigint not null default 0, constraint "public_content_version_pkey" primary key ("id"), constraint "public_content_version_one_row" check ("id" = 1));`,
    );
    this.addSql(`insert into "public_content_version" ("id") values (1);`);
    this.addSql(`create or replace function bump_public_content_version() returns trigger language plpgsql as $$
      declare
        bumped bigint;
      begin
        update public_content_version set version = version + 1 where id = 1 returning version into bumped;
        perform pg_notify('public_versions', 'content:' || bumped);
        return null;
      end $$;`);
    for (const table of CONTENT_TABLES) {
      this.addSql(
        `create trigger "${table}_bump_public_content_version" after insert or update or delete or truncate on "${table}" for each statement execute function bump_public_content_version();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of CONTENT_TABLES) {
      this.addSql(`drop trigger if exists "${table}_bump_public_content_version" on "${table}";`);
    }
    this.addSql(`drop function if exists bump_public_content_version();`);
    this.addSql(`drop table if exists "public_content_version";`);
  }
}
