import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../server/composition/orm-options.js';
import { startEmbeddedPostgres, type RunningPostgres } from '../../../server/core/db/embedded-postgres.js';
import { CATEGORY_DEFINITIONS } from '../../../server/modules/device-registry/categories.js';
import { samplePerformance } from '../../../server/modules/device-registry/sample-values.js';
import { normalizeNameSql, normalizeNumberSql } from '../../../migrations/Migration20261126090000.js';
import { NUMBER_KEY_FIELDS } from '../../../server/modules/device-registry/device-search-keys.js';
import { snakeKey } from '../../../server/core/rest/case.js';

/** devices.search_numbers from the row's own columns, as the app writes it (the migration's SQL of the rules). */
const numberKeySql = (alias: string) =>
  `'|' || ${NUMBER_KEY_FIELDS.map((f) => normalizeNumberSql(`coalesce(${alias}.${snakeKey(f)}, '')`)).join(` || '|' || `)} || '|'`;

export interface BenchDatabase {
  url: string;
  stop: () => Promise<void>;
}

const ORGANIZATIONS = 5;
const BRANDS = 50;

/**
 * A fresh embedded PostgreSQL, migrated, with `count` devices spread evenly over the five
 * categories (every 20th canceled, the rest published, all publish dates past, each with a
 * certificate), written by a few set-based INSERT … SELECT generate_series statements.
 */
export async function createBenchDatabase(count: number, log: (m: string) => void): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server: RunningPostgres = await startEmbeddedPostgres(path.join(dir, 'pg'), ['bench'], { fsync: false });
  const url = server.url('bench');
  const orm = await MikroORM.init(ormOptions(url));
  await orm.getMigrator().up();
  await orm.close(true);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query('begin');
  await client.query(`insert into organizations (name, postcode, address, tel, zip_password_encrypted, type, status, approved_at)
    select '髙橋ベンチ工業㈱ ' || g, '100-0001', '東京都千代田区', '03-0000-0000', 'x', 1, 'approved', now() from generate_series(1, ${ORGANIZATIONS}) g`);
  await client.query(`insert into brand_names (name, organization_id)
    select 'ブランド①' || g, (select min(id) from organizations) + (g % ${ORGANIZATIONS}) from generate_series(1, ${BRANDS}) g`);
  const categories = CATEGORY_DEFINITIONS.map((d) => `'${d.category}'`).join(',');
  const performance = CATEGORY_DEFINITIONS.map(
    (d, i) => `when ${i} then '${JSON.stringify(samplePerformance(d, i))}'::jsonb`,
  ).join(' ');
  await client.query(`insert into devices (category, organization_id, brand_name_id, status, release_date, publish_date, certificate_number,
      pu_number, tu_number, bb_number, system_number, system_type, heat_collector_type, heat_storage_tank_type, performance, canceled_at)
    select (array[${categories}])[1 + g % 5]::device_category, b.organization_id, b.id,
      case when g % 20 = 0 then 'canceled' else 'published' end::device_status,
      date '2015-01-01' + (g % 3650), date '2015-01-21' + (g % 3650), 'BENCH-' || g,
      'PU-' || g, 'TU-' || g, 'BB-' || g, 'SYS-' || g, 'TYPE-' || g, 'COL-' || g, 'TANK-' || g,
      case g % 5 ${performance} end,
      case when g % 20 = 0 then date '2015-05-01' + (g % 3650) end
    from generate_series(1, ${count}) g
    join brand_names b on b.id = (select min(id) from brand_names) + (g % ${BRANDS})`);
  // The product search's keys, as the app's writes keep them (issue #59).
  await client.query(`update organizations set search_name = ${normalizeNameSql('name')}`);
  await client.query(`update brand_names set search_name = ${normalizeNameSql('name')}`);
  await client.query(`update devices d set search_numbers = ${numberKeySql('d')}`);
  await client.query(
    `insert into stored_files (sha256, content, size) values (repeat('a', 64), '\\x255044462d312e340a'::bytea, 9)`,
  );
  await client.query(`insert into certificates (device_id, file_sha256, file_name, content_type, size, sha256)
    select id, repeat('a', 64), certificate_number || '.pdf', 'application/pdf', 9, repeat('a', 64) from devices`);
  await client.query('commit');
  // As autovacuum would soon after a bulk load: statistics plus the visibility map (index-only counts).
  await client.query('vacuum analyze');
  await client.end();
  log(`  filled ${count.toLocaleString('en-US')} devices in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
