import { Migration } from '@mikro-orm/migrations';

/**
 * A version counter per category for HTTP validators of public answers (ETag, 304; issue #16):
 * bumped once per transaction that changes what the public sees of the category, by the same
 * trigger function that writes the change feed. A counter, not max(device_changes.changed_at):
 * a transaction that started earlier can commit later with an earlier changed_at, and a maximum
 * would then never move. The bump's row lock is held to commit, so it becomes visible exactly
 * when the change does; writers of one category queue on it only for their commit.
 */
export class Migration20261124040000 extends Migration {

  override async up(): Promise<void> {
    // Anonymous rate limits are counted in each process's memory now (core/rate-limit).
    this.addSql(`drop table if exists "rate_limit_windows";`);
    this.addSql(`create table "public_versions" ("category" "device_category" not null, "version" bigint not null default 0, constraint "public_versions_pkey" primary key ("category"));`);
    this.addSql(`insert into "public_versions" ("category") select unnest(enum_range(null::device_category));`);
    this.addSql(`create or replace function record_device_change(p_device_id int, p_category device_category, p_visible_from timestamptz) returns void language plpgsql as $$
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
        -- Once per transaction and category (a 5,000-row upload bumps once).
        if current_setting('portal.public_version_bumped_' || p_category, true) is distinct from '1' then
          insert into public_versions (category, version) values (p_category, 1)
            on conflict (category) do update set version = public_versions.version + 1;
          perform set_config('portal.public_version_bumped_' || p_category, '1', true);
        end if;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function record_device_change(p_device_id int, p_category device_category, p_visible_from timestamptz) returns void language plpgsql as $$
      declare
        at timestamptz;
      begin
        perform pg_advisory_xact_lock_shared(4190519);
        at := clock_timestamp();
        delete from device_changes where device_id = p_device_id;
        if found or p_visible_from is null or p_visible_from <= at then
          insert into device_changes (device_id, changed_at, category) values (p_device_id, at, p_category);
        end if;
        if p_visible_from > at then
          insert into device_changes (device_id, changed_at, category) values (p_device_id, p_visible_from, p_category);
        end if;
      end $$;`);
    this.addSql(`drop table if exists "public_versions";`);
    this.addSql(`create unlogged table "rate_limit_windows" ("key" varchar(200) not null, "window_start" timestamptz not null, "hits" int not null default 0, constraint "rate_limit_windows_pkey" primary key ("key", "window_start"));`);
  }

}
