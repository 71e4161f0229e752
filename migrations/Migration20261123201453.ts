import { Migration } from '@mikro-orm/migrations';

/**
 * The public change feed (server/modules/devices/changes/): device_changes and the triggers that
 * write it in the same transaction as every change the public copy of a device shows — on any
 * path (services, cascades from an organization, SQL by hand). 4190519 is FEED_LOCK in
 * changes/feed-window.ts: writers hold it shared until commit, readers take it exclusively to fix
 * the end of their window, so no change can commit behind a window already read.
 */
export class Migration20261123201453 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "device_changes" ("device_id" int not null, "changed_at" timestamptz not null, "category" "device_category" not null, constraint "device_changes_pkey" primary key ("device_id", "changed_at"));`);
    this.addSql(`create index "device_changes_feed_index" on "device_changes" ("category", "changed_at", "device_id");`);

    this.addSql(`create function device_public_from(status device_status, publish_date date) returns timestamptz language sql immutable as $$
      select case when status in ('published', 'cancel_requested', 'canceled') and publish_date is not null
        then publish_date::timestamp at time zone 'Asia/Tokyo' end $$;`);

    this.addSql(`create function record_device_change(p_device_id int, p_category device_category, p_visible_from timestamptz) returns void language plpgsql as $$
      declare
        at timestamptz;
      begin
        perform pg_advisory_xact_lock_shared(4190519);
        at := clock_timestamp();
        delete from device_changes where device_id = p_device_id;
        -- A device the feed never showed, visible only from a later day, needs no entry before then.
        if found or p_visible_from is null or p_visible_from <= at then
          insert into device_changes (device_id, changed_at, category) values (p_device_id, at, p_category);
        end if;
        if p_visible_from > at then
          insert into device_changes (device_id, changed_at, category) values (p_device_id, p_visible_from, p_category);
        end if;
      end $$;`);

    // Only what the public copy shows: a publish or cancel request, or a canceled_at given with a
    // request, change nothing public (visibility.ts), so they write nothing.
    this.addSql(`create function device_public_row(d devices) returns text language sql immutable as $$
      select row(d.category, case when d.status in ('published', 'cancel_requested') then 'published' when d.status = 'canceled' then 'canceled' else 'hidden' end,
        d.publish_date, d.release_date, d.certificate_number, d.pu_number, d.tu_number, d.bb_number, d.system_number, d.system_type,
        d.heat_collector_type, d.heat_storage_tank_type, d.performance::jsonb, case when d.status = 'canceled' then d.canceled_at end,
        d.brand_name_id, d.organization_id, d.public_updated_at)::text $$;`);

    this.addSql(`create function devices_record_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if device_public_from(old.status, old.publish_date) is not null or exists (select 1 from device_changes where device_id = old.id) then
            perform record_device_change(old.id, old.category, null);
          end if;
          return old;
        end if;
        if tg_op = 'INSERT' then
          if device_public_from(new.status, new.publish_date) is not null then
            perform record_device_change(new.id, new.category, device_public_from(new.status, new.publish_date));
          end if;
          return new;
        end if;
        if (device_public_from(old.status, old.publish_date) is not null or device_public_from(new.status, new.publish_date) is not null)
          and device_public_row(old) is distinct from device_public_row(new) then
          perform record_device_change(new.id, new.category, device_public_from(new.status, new.publish_date));
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "devices_record_change" after insert or update or delete on "devices" for each row execute function devices_record_change();`);

    // A public device shows its brand name and organization name: renaming either changes it.
    this.addSql(`create function renamed_record_device_changes() returns trigger language plpgsql as $$
      declare
        d record;
      begin
        if new.name is distinct from old.name then
          for d in select id, category, status, publish_date from devices
            where (case when tg_table_name = 'brand_names' then brand_name_id else organization_id end) = new.id
              and device_public_from(status, publish_date) is not null
          loop
            perform record_device_change(d.id, d.category, device_public_from(d.status, d.publish_date));
          end loop;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "brand_names_record_device_changes" after update of "name" on "brand_names" for each row execute function renamed_record_device_changes();`);
    this.addSql(`create trigger "organizations_record_device_changes" after update of "name" on "organizations" for each row execute function renamed_record_device_changes();`);

    // Devices published before the feed existed: their last public change, and a visibility still ahead.
    this.addSql(`insert into "device_changes" ("device_id", "changed_at", "category")
      select id, public_updated_at, category from devices where device_public_from(status, publish_date) is not null;`);
    this.addSql(`insert into "device_changes" ("device_id", "changed_at", "category")
      select id, device_public_from(status, publish_date), category from devices where device_public_from(status, publish_date) > public_updated_at;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "devices_record_change" on "devices";`);
    this.addSql(`drop trigger if exists "brand_names_record_device_changes" on "brand_names";`);
    this.addSql(`drop trigger if exists "organizations_record_device_changes" on "organizations";`);
    this.addSql(`drop function if exists devices_record_change(), renamed_record_device_changes(), record_device_change(int, device_category, timestamptz), device_public_row(devices), device_public_from(device_status, date);`);
    this.addSql(`drop table if exists "device_changes" cascade;`);
  }

}
