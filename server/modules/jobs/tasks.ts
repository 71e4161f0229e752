import type { MikroORM } from '@mikro-orm/postgresql';
import type { TaskList } from 'graphile-worker';
import type { FileStore } from '../../core/files/file-store.js';
import type { Mailer } from '../mail/index.js';
import type { SessionStore } from '../auth/index.js';
import { pruneEvents } from '../auth/throttle.js';
import { collectOrphanFiles, ORPHAN_GRACE_MS } from '../certificates/orphan-files.js';
import { UploadPreview } from '../device-uploads/upload-preview.entity.js';
import { logger } from '../../core/logger.js';
import { SEND_MAIL, type MailJobPayload } from './mail-queue.js';

/** What the tasks use, handed over by the composition root (its services object fits). */
export interface JobServices {
  mailer: Mailer;
  sessions: SessionStore;
  files: FileStore;
}

/**
 * Every task this app runs. send_mail throws on a failed delivery so graphile-worker retries it
 * with backoff; the payload (a reset mail holds its link) is never logged.
 */
export function taskList(orm: MikroORM, services: JobServices): TaskList {
  return {
    [SEND_MAIL]: async (payload, helpers) => {
      const mail = payload as MailJobPayload;
      // Not the job_key: a password reset's key is the same for every reset of that user, and mail
      // services such as Gmail drop a message whose Message-ID they have seen before.
      await services.mailer.send(mail, { messageKey: mail.messageKey ?? `job-${helpers.job.id}` });
    },
    [HOUSEKEEPING]: async (_payload, helpers) => {
      const em = orm.em.fork();
      const now = Date.now();
      const counts = {
        sessions: await services.sessions.pruneExpired(em),
        throttleEvents: await pruneEvents(em),
        uploadPreviews: await em.nativeDelete(UploadPreview, { expiresAt: { $lte: new Date(now) } }),
        orphanFiles: await collectOrphanFiles({
          em: orm.em.fork(),
          files: services.files,
          olderThan: new Date(now - ORPHAN_GRACE_MS),
        }),
      };
      logger.info(counts, 'housekeeping done');
      // The next round; the job_key keeps one pending round across all processes.
      await helpers.addJob(
        HOUSEKEEPING,
        {},
        { jobKey: HOUSEKEEPING, runAt: new Date(Date.now() + HOUSEKEEPING_EVERY_MS) },
      );
    },
  };
}

/**
 * Housekeeping is one self-rescheduling job (job_key 'housekeeping'), so it runs once across all
 * processes. Not graphile-worker's cron: in 0.16 a cron query failing while PostgreSQL is away
 * leaves an unhandled rejection (runner.js `cron.promise.finally`) that ends the process.
 */
export const HOUSEKEEPING = 'housekeeping';
export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
