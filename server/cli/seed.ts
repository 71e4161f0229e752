/** `npm run seed`: fills an empty database with the demo data (does nothing when users exist). */
import './logs-to-stderr.js';
import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../composition/database.js';
import { describeError } from '../core/describe-error.js';
import { resolveAppKey } from '../core/security/app-key.js';
import { SecretBox } from '../core/security/secret-box.js';
import { seedDemoData } from '../seed/demo-data.js';
import { openFileStore } from '../core/files/create-file-store.js';

let db: Database | undefined;
try {
  const config = loadConfig();
  const secretBox = SecretBox.fromString(resolveAppKey(config));
  db = await openDatabase(config, { shareRunning: true });
  const result = await seedDemoData(db.orm.em.fork(), { secretBox, files: await openFileStore(config) });
  const where = db.embedded ? `embedded PostgreSQL (${path.join(config.dataDir, 'pg')})` : 'DATABASE_URL';
  console.log(
    result.seeded ? `demo data seeded into ${where}` : `already seeded: users exist in ${where}, nothing changed`,
  );
  console.log(result.signIns.length > 0 ? 'demo sign-ins:' : 'no demo accounts in this database');
  for (const s of result.signIns) console.log(`  ${s.role.padEnd(13)} ${s.email.padEnd(36)} ${s.password}   ${s.note}`);
  await db.close();
  process.exit(0);
} catch (error) {
  console.error(`seed failed: ${describeError(error)}`);
  await db?.close().catch(() => {});
  process.exit(1);
}
