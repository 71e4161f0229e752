import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eachLimited } from '../../core/each-limited.js';
import type { FileStore } from '../../core/files/file-store.js';

export interface DeviceRef {
  category: string;
  id: number;
  certificateNumber: string;
}

export interface FileProblem {
  sha256: string;
  /** missing from the store; another size than recorded; (with content) bytes whose sha256 differs. */
  problem: 'missing' | 'size' | 'content';
  size: number;
  storedSize?: number;
  devices: DeviceRef[];
}

export interface FileReport {
  /** The store checked (FileStore.describe): a wrong FILE_STORE or DATA_DIR shows here. */
  store: string;
  /** Files some certificate refers to. */
  files: number;
  /** Of those, still in `stored_files.content` (a database from before the store): boot moves them. */
  inDatabase: number;
  contentChecked: boolean;
  problems: FileProblem[];
}

interface FileRow {
  sha256: string;
  size: number;
  in_database: boolean;
  devices: DeviceRef[];
}

/** Files per statement: the keyset walk holds one batch at a time, whatever the store's size. */
const BATCH = 1000;

/**
 * Checks every file a certificate refers to against the store: present, with the recorded size,
 * and (with `content`) with bytes that hash to its key. Reads only; problems name their devices.
 */
export async function verifyStoredFiles({
  em,
  files,
  content,
}: {
  em: EntityManager;
  files: FileStore;
  content: boolean;
}): Promise<FileReport> {
  const report: FileReport = {
    store: files.describe(),
    files: 0,
    inDatabase: 0,
    contentChecked: content,
    problems: [],
  };
  for (let after = ''; ;) {
    const rows = await em.getConnection().execute<FileRow[]>(
      `select f.sha256, f.size, f.content is not null as in_database,
              json_agg(json_build_object('category', d.category, 'id', d.id,
                'certificateNumber', d.certificate_number) order by d.id) as devices
         from stored_files f
         join certificates c on c.file_sha256 = f.sha256
         join devices d on d.id = c.device_id
        where f.sha256 > ?
        group by f.sha256
        order by f.sha256
        limit ?`,
      [after, BATCH],
    );
    if (rows.length === 0) break;
    after = rows.at(-1)!.sha256;
    report.files += rows.length;
    await eachLimited(rows, files.parallelism, async (row) => {
      if (row.in_database) {
        report.inDatabase += 1;
        return;
      }
      const found = await checkFile(files, row, content);
      if (found) report.problems.push({ sha256: row.sha256, size: row.size, ...found, devices: row.devices });
    });
  }
  report.problems.sort((a, b) => a.sha256.localeCompare(b.sha256));
  return report;
}

async function checkFile(
  files: FileStore,
  row: FileRow,
  content: boolean,
): Promise<Pick<FileProblem, 'problem' | 'storedSize'> | null> {
  const info = await files.stat(row.sha256);
  if (!info) return { problem: 'missing' };
  if (info.size !== row.size) return { problem: 'size', storedSize: info.size };
  if (content && (await sha256Of(await files.stream(row.sha256))) !== row.sha256) return { problem: 'content' };
  return null;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}
