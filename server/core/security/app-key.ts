import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { logger } from '../logger.js';

/** APP_KEY from the environment; on a development start without one, a key kept under the data dir. */
export function resolveAppKey(config: Config): string {
  if (config.appKey) return config.appKey;
  const file = path.join(config.dataDir, 'app-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  logger.warn({ file }, 'APP_KEY is not set: generated a development key (set APP_KEY in production)');
  return key;
}
