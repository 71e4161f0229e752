import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';

/**
 * FILE_STORE unset: `<DATA_DIR>/files`; `s3://bucket[/prefix]`: S3 (or an S3-compatible server).
 * The AWS SDK is loaded only for a bucket: about 0.2 s of every start and its memory otherwise.
 */
export async function openFileStore(config: Pick<Config, 'dataDir' | 'fileStore' | 's3'>): Promise<FileStore> {
  if (!config.fileStore) return new LocalFileStore(path.join(config.dataDir, 'files'));
  const url = new URL(config.fileStore);
  const prefix = url.pathname.replace(/^\/+/, '');
  const { S3FileStore } = await import('./s3-file-store.js');
  return new S3FileStore({
    bucket: url.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    client: { endpoint: config.s3.endpoint, region: config.s3.region, forcePathStyle: config.s3.forcePathStyle },
  });
}
