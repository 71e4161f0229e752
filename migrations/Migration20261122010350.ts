import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010350 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "edition" as enum ('house', 'building');`);
    this.addSql(`create type "information_show_type" as enum ('house', 'building', 'both', 'organization');`);
    this.addSql(`create type "organization_status" as enum ('registered', 'approved', 'disabled');`);
    this.addSql(`create type "device_category" as enum ('cogeneration_systems', 'hybrid_water_heaters', 'electric_heat_pumps', 'solar_systems', 'solar_water_heaters');`);
    this.addSql(`create type "device_status" as enum ('registered', 'publish_requested', 'published', 'cancel_requested', 'canceled');`);
    this.addSql(`create type "user_role" as enum ('admin', 'organization');`);
    this.addSql(`create type "password_type" as enum ('organization', 'shared');`);
    this.addSql(`create table "categories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "code" varchar(32) not null, "type" "edition" not null, "name" varchar(255) not null, "level1" varchar(255) not null, "level2" varchar(255) not null, "level3" varchar(255) null, "sort_order" int not null default 0);`);
    this.addSql(`alter table "categories" add constraint "categories_code_unique" unique ("code");`);
    this.addSql(`create index "categories_type_level1_level2_level3_index" on "categories" ("type", "level1", "level2", "level3");`);

    this.addSql(`create table "evaluation_organizations" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "number" varchar(64) not null, "password_hash" text not null);`);
    this.addSql(`alter table "evaluation_organizations" add constraint "evaluation_organizations_number_unique" unique ("number");`);

    this.addSql(`create table "information" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(255) not null, "body" text not null, "show_type" "information_show_type" not null, "show_users" smallint not null default 0, "published_at" timestamptz not null);`);
    this.addSql(`create index "information_show_type_published_at_index" on "information" ("show_type", "published_at");`);

    this.addSql(`create table "organizations" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "postcode" varchar(16) not null, "address" varchar(255) not null, "tel" varchar(32) not null, "zip_password_encrypted" text not null, "belong_to" varchar(8) not null default '0', "message" text not null default '', "type" smallint not null, "status" "organization_status" not null default 'registered', "cogeneration_manager" boolean not null default false, "hybrid_water_heater_manager" boolean not null default false, "electric_heat_pump_manager" boolean not null default false, "solar_system_manager" boolean not null default false, "solar_water_heater_manager" boolean not null default false, "approved_at" timestamptz null);`);
    this.addSql(`create index "organizations_approved_at_index" on "organizations" ("approved_at");`);
    this.addSql(`create index "organizations_updated_at_index" on "organizations" ("updated_at");`);
    this.addSql(`create index "organizations_type_index" on "organizations" ("type");`);
    this.addSql(`create index "organizations_status_created_at_index" on "organizations" ("status", "created_at");`);

    this.addSql(`create table "links" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" int not null, "category_id" int not null, "url" varchar(2048) not null, "type" "edition" not null default 'house', "for_evaluator" boolean not null default false, "memo" text null, "approved" boolean not null default false, "approved_at" timestamptz null);`);
    this.addSql(`create index "links_approved_at_index" on "links" ("approved_at");`);
    this.addSql(`create index "links_updated_at_index" on "links" ("updated_at");`);
    this.addSql(`create index "links_created_at_index" on "links" ("created_at");`);
    this.addSql(`create index "links_category_id_index" on "links" ("category_id");`);
    this.addSql(`create index "links_organization_id_index" on "links" ("organization_id");`);
    this.addSql(`create index "links_type_approved_for_evaluator_category_id_index" on "links" ("type", "approved", "for_evaluator", "category_id");`);

    this.addSql(`create table "brand_names" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "organization_id" int not null, "note" text not null default '');`);
    this.addSql(`create index "brand_names_name_index" on "brand_names" ("name");`);
    this.addSql(`create index "brand_names_organization_id_index" on "brand_names" ("organization_id");`);

    this.addSql(`create table "devices" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "category" "device_category" not null, "organization_id" int not null, "brand_name_id" int not null, "status" "device_status" not null default 'registered', "release_date" date not null, "publish_date" date null, "certificate_number" varchar(64) not null, "pu_number" varchar(128) null, "tu_number" varchar(128) null, "bb_number" varchar(128) null, "system_number" varchar(128) null, "system_type" varchar(128) null, "heat_collector_type" varchar(128) null, "heat_storage_tank_type" varchar(128) null, "performance" jsonb not null default '{}', "canceled_at" date null);`);
    this.addSql(`create index "devices_category_updated_at_index" on "devices" ("category", "updated_at");`);
    this.addSql(`create index "devices_category_created_at_index" on "devices" ("category", "created_at");`);
    this.addSql(`create index "devices_brand_name_id_index" on "devices" ("brand_name_id");`);
    this.addSql(`create index "devices_organization_id_category_status_index" on "devices" ("organization_id", "category", "status");`);
    this.addSql(`create index "devices_category_release_date_index" on "devices" ("category", "release_date");`);
    this.addSql(`create index "devices_category_status_publish_date_index" on "devices" ("category", "status", "publish_date");`);
    this.addSql(`alter table "devices" add constraint "devices_category_certificate_number_unique" unique ("category", "certificate_number");`);

    this.addSql(`create table "shared_passwords" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "zip_password_encrypted" text not null, "note" text not null default '');`);

    this.addSql(`create table "stored_files" ("sha256" varchar(64) not null, "content" bytea not null, "size" int not null, "created_at" timestamptz not null default now(), constraint "stored_files_pkey" primary key ("sha256"));`);

    this.addSql(`create table "certificates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "device_id" int not null, "file_sha256" varchar(64) not null, "file_name" varchar(255) not null, "content_type" varchar(128) not null, "size" int not null, "sha256" varchar(64) not null);`);
    this.addSql(`alter table "certificates" add constraint "certificates_device_id_unique" unique ("device_id");`);

    this.addSql(`create table "throttle_events" ("id" bigserial primary key, "scope" varchar(32) not null, "key" varchar(512) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "throttle_events_created_at_index" on "throttle_events" ("created_at");`);
    this.addSql(`create index "throttle_events_scope_key_created_at_index" on "throttle_events" ("scope", "key", "created_at");`);

    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "role" "user_role" not null, "organization_id" int null, "division" varchar(255) not null default '', "name" varchar(255) not null, "tel" varchar(32) not null default '', "email" varchar(255) not null, "password_hash" text not null, "failed_login_count" int not null default 0, "locked_at" timestamptz null, "last_login_at" timestamptz null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_organization_id_index" on "users" ("organization_id");`);

    this.addSql(`create table "upload_previews" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" int not null, "user_id" int not null, "category" "device_category" not null, "file_name" varchar(255) not null, "zip_sha256" varchar(64) not null, "password_type" "password_type" not null, "shared_password_id" int null, "result" jsonb not null, "expires_at" timestamptz not null, "committed_at" timestamptz null);`);
    this.addSql(`create index "upload_previews_expires_at_index" on "upload_previews" ("expires_at");`);
    this.addSql(`create index "upload_previews_organization_id_category_zip_sha256_index" on "upload_previews" ("organization_id", "category", "zip_sha256");`);

    this.addSql(`create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "edition" "edition" not null, "ip" varchar(64) not null default '', "user_agent" varchar(512) not null default '', "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);

    this.addSql(`create table "device_status_changes" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "device_id" int not null, "actor_id" int null, "from_status" "device_status" null, "to_status" "device_status" not null, "reasons" jsonb not null default '[]', "note" text not null default '', "canceled_at" date null);`);
    this.addSql(`create index "device_status_changes_device_id_created_at_index" on "device_status_changes" ("device_id", "created_at");`);

    this.addSql(`alter table "links" add constraint "links_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "links" add constraint "links_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "brand_names" add constraint "brand_names_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "devices" add constraint "devices_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "devices" add constraint "devices_brand_name_id_foreign" foreign key ("brand_name_id") references "brand_names" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "certificates" add constraint "certificates_device_id_foreign" foreign key ("device_id") references "devices" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "certificates" add constraint "certificates_file_sha256_foreign" foreign key ("file_sha256") references "stored_files" ("sha256") on update cascade on delete restrict;`);

    this.addSql(`alter table "users" add constraint "users_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "upload_previews" add constraint "upload_previews_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "upload_previews" add constraint "upload_previews_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "upload_previews" add constraint "upload_previews_shared_password_id_foreign" foreign key ("shared_password_id") references "shared_passwords" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "device_status_changes" add constraint "device_status_changes_device_id_foreign" foreign key ("device_id") references "devices" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "device_status_changes" add constraint "device_status_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "links" drop constraint "links_category_id_foreign";`);

    this.addSql(`alter table "links" drop constraint "links_organization_id_foreign";`);

    this.addSql(`alter table "brand_names" drop constraint "brand_names_organization_id_foreign";`);

    this.addSql(`alter table "devices" drop constraint "devices_organization_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_organization_id_foreign";`);

    this.addSql(`alter table "upload_previews" drop constraint "upload_previews_organization_id_foreign";`);

    this.addSql(`alter table "devices" drop constraint "devices_brand_name_id_foreign";`);

    this.addSql(`alter table "certificates" drop constraint "certificates_device_id_foreign";`);

    this.addSql(`alter table "device_status_changes" drop constraint "device_status_changes_device_id_foreign";`);

    this.addSql(`alter table "upload_previews" drop constraint "upload_previews_shared_password_id_foreign";`);

    this.addSql(`alter table "certificates" drop constraint "certificates_file_sha256_foreign";`);

    this.addSql(`alter table "upload_previews" drop constraint "upload_previews_user_id_foreign";`);

    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`);

    this.addSql(`alter table "device_status_changes" drop constraint "device_status_changes_actor_id_foreign";`);

    this.addSql(`drop table if exists "categories" cascade;`);

    this.addSql(`drop table if exists "evaluation_organizations" cascade;`);

    this.addSql(`drop table if exists "information" cascade;`);

    this.addSql(`drop table if exists "organizations" cascade;`);

    this.addSql(`drop table if exists "links" cascade;`);

    this.addSql(`drop table if exists "brand_names" cascade;`);

    this.addSql(`drop table if exists "devices" cascade;`);

    this.addSql(`drop table if exists "shared_passwords" cascade;`);

    this.addSql(`drop table if exists "stored_files" cascade;`);

    this.addSql(`drop table if exists "certificates" cascade;`);

    this.addSql(`drop table if exists "throttle_events" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "upload_previews" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop table if exists "device_status_changes" cascade;`);

    this.addSql(`drop type "edition";`);
    this.addSql(`drop type "information_show_type";`);
    this.addSql(`drop type "organization_status";`);
    this.addSql(`drop type "device_category";`);
    this.addSql(`drop type "device_status";`);
    this.addSql(`drop type "user_role";`);
    this.addSql(`drop type "password_type";`);
  }

}
