import type { FileStore } from '../../server/core/files/file-store.js';

/**
 * Makes every put into `files` take `ms` longer, so an upload's check or commit runs long enough
 * to be watched or canceled while it stores its PDFs.
 */
export function slowDownPuts(files: FileStore, ms = 15): void {
  const putBuffer = files.putBuffer.bind(files);
  const put = files.put.bind(files);
  const pause = () => new Promise((resolve) => setTimeout(resolve, ms));
  files.putBuffer = async (sha256, content, options) => {
    await pause();
    await putBuffer(sha256, content, options);
  };
  files.put = async (sha256, path, options) => {
    await pause();
    await put(sha256, path, options);
  };
}
