import type { RequestContext } from '../../core/context.js';
import { NotFound } from '../../core/errors.js';
import { requireAdmin } from '../../core/access.js';
import { SEND_MAIL, type MailJobPayload } from './mail-queue.js';

/** A queued mail that failed at least once: retrying with backoff, or given up (dead letter). */
export interface MailFailure {
  id: number;
  to: string[];
  subject: string;
  attempts: number;
  maxAttempts: number;
  /** Every attempt used: the queue no longer retries it; an administrator resends or discards it. */
  givenUp: boolean;
  lastError: string;
  nextAttemptAt: Date;
  queuedAt: Date;
}

interface JobRow {
  id: string;
  payload: MailJobPayload;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  created_at: Date;
}

const NOT_FOUND = '対象のメールが見つかりません';
const LIST_LIMIT = 200;

/**
 * The administrator's view of mail that could not be delivered, read from graphile-worker's jobs:
 * recipients and subject only (a reset mail's body holds its link and is never shown).
 */
export class MailFailuresService {
  async list(ctx: RequestContext): Promise<MailFailure[]> {
    requireAdmin(ctx);
    const rows: JobRow[] = await ctx.em.execute(
      // The public jobs view has no payload: read graphile-worker's own table (pinned at 0.16.6,
      // covered by test/integration/graphql/mail-failures.test.ts).
      `select j.id, j.payload, j.attempts, j.max_attempts, j.last_error, j.run_at, j.created_at
         from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = ? and j.attempts > 0 and j.last_error is not null
        order by (j.attempts >= j.max_attempts) desc, j.id desc limit ?`,
      [SEND_MAIL, LIST_LIMIT],
    );
    return rows.map(toFailure);
  }

  /** Sends again now, with a fresh set of attempts. */
  async resend(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    await this.requireMailJob(ctx, id);
    await ctx.em.execute('select graphile_worker.reschedule_jobs(array[?]::bigint[], run_at => now(), attempts => 0)', [
      id,
    ]);
  }

  /** Removes the mail from the queue for good. */
  async discard(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    await this.requireMailJob(ctx, id);
    await ctx.em.execute('select graphile_worker.complete_jobs(array[?]::bigint[])', [id]);
  }

  private async requireMailJob(ctx: RequestContext, id: number): Promise<void> {
    const rows: unknown[] = await ctx.em.execute(
      'select 1 from graphile_worker.jobs where id = ? and task_identifier = ? and locked_at is null',
      [id, SEND_MAIL],
    );
    if (rows.length === 0) throw NotFound(NOT_FOUND);
  }
}

function toFailure(row: JobRow): MailFailure {
  return {
    id: Number(row.id),
    to: row.payload.to,
    subject: row.payload.subject,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    givenUp: row.attempts >= row.max_attempts,
    // Errors from the mailer name the SMTP reply, never credentials (SMTP_URL is not in them).
    lastError: (row.last_error ?? '').split('\n')[0]!.slice(0, 500),
    nextAttemptAt: new Date(row.run_at),
    queuedAt: new Date(row.created_at),
  };
}
