import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Logger, run, runMigrations, runOnce, type Runner, type LogLevel } from 'graphile-worker';
import { logger as appLogger } from '../../core/logger.js';
import { HOUSEKEEPING, taskList, type JobServices } from './tasks.js';

interface JobMeta {
  job?: { id?: string; task_identifier?: string; attempts?: number; max_attempts?: number; key?: string | null };
}

/**
 * The app log's level for a line of graphile-worker. A failed attempt that will be tried again is a
 * warning (the task itself logged why, e.g. `mail delivery failed; the queue retries it`); only the
 * last attempt's failure is an error, so an alert on errors means a job given up.
 */
export function workerLogLevel(
  level: LogLevel,
  message: string,
  job?: JobMeta['job'],
): 'error' | 'warn' | 'info' | 'debug' {
  if (level === 'error')
    return (job?.attempts ?? 0) < (job?.max_attempts ?? 0) && /^Failed task/.test(message) ? 'warn' : 'error';
  return level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
}

/**
 * graphile-worker's messages through the app's logger. Its own meta carries the whole job row,
 * payload included (a reset mail's body holds its link): only the job's id, task, attempts and key
 * are kept.
 */
const workerLogger = new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
  const { job, ...rest } = (meta ?? {}) as JobMeta & Record<string, unknown>;
  const method = workerLogLevel(level, message, job);
  const jobFields = job
    ? {
        job: {
          id: job.id,
          task: job.task_identifier,
          attempts: job.attempts,
          maxAttempts: job.max_attempts,
          key: job.key,
        },
      }
    : {};
  appLogger[method](
    { worker: { label: scope.label, taskIdentifier: scope.taskIdentifier, jobId: scope.jobId }, ...rest, ...jobFields },
    message,
  );
});

/** Creates or updates the graphile_worker schema (callers hold the migration lock). */
export async function installJobSchema(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: workerLogger });
}

export interface WorkerOptions {
  connectionString: string;
  orm: MikroORM;
  services: JobServices;
  concurrency: number;
  pollIntervalMs: number;
  /** graphile-worker's sweep for locks of dead processes runs every 0.8–1 × this (default 8–10 min). */
  lockSweepMs?: number;
}

/**
 * Connections of a worker's own pool: one per task running at once, its LISTEN connection and one
 * for fetching and completing jobs. graphile-worker's default (10) was most of a process's budget
 * beside the app's pool, unseen by DATABASE_POOL_MAX (docs/deploy.md "Connections").
 */
export const workerPoolSize = (concurrency: number) => concurrency + 2;

/** How the worker's connections show in pg_stat_activity. */
export const WORKER_APPLICATION_NAME = 'portal job worker';

/** A running worker and the pool it was given; stop() ends both (see startWorker). */
interface StartedWorker {
  runner: Runner;
  stop(): Promise<void>;
}

/**
 * The queue worker every app process runs; main.ts owns the signals and stops it on shutdown.
 * It gets a pool of ours rather than a connection string: graphile-worker ends a pool it made
 * without waiting (its runner.stop() resolves while connections are still open) and removes the
 * pool's error listener first, so a PostgreSQL stopped right after (the embedded one at shutdown)
 * turned the closing connections' errors into an uncaught exception and exit 1.
 */
async function startWorker(options: WorkerOptions): Promise<StartedWorker> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: workerPoolSize(options.concurrency),
    application_name: WORKER_APPLICATION_NAME,
  });
  pool.on('error', (err) => appLogger.warn({ err }, 'job worker: an idle database connection failed'));
  let ended: Promise<void> | undefined;
  const endPool = () => (ended ??= pool.end().catch(() => undefined));
  const runner = await run({
    pgPool: pool,
    concurrency: options.concurrency,
    pollInterval: options.pollIntervalMs,
    ...(options.lockSweepMs
      ? { minResetLockedInterval: Math.ceil(options.lockSweepMs * 0.8), maxResetLockedInterval: options.lockSweepMs }
      : {}),
    noHandleSignals: true,
    logger: workerLogger,
    taskList: taskList(options.orm, options.services),
    parsedCronItems: [],
  }).catch(async (error: unknown) => {
    await endPool();
    throw error;
  });
  // Starts the housekeeping chain unless a round is already pending or running (any process may
  // have queued it). Not preserve_run_at: beside a round another process is running now, that
  // mode queues a second round at once.
  await runner.addJob(HOUSEKEEPING, {}, { jobKey: HOUSEKEEPING, jobKeyMode: 'unsafe_dedupe' });
  // A runner that ends by itself (see superviseWorker) leaves the pool to us as well.
  void runner.promise.then(endPool, endPool);
  return {
    runner,
    // A runner already ending by itself refuses a second stop with "Runner is already stopped":
    // then wait until it has released its connections.
    stop: async () => {
      await runner.stop().catch(() => runner.promise.catch(() => undefined));
      await endPool();
    },
  };
}

export interface SupervisedWorker {
  stop(): Promise<void>;
}

const RESTART_DELAY_MS = { first: 2_000, max: 60_000 };

/**
 * startWorker, restarted with backoff when its runner gives up (graphile-worker stops after losing
 * PostgreSQL for long): the queued mails wait in the database and are sent once it is back, without
 * restarting the app. A runner that ends without an error is not restarted (see watch). stop() ends
 * the current runner, if it is still running, and any pending restart.
 */
export async function superviseWorker(options: WorkerOptions): Promise<SupervisedWorker> {
  let runner: StartedWorker | null = await startWorker(options);
  let stopped = false;
  let delay = RESTART_DELAY_MS.first;
  let timer: NodeJS.Timeout | null = null;
  const restartLater = (err: unknown, message: string) => {
    appLogger.error({ err, retryInMs: delay }, message);
    timer = setTimeout(restart, delay);
    delay = Math.min(delay * 2, RESTART_DELAY_MS.max);
  };
  const watch = (current: StartedWorker) => {
    current.runner.promise.then(
      () => {
        if (stopped) return;
        // graphile-worker ends a runner quietly only on purpose: another process migrated its schema
        // in a way this release cannot work with (it also sets process.exitCode 57). Restarting it
        // would be unsafe; the queued jobs wait for a process of the new release.
        runner = null;
        appLogger.error('job worker ended by itself (a newer release migrated its schema); not restarting it');
      },
      (err: unknown) => {
        if (stopped) return;
        runner = null;
        restartLater(err, 'job worker stopped; restarting');
      },
    );
  };
  const restart = () => {
    timer = null;
    if (stopped) return;
    startWorker(options).then(
      (next) => {
        if (stopped) return void next.stop();
        runner = next;
        delay = RESTART_DELAY_MS.first;
        appLogger.info('job worker restarted');
        watch(next);
      },
      (err: unknown) => restartLater(err, 'job worker could not restart'),
    );
  };
  watch(runner);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = runner;
      runner = null;
      await current?.stop();
    },
  };
}

/** Runs every job that is due now until none is left (tests, CLIs). */
export async function drainJobs(options: Pick<WorkerOptions, 'connectionString' | 'orm' | 'services'>): Promise<void> {
  await runOnce({
    connectionString: options.connectionString,
    logger: workerLogger,
    taskList: taskList(options.orm, options.services),
  });
}
