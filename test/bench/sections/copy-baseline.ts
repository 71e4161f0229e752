/**
 * The limit a CSV export can approach: PostgreSQL's own COPY of the same rows (every public device
 * of a category, canceled included, in list order) to STDOUT, re-encoded to CP932 with iconv-lite.
 * Its output is larger than the app's (performance stays one jsonb text), so the ratio is fair.
 */
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import iconv from 'iconv-lite';
import pg from 'pg';
import copy from 'pg-copy-streams';
import { CATEGORY_DEFINITIONS } from '../../../server/modules/device-registry/categories.js';

const rowsSql = (category: string) => `
  select d.id, b.name as brand_name, d.release_date, d.publish_date, d.certificate_number, d.pu_number, d.tu_number,
         d.bb_number, d.system_number, d.system_type, d.heat_collector_type, d.heat_storage_tank_type,
         d.performance, d.status, d.canceled_at
    from devices d join brand_names b on b.id = d.brand_name_id
   where d.category = '${category}' and d.status in ('published', 'cancel_requested', 'canceled')
     and d.publish_date <= (now() at time zone 'Asia/Tokyo')::date
   order by d.publish_date desc, d.id desc`;

/** Seconds, rows and CP932 bytes of COPY + iconv-lite over every category. */
export async function copyBaseline(databaseUrl: string): Promise<{ seconds: number; rows: number; bytes: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    let rows = 0;
    let bytes = 0;
    for (const { category } of CATEGORY_DEFINITIONS) {
      const source = client.query(copy.to(`COPY (${rowsSql(category)}) TO STDOUT WITH (FORMAT csv, HEADER)`));
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) rows += 1;
          done();
        },
      });
      await pipeline(source, iconv.decodeStream('utf8'), iconv.encodeStream('cp932'), sink);
      rows -= 1; // header line
    }
    return { seconds: (performance.now() - started) / 1000, rows, bytes };
  } finally {
    await client.end();
  }
}
