import { Migration } from '@mikro-orm/migrations';

export class Migration20261123081514 extends Migration {

  override async up(): Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "organizations_tel_trgm_index" on "organizations" using gin ("tel" gin_trgm_ops);`);
    this.addSql(`create index "organizations_address_trgm_index" on "organizations" using gin ("address" gin_trgm_ops);`);
    this.addSql(`create index "organizations_name_trgm_index" on "organizations" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "brand_names_name_trgm_index" on "brand_names" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "devices_heat_storage_tank_type_trgm_index" on "devices" using gin ("heat_storage_tank_type" gin_trgm_ops);`);
    this.addSql(`create index "devices_heat_collector_type_trgm_index" on "devices" using gin ("heat_collector_type" gin_trgm_ops);`);
    this.addSql(`create index "devices_system_type_trgm_index" on "devices" using gin ("system_type" gin_trgm_ops);`);
    this.addSql(`create index "devices_system_number_trgm_index" on "devices" using gin ("system_number" gin_trgm_ops);`);
    this.addSql(`create index "devices_bb_number_trgm_index" on "devices" using gin ("bb_number" gin_trgm_ops);`);
    this.addSql(`create index "devices_tu_number_trgm_index" on "devices" using gin ("tu_number" gin_trgm_ops);`);
    this.addSql(`create index "devices_pu_number_trgm_index" on "devices" using gin ("pu_number" gin_trgm_ops);`);
    this.addSql(`create index "devices_certificate_number_trgm_index" on "devices" using gin ("certificate_number" gin_trgm_ops);`);

    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "brand_names_name_trgm_index";`);

    this.addSql(`drop index "devices_heat_storage_tank_type_trgm_index";`);
    this.addSql(`drop index "devices_heat_collector_type_trgm_index";`);
    this.addSql(`drop index "devices_system_type_trgm_index";`);
    this.addSql(`drop index "devices_system_number_trgm_index";`);
    this.addSql(`drop index "devices_bb_number_trgm_index";`);
    this.addSql(`drop index "devices_tu_number_trgm_index";`);
    this.addSql(`drop index "devices_pu_number_trgm_index";`);
    this.addSql(`drop index "devices_certificate_number_trgm_index";`);

    this.addSql(`drop index "organizations_tel_trgm_index";`);
    this.addSql(`drop index "organizations_address_trgm_index";`);
    this.addSql(`drop index "organizations_name_trgm_index";`);

    this.addSql(`drop index "users_email_trgm_index";`);
  }

}
