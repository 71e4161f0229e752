import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormOptions } from '../../../server/composition/orm-options.js';
import { markFilesInUse, registerFiles } from '../../../server/modules/certificates/orphan-files.js';
import type { CategoryDefinition } from '../../../server/modules/device-registry/categories.js';
import { Device } from '../../../server/modules/device-registry/device.entity.js';
import { insertDevices, type NewDevice } from '../../../server/modules/device-uploads/upload/insert-devices.js';

interface SourceRow {
  certificate_number: string;
  release_date: string;
  publish_date: string | null;
  performance: Record<string, unknown>;
  file_sha256: string;
  file_name: string;
  size: number;
  [column: string]: unknown;
}

/**
 * The database's part of an upload commit, without the server: the devices, certificates and
 * history rows one commit wrote (read back from `sourceUrl`, those whose certificate numbers start
 * with `prefix`) written again into `floorUrl`, a database of its own in the same PostgreSQL (migrated
 * and seeded by `seed`), by the server's own statements (markFilesInUse + insertDevices, in one
 * transaction that commits), from this process. Each replay renames the certificate numbers; the
 * answer is each replay's wall time in seconds.
 */
export async function commitDatabaseFloor(options: {
  sourceUrl: string;
  floorUrl: string;
  seed: (url: string) => Promise<unknown>;
  definition: CategoryDefinition;
  prefix: string;
  replays: number;
}): Promise<number[]> {
  const { sourceUrl, floorUrl, definition, prefix, replays } = options;
  await options.seed(floorUrl);
  const orm = await MikroORM.init(ormOptions(floorUrl));
  try {
    const meta = orm.em.getMetadata().get(Device.name);
    const identifying = definition.identifyingFields.map(({ key }) => [key, meta.properties[key].fieldNames[0]!]);
    const source = new pg.Client({ connectionString: sourceUrl });
    await source.connect();
    const { rows } = await source
      .query<SourceRow>(
        `select d.*, d.release_date::text as release_date, d.publish_date::text as publish_date,
                c.file_sha256, c.file_name, c.size
           from devices d join certificates c on c.device_id = d.id
          where d.certificate_number like $1 order by d.id`,
        [`${prefix}-%`],
      )
      .finally(() => source.end());
    if (rows.length === 0) throw new Error(`no committed devices named ${prefix}-… to replay`);
    const em = orm.em.fork();
    const [ids] = await em
      .getConnection()
      .execute<{ organization_id: number; user_id: number; brand_name_id: number }[]>(
        'select (select min(id) from organizations) as organization_id, (select min(id) from users) as user_id, (select min(id) from brand_names) as brand_name_id',
      );
    const files = [...new Set(rows.map((r) => r.file_sha256))];
    await registerFiles(
      em,
      files.map((sha256) => ({ sha256, size: rows.find((r) => r.file_sha256 === sha256)!.size })),
    );
    const devices = (replay: number): NewDevice[] =>
      rows.map((r) => ({
        certificateNumber: `${r.certificate_number}-R${replay}`,
        brandNameId: ids!.brand_name_id,
        releaseDate: r.release_date,
        publishDate: r.publish_date,
        identifying: Object.fromEntries(identifying.map(([key, column]) => [key, r[column] as string | null])),
        performance: r.performance,
        file: { sha256: r.file_sha256, size: r.size, fileName: r.file_name },
      }));
    const seconds: number[] = [];
    for (let replay = 0; replay < replays; replay++) {
      const input = devices(replay);
      const started = performance.now();
      await orm.em.fork().transactional(async (tx) => {
        await markFilesInUse(tx, files);
        await insertDevices(tx, {
          definition,
          organizationId: ids!.organization_id,
          actorId: ids!.user_id,
          rows: input,
        });
      });
      seconds.push((performance.now() - started) / 1000);
    }
    return seconds;
  } finally {
    await orm.close(true);
  }
}
