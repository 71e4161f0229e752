import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** FILE_STORE unset: `<DATA_DIR>/files`; `s3://bucket[/prefix]`: S3 (or an S3-compatible server). */
export function createFileStore(config: Pick<Config, 'dataDir' | 'fileStore' | 's3'>): FileStore {
  if (!config.fileStore) return new LocalFileStore(path.join(config.dataDir, 'files'));
  const url = new URL(config.fileStore);
  const prefix = url.pathname.replace(/^\/+/, '');
  return new S3FileStore({
    bucket: url.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    client: { endpoint: config.s3.endpoint, region: config.s3.region, forcePathStyle: config.s3.forcePathStyle },
  });
}
