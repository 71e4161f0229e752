import S3rver from 's3rver';
import { S3FileStore } from '../../server/core/files/s3-file-store.js';

/** s3rver's fixed development credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, its objects under `directory`. */
export async function startS3rver(
  directory: string,
  bucket: string,
): Promise<{ endpoint: string; port: number; close: () => Promise<void> }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

/** The S3 file store on an s3rver (or a proxy in front of one). */
export function s3rverStore(endpoint: string, bucket: string, prefix?: string): S3FileStore {
  return new S3FileStore({
    bucket,
    prefix,
    client: { endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS },
  });
}
