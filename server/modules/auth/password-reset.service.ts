import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { TooManyRequests, ValidationFailed } from '../../core/errors.js';
import type { ClientBudget } from '../../core/rate-limit/client-budget.js';
import { hashPassword } from '../../core/security/passwords.js';
import { validateInput } from '../../core/validation.js';
import { normalizeEmail } from '../../rules/contact-fields.js';
import type { Mailer } from '../mail/index.js';
import { enqueueMail } from '../jobs/mail-queue.js';
import { passwordResetMail } from '../mail/index.js';
import { User } from '../users/user.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { INVALID_RESET_TOKEN, resetRequestSchema, resetSchema } from './password-reset.inputs.js';
import { hashToken } from './sessions.js';
import {
  clearEvents,
  lockThrottleKey,
  LOGIN_FAILURES,
  recordEvent,
  throttleWait,
  type ThrottleRule,
} from './throttle.js';
import type { Clock } from '../../core/clock.js';
import type { SessionStore } from './sessions.js';

export const RESET_TOKEN_MINUTES = 60;
export const RESET_MAILS: ThrottleRule = { scope: 'reset_mail', limit: 1, windowSeconds: 60 };
export const RESET_REQUESTED = '入力されたメールアドレスが登録されている場合、パスワード再設定用のメールを送信しました';
export const RESET_DONE = 'パスワードを再設定しました。新しいパスワードでログインしてください';
const RESET_MAILS_THROTTLED = '再設定メールは1分に1回まで送信できます。しばらくしてから再度お試しください';

/**
 * Password reset by mail. The answer never tells whether an address exists; a second request for
 * the same address within a minute is refused whether or not it exists. The token is 32 random
 * bytes, stored only as sha256, single use, valid 60 minutes.
 */
export class PasswordResetService {
  constructor(
    private readonly mailer: Mailer,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly passwordChecks: ClientBudget,
    private readonly resetMails: ClientBudget,
  ) {}

  async request(ctx: RequestContext, rawInput: unknown): Promise<string> {
    const input = await validateInput(resetRequestSchema, rawInput);
    const email = normalizeEmail(input.email);
    this.resetMails.take(ctx.ip, RESET_MAILS_THROTTLED);
    const token = randomBytes(32).toString('base64url');

    const user = await ctx.em.transactional(async (em) => {
      await lockThrottleKey(em, RESET_MAILS, email);
      const wait = await throttleWait(em, RESET_MAILS, email, this.clock.now());
      if (wait > 0) return { retryAfter: wait };
      recordEvent(em, RESET_MAILS, email, this.clock.now());
      const found = await em.findOne(User, { email });
      if (!found) return null;
      // Only the newest link works.
      await em.nativeUpdate(PasswordResetToken, { user: found, usedAt: null }, { usedAt: new Date() });
      em.persist(
        em.create(PasswordResetToken, {
          user: found,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
        }),
      );
      // One pending reset mail per user: a newer request replaces an unsent older one (only the
      // newest link works anyway). The answer is the same whether or not the address exists.
      const mail = passwordResetMail({
        userName: found.name,
        resetUrl: `${this.mailer.baseUrl()}/password/reset/${input.type}/${token}`,
        minutes: RESET_TOKEN_MINUTES,
      });
      await enqueueMail(em, { to: found.email, ...mail }, `user:${found.id}:password-reset`);
      return found;
    });
    if (user && 'retryAfter' in user) {
      throw TooManyRequests(RESET_MAILS_THROTTLED, user.retryAfter);
    }

    return RESET_REQUESTED;
  }

  /** Sets the new password, uses the token up, ends every session of the user and lifts a lock. */
  async reset(ctx: RequestContext, rawInput: unknown): Promise<string> {
    const input = await validateInput(resetSchema, rawInput);
    const email = normalizeEmail(input.email);
    this.passwordChecks.take(ctx.ip);
    const passwordHash = await hashPassword(input.password);
    const ok = await ctx.em.transactional(async (em) => {
      const record = await em.findOne(
        PasswordResetToken,
        { tokenHash: hashToken(input.token) },
        { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now() || record.user.email !== email)
        return false;
      record.usedAt = new Date();
      const user = record.user;
      user.passwordHash = passwordHash;
      user.lockedAt = null;
      user.failedLoginCount = 0;
      await em.flush();
      await clearEvents(em, LOGIN_FAILURES.scope, `${user.email}|`);
      await this.sessions.destroyForUsers(em, [user.id]);
      return true;
    });
    if (!ok) throw ValidationFailed({ token: [INVALID_RESET_TOKEN] });
    return RESET_DONE;
  }
}
