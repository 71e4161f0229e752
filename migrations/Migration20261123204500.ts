import { Migration } from '@mikro-orm/migrations';

/**
 * Certificate numbers unique in the form the CP932 exports write (issue #17): 〜/～, −/－, ‖/∥,
 * —/―, ¢£¬¦¥‾ and their full-width forms are one number there. Fails if a registry already holds
 * such a pair: they must be resolved by hand first (the exports showed them as one number).
 */
export class Migration20261123204500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create unique index "devices_category_certificate_export_unique" on "devices" ("category", translate("certificate_number", '〜−‖—¢£¬¦¥‾', '～－∥―￠￡￢￤￥￣'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "devices_category_certificate_export_unique";`);
  }

}
