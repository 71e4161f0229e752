import { createHash } from 'node:crypto';
import type { Config } from './config.js';
import { openDatabase, type Database } from './composition/database.js';
import { resolveAppKey } from './core/security/app-key.js';
import { SecretBox } from './core/security/secret-box.js';
import { createServices, type Services } from './composition/services.js';
import { openFileStore } from './core/files/create-file-store.js';
import { moveBlobsToStore } from './modules/certificates/index.js';

export interface Booted {
  db: Database;
  services: Services;
  xsrfKey: Buffer;
}

/** What every entry point needs: the database (migrated), the app key and the services. */
export async function boot(config: Config): Promise<Booted> {
  const appKey = resolveAppKey(config);
  const secretBox = SecretBox.fromString(appKey, config.oldAppKey ? [config.oldAppKey] : []);
  const db = await openDatabase(config);
  const services = createServices({ config, secretBox, files: await openFileStore(config) });
  await services.files.prepare?.();
  // Certificates still in the old bytea column move to the file store (a no-op once done).
  await moveBlobsToStore(db.orm.em.fork(), services.files);
  // A key for XSRF tokens derived from APP_KEY, so the two uses never share a key.
  const xsrfKey = createHash('sha256').update(`xsrf|${appKey}`).digest();
  return { db, services, xsrfKey };
}
