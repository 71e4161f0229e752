import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import type { Services } from '../../services.js';
import { pruneEvents } from '../auth/throttle.js';
import { collectOrphanFiles, ORPHAN_GRACE_MS } from '../certificates/orphan-files.js';
import { UploadPreview } from '../devices/upload-preview.entity.js';
import { RateLimitWindow } from '../../core/rate-limit/rate-limit-window.entity.js';
import { logger } from '../../core/logger.js';
import { SEND_MAIL, type MailJobPayload } from './mail-queue.js';

/** Rate-limit windows are at most minutes long; a day-old one is certainly finished. */
const RATE_LIMIT_WINDOW_KEEP_MS = 86_400_000;

/**
 * Every task this app runs. send_mail throws on a failed delivery so graphile-worker retries it
 * with backoff; the payload (a reset mail holds its link) is never logged.
 */
export function taskList(orm: MikroORM, services: Services): TaskList {
  return {
    [SEND_MAIL]: async (payload, helpers) => {
      const mail = payload as MailJobPayload;
      await services.mailer.send(mail, { messageId: `<job-${helpers.job.key ?? helpers.job.id}@portal>` });
    },
    housekeeping: async () => {
      const em = orm.em.fork();
      const now = Date.now();
      const counts = {
        sessions: await services.sessions.pruneExpired(em),
        throttleEvents: await pruneEvents(em),
        uploadPreviews: await em.nativeDelete(UploadPreview, { expiresAt: { $lte: new Date(now) } }),
        rateLimitWindows: await em.nativeDelete(RateLimitWindow, { windowStart: { $lt: new Date(now - RATE_LIMIT_WINDOW_KEEP_MS) } }),
        orphanFiles: await collectOrphanFiles({ em: orm.em.fork(), olderThan: new Date(now - ORPHAN_GRACE_MS) }),
      };
      logger.info(counts, 'housekeeping done');
    },
  };
}

/**
 * graphile-worker's cron: each line runs once per slot across every process (the slot is
 * claimed in PostgreSQL), and a slot missed while every process was down is made up within an hour.
 */
export const CRONTAB = '*/10 * * * * housekeeping ?fill=1h&max=1';
