import type { MikroORM } from '@mikro-orm/postgresql';
import type { Lifecycle } from './core/ops/lifecycle.js';
import { Metrics } from './core/ops/metrics.js';
import { jobQueueCounts } from './modules/jobs/queue-counts.js';

/** The part of knex's (tarn's) pool the metrics read. */
interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** This process's metrics, reading its serving state, its database pool and the shared job queue. */
export function processMetrics(orm: MikroORM, lifecycle: Lifecycle): Metrics {
  return new Metrics({
    requestsInFlight: () => lifecycle.requestsInFlight,
    pool: () => {
      const pool = (orm.em.getConnection().getKnex().client as { pool?: PoolCounts }).pool;
      return pool ? { used: pool.numUsed(), free: pool.numFree(), pending: pool.numPendingAcquires() } : null;
    },
    jobs: () => jobQueueCounts(orm.em.fork()),
  });
}
