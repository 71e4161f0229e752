import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '../mail/index.js';

export const SEND_MAIL = 'send_mail';

/** About 25 attempts with graphile-worker's exponential backoff span roughly three days. */
export const MAIL_MAX_ATTEMPTS = 25;

export interface MailJobPayload extends MailMessage {
  to: string[];
  /**
   * The left part of the mail's Message-ID, chosen once when the mail is queued: every retry sends
   * the same one (a receiver drops the copy of a delivery cut off mid-send), and no two mails share
   * it. Jobs queued before it existed have none.
   */
  messageKey?: string;
}

/**
 * Writes a send_mail job through the caller's EntityManager, so it shares the transaction of the
 * change that causes the mail: both commit or neither does, and no request waits on SMTP.
 * `eventKey` names the event (graphile-worker's job_key): enqueuing the same event again
 * replaces the pending job instead of adding a second mail.
 */
export async function enqueueMail(em: EntityManager, message: MailMessage, eventKey: string): Promise<void> {
  const to = Array.isArray(message.to) ? message.to : [message.to];
  if (to.length === 0) return;
  const payload: MailJobPayload = { to, subject: message.subject, text: message.text, messageKey: randomUUID() };
  await em.execute('select graphile_worker.add_job(?, cast(? as json), max_attempts => ?, job_key => ?)', [
    SEND_MAIL,
    JSON.stringify(payload),
    MAIL_MAX_ATTEMPTS,
    `mail:${eventKey}`,
  ]);
}
