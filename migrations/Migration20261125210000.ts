import { Migration } from '@mikro-orm/migrations';

/**
 * A check's reading (`upload_previews.checked`, thousands of CSV cells) is written once and read back
 * whole by the commit: `json` keeps the text as sent, where `jsonb` spent more time converting it on
 * every check than the check spent validating the rows.
 */
export class Migration20261125210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "upload_previews" alter column "checked" type json using "checked"::json;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "upload_previews" alter column "checked" type jsonb using "checked"::jsonb;`);
  }
}
