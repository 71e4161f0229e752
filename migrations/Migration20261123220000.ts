import { Migration } from '@mikro-orm/migrations';

/**
 * Certificate bytes move to the file store (issue #15), and previews keep what the check read: the bytea column becomes optional, and the
 * boot step moveBlobsToStore empties it row by row once each object is stored. It is dropped in a
 * later release, after every deployment has booted once (dropping it here would lose unmoved files).
 */
export class Migration20261123220000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "stored_files" alter column "content" drop not null;`);
    // What a check read, so the commit of the same zip need not read it again.
    this.addSql(`alter table "upload_previews" add column "checked" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "upload_previews" drop column "checked";`);
    // Files already moved have no bytes here any more; down only restores the constraint's shape.
    this.addSql(`update "stored_files" set "content" = '' where "content" is null;`);
    this.addSql(`alter table "stored_files" alter column "content" set not null;`);
  }

}
