import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobCount } from '../../core/ops/metrics.js';
import { SEND_MAIL } from './mail-queue.js';
import { HOUSEKEEPING } from './tasks.js';

const STATES = ['due', 'scheduled', 'running', 'failed'] as const;

interface Row {
  task: string;
  state: JobCount['state'];
  count: number;
  oldest_seconds: number;
}

/**
 * The job queue by task and state, for the metrics: one grouped read of graphile-worker's table
 * (pinned at 0.16.6, as mail-failures.service.ts). This app's tasks are always reported, at 0 when
 * none of their jobs is in a state, so an alert on `failed > 0` sees a series from the start.
 */
export async function jobQueueCounts(em: EntityManager): Promise<JobCount[]> {
  const rows: Row[] = await em.execute(
    `select t.identifier as task,
            case when j.locked_at is not null then 'running'
                 when j.attempts >= j.max_attempts then 'failed'
                 when j.run_at > now() then 'scheduled'
                 else 'due' end as state,
            count(*)::int as count,
            greatest(0, extract(epoch from now() - min(j.run_at)))::float8 as oldest_seconds
       from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      group by 1, 2`,
  );
  const counts = new Map<string, JobCount>();
  for (const task of [SEND_MAIL, HOUSEKEEPING])
    for (const state of STATES) counts.set(`${task}/${state}`, { task, state, count: 0, oldestSeconds: 0 });
  for (const row of rows)
    counts.set(`${row.task}/${row.state}`, {
      task: row.task,
      state: row.state,
      count: row.count,
      oldestSeconds: row.state === 'due' ? row.oldest_seconds : 0,
    });
  return [...counts.values()];
}
