import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { logger } from '../../core/logger.js';
import { ASSOCIATION_CONTACT_PAGE, associationPage } from '../../rules/association-site.js';

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
}

/**
 * Sends plain-text UTF-8 mail. With SMTP_URL set it speaks SMTP; without it every mail is
 * written as an .eml file under <dataDir>/mail/ (and the path logged), so a newcomer can open
 * the reset link without a mail server. Only the send_mail job calls it (server/modules/jobs/):
 * a failed delivery throws so the queue retries it; no request ever waits here.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly mailDir: string | null;
  /** Tests without SMTP keep mails here instead of writing files. */
  readonly outbox: MailMessage[] = [];

  constructor(
    private readonly config: Pick<
      Config,
      'env' | 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicBaseUrl' | 'port' | 'associationUrl'
    >,
  ) {
    if (config.smtpUrl) {
      // Bounded waits: an SMTP server that accepts and never greets must not hold a request for
      // nodemailer's default two minutes.
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
      this.mailDir = null;
    } else if (config.env === 'test') {
      this.transport = nodemailer.createTransport({ jsonTransport: true });
      this.mailDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.mailDir = path.join(config.dataDir, 'mail');
    }
  }

  /** The portal's public address, for links in mails. */
  baseUrl(): string {
    return (this.config.publicBaseUrl ?? `http://localhost:${this.config.port}`).replace(/\/+$/, '');
  }

  /** The association's contact page (the footer's お問い合わせ), for mails that send readers there. */
  contactUrl(): string | null {
    return this.config.associationUrl ? associationPage(ASSOCIATION_CONTACT_PAGE, this.config.associationUrl) : null;
  }

  /**
   * `messageKey` is stable per queued mail, so a retry after a crash mid-send lets receivers drop
   * the copy; the Message-ID is `<messageKey@the sender's domain>` (RFC 5322 §3.6.4).
   */
  async send(message: MailMessage, options: { messageKey?: string } = {}): Promise<void> {
    const to = Array.isArray(message.to) ? message.to : [message.to];
    if (to.length === 0) return;
    try {
      const info = await this.transport.sendMail({
        from: this.config.mailFrom,
        to,
        messageId: options.messageKey ? `<${options.messageKey}@${this.senderDomain()}>` : undefined,
        subject: message.subject,
        text: message.text,
        textEncoding: 'base64',
      });
      if (this.config.env === 'test' && !this.config.smtpUrl) {
        this.outbox.push({ ...message, to });
      } else if (this.mailDir) {
        await fs.mkdir(this.mailDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(this.mailDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
        await fs.writeFile(file, info.message as Buffer);
        logger.info({ to, subject: message.subject, file }, `mail written to ${file}`);
      } else {
        logger.info({ to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      }
    } catch (err) {
      logger.warn({ err, to, subject: message.subject }, 'mail delivery failed; the queue retries it');
      throw err;
    }
  }

  /** The domain of MAIL_FROM (`no-reply@example.jp` or `"名前" <no-reply@example.jp>`). */
  private senderDomain(): string {
    return /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.config.mailFrom)?.[1] ?? 'localhost';
  }

  close(): void {
    this.transport.close();
  }
}
