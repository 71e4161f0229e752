/**
 * `npm run migrate`: the release step of a deploy. Applies pending migrations and the reference
 * rows under the same advisory lock as every app start, so it may run while old processes serve
 * and while new ones boot. Exit 0 when the schema is current.
 */
import './logs-to-stderr.js';
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../composition/database.js';
import { describeError } from '../core/describe-error.js';

try {
  const db = await openDatabase(loadConfig(), { shareRunning: true });
  await db.close();
  console.log('migrations: up to date');
  process.exit(0);
} catch (error) {
  console.error(`migrate failed: ${describeError(error)}`);
  process.exit(1);
}
