/**
 * `npm run rotate-app-key`: re-encrypts every stored secret (zip passwords of organizations and
 * shared passwords) from OLD_APP_KEY to APP_KEY, in one transaction. Idempotent: rows already
 * sealed with APP_KEY are left alone, so a run can be repeated after an interruption.
 * Order (docs/deploy.md "Rotating APP_KEY"): deploy every process with APP_KEY=new and
 * OLD_APP_KEY=old (they open secrets of either key and seal with the new one), then run this with
 * the same two, then drop OLD_APP_KEY. Secrets sealed by old processes during the deploy are
 * re-sealed here too.
 */
import './logs-to-stderr.js';
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../composition/database.js';
import { describeError } from '../core/describe-error.js';
import { SecretBox } from '../core/security/secret-box.js';

const TABLES = ['organizations', 'shared_passwords'] as const;

let db: Database | undefined;
try {
  const config = loadConfig();
  const oldKey = config.oldAppKey;
  if (!config.appKey || !oldKey)
    throw new Error('set OLD_APP_KEY (the key in use until now) and APP_KEY (the new key)');
  const [from, to] = [SecretBox.fromString(oldKey), SecretBox.fromString(config.appKey)];
  db = await openDatabase(config, { shareRunning: true });
  const counts = await db.orm.em.fork().transactional(async (em) => {
    const connection = em.getConnection();
    const done: Record<string, { reencrypted: number; alreadyNew: number }> = {};
    for (const table of TABLES) {
      const rows = await connection.execute<{ id: number; sealed: string }[]>(
        `select id, zip_password_encrypted as sealed from ${table} for update`,
        [],
        'all',
        em.getTransactionContext(),
      );
      done[table] = { reencrypted: 0, alreadyNew: 0 };
      for (const row of rows) {
        if (opens(to, row.sealed)) {
          done[table].alreadyNew += 1;
          continue;
        }
        const plain = from.open(row.sealed); // throws (and rolls back) when neither key fits
        await connection.execute(
          `update ${table} set zip_password_encrypted = ? where id = ?`,
          [to.encrypt(plain), row.id],
          'run',
          em.getTransactionContext(),
        );
        done[table].reencrypted += 1;
      }
    }
    return done;
  });
  console.log(JSON.stringify(counts));
  await db.close();
  process.exit(0);
} catch (error) {
  console.error(`rotate-app-key failed (nothing changed): ${describeError(error)}`);
  await db?.close().catch(() => {});
  process.exit(1);
}

function opens(box: SecretBox, sealed: string): boolean {
  try {
    box.open(sealed);
    return true;
  } catch {
    return false;
  }
}
