/**
 * The portal's app (the same createApp as production) on loopback for the bench, in its own
 * process so load generation does not share its event loop. Prints "listening <port>".
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { ormOptions } from '../../../server/core/db/orm-options.js';
import { SecretBox } from '../../../server/core/security/secret-box.js';
import { createServices } from '../../../server/services.js';

const key = Buffer.alloc(32, 3).toString('base64');
const orm = await MikroORM.init(ormOptions(process.env.DATABASE_URL!, { pool: { min: 2, max: 10 } }));
// The bench measures throughput; the per-client limit (one loopback client here) would stop it.
const config = loadConfig({ env: 'production', appKey: key, graphqlRateLimitPerMinute: 1_000_000_000 });
const services = createServices({ config, secretBox: SecretBox.fromString(key) });
const { app } = await createApp({ config, orm, services, xsrfKey: Buffer.alloc(32, 4) });

// SQL statements per request, read by the bench from GET /__bench/queries.
let queries = 0;
orm.em
  .getConnection()
  .getKnex()
  .on('query', () => {
    queries += 1;
  });
app.get('/__bench/queries', (_req, res) => {
  res.json({ queries });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  server.close();
  void orm.close(true).then(() => process.exit(0));
});
