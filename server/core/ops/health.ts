import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Lifecycle } from './lifecycle.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './database-unavailable.js';

const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz: the process is alive (for a restart policy; never touches the database, so a database
 * outage does not get every app process restarted). /readyz: this process should get traffic
 * (the database answers and no shutdown has begun), for the load balancer.
 */
export function healthRouter(orm: MikroORM, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'shutting_down' });
      return;
    }
    try {
      await withTimeout(orm.em.getConnection().execute('select 1'), READY_CHECK_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).json({ status: 'database_unavailable' });
    }
  });
  return router;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
