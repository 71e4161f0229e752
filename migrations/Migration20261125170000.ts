import { Migration } from '@mikro-orm/migrations';

/** The change-feed function of Migration20261124040000, up to the version bump. */
const RECORD_CHANGE_HEAD = `create or replace function record_device_change(p_device_id int, p_category device_category, p_visible_from timestamptz) returns void language plpgsql as $$
      declare
        at timestamptz;
        bumped bigint;
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
            on conflict (category) do update set version = public_versions.version + 1
            returning version into bumped;`;

const RECORD_CHANGE_TAIL = `
          perform set_config('portal.public_version_bumped_' || p_category, '1', true);
        end if;
      end $$;`;

/**
 * The version bump also says so on the channel public_versions ("<category>:<version>"), delivered
 * when the transaction commits: every app process keeps the versions in memory and the public
 * reads no longer ask PostgreSQL for them (issue #16; PublicDataVersion).
 */
export class Migration20261125170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `${RECORD_CHANGE_HEAD}
          perform pg_notify('public_versions', p_category || ':' || bumped);${RECORD_CHANGE_TAIL}`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`${RECORD_CHANGE_HEAD}${RECORD_CHANGE_TAIL}`);
  }
}
