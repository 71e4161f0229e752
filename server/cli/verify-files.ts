/**
 * `npm run verify-files [-- --content]`: checks that every certificate's file is in the file store
 * (FILE_STORE, else DATA_DIR/files) with its recorded size; `--content` also reads each file and
 * checks its sha256 (every byte of the store: minutes for a large S3 bucket). Run it after restoring
 * a backup, or after moving the store. Prints one JSON line (what was checked, and each problem file
 * with the devices that refer to it); exit 0 when nothing is wrong, 1 otherwise. Reads only.
 */
import './logs-to-stderr.js';
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../composition/database.js';
import { describeError } from '../core/describe-error.js';
import { openFileStore } from '../core/files/create-file-store.js';
import { verifyStoredFiles } from '../modules/certificates/verify-stored-files.js';

let db: Database | undefined;
try {
  const config = loadConfig();
  db = await openDatabase(config, { migrate: false, shareRunning: true });
  const report = await verifyStoredFiles({
    em: db.orm.em.fork(),
    files: await openFileStore(config),
    content: process.argv.includes('--content'),
  });
  console.log(JSON.stringify(report));
  const missing = report.problems.filter((p) => p.problem === 'missing').length;
  if (missing > 0 && missing === report.files - report.inDatabase)
    console.error(
      `every file is missing from ${report.store}: is that the store the app uses (FILE_STORE, DATA_DIR)? A local store keeps files as ab/<sha256>, a bucket as <prefix>ab/cd/<sha256>.`,
    );
  await db.close();
  process.exit(report.problems.length === 0 ? 0 : 1);
} catch (error) {
  console.error(`verify-files failed: ${describeError(error)}`);
  await db?.close().catch(() => {});
  process.exit(2);
}
