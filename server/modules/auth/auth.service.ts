import type { RequestContext, Viewer } from '../../core/context.js';
import { OrganizationStatus, Role, type Edition } from '../../core/domain.js';
import { Forbidden, TooManyRequests, ValidationFailed } from '../../core/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../core/security/passwords.js';
import { validateInput } from '../../core/validation.js';
import { normalizeEmail } from '../../rules/contact-fields.js';
import { User } from '../users/user.entity.js';
import { loginSchema } from './auth.inputs.js';
import type { SessionStore } from './sessions.js';
import { LOGIN_FAILURES, lockThrottleKey, recordEvent, throttleWait } from './throttle.js';
import type { Clock } from '../../core/clock.js';
import type { ClientBudget } from '../../core/rate-limit/client-budget.js';

export const LOCK_AFTER_FAILURES = 10;
/**
 * One answer for an unknown address, a wrong password and a locked account (whatever the password):
 * a 423 for locked accounts only told a stranger that the address is registered (docs/decisions.md).
 */
const WRONG_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません';
const LOGIN_THROTTLED = 'ログインの試行回数が多すぎます。1分ほど待ってから再度お試しください';

type Attempt =
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfter: number }
  | { outcome: 'refused'; message: string }
  | { outcome: 'ok'; user: User };

export class AuthService {
  constructor(
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly passwordChecks: ClientBudget,
  ) {}

  me(ctx: RequestContext): Viewer | null {
    return ctx.viewer;
  }

  /**
   * Checks the password under a per-(email, IP) advisory lock, records a failure, then answers.
   * The failure is committed before the error is thrown, so throttling and locking always count.
   * A locked account answers exactly like a wrong password or an unknown address, whatever the
   * password (checked before it, with the same argon2 work): the lock confirms neither the address
   * nor a guessed password.
   */
  async login(ctx: RequestContext, rawInput: unknown): Promise<Viewer> {
    const input = await validateInput(loginSchema, rawInput);
    const email = normalizeEmail(input.email);
    const throttleKey = `${email}|${ctx.ip}`;
    this.passwordChecks.take(ctx.ip, LOGIN_THROTTLED);

    const attempt: Attempt = await ctx.em.transactional(async (em) => {
      await lockThrottleKey(em, LOGIN_FAILURES, throttleKey);
      const wait = await throttleWait(em, LOGIN_FAILURES, throttleKey, this.clock.now());
      if (wait > 0) return { outcome: 'throttled', retryAfter: wait };
      const user = await em.findOne(User, { email }, { populate: ['passwordHash', 'organization'] });
      if (user?.lockedAt) {
        await verifyPassword(await dummyPasswordHash(), input.password);
        return { outcome: 'wrong' };
      }
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !passwordOk) {
        recordEvent(em, LOGIN_FAILURES, throttleKey, this.clock.now());
        if (user) {
          user.failedLoginCount += 1;
          if (user.failedLoginCount >= LOCK_AFTER_FAILURES && !user.lockedAt) user.lockedAt = new Date();
        }
        return { outcome: 'wrong' };
      }
      const refusal = organizationRefusal(user);
      if (refusal) return { outcome: 'refused', message: refusal };
      user.failedLoginCount = 0;
      user.lastLoginAt = new Date();
      return { outcome: 'ok', user };
    });

    switch (attempt.outcome) {
      case 'throttled':
        throw TooManyRequests(LOGIN_THROTTLED, attempt.retryAfter);
      case 'wrong':
        throw ValidationFailed({ email: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
      case 'refused':
        throw Forbidden(attempt.message);
      case 'ok':
        return this.startSession(ctx, attempt.user, input.type as Edition);
    }
  }

  /** A new session id at every sign-in; the session the request came with (if any) ends. */
  private async startSession(ctx: RequestContext, user: User, edition: Edition): Promise<Viewer> {
    if (ctx.viewer) await this.sessions.destroy(ctx.em, ctx.viewer.sessionId);
    const { token, session } = await this.sessions.create(ctx.em, user, edition, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await ctx.em.flush();
    ctx.sessionCookie.set(token, session.expiresAt);
    ctx.accessLog.userId = user.id;
    ctx.viewer = {
      user,
      role: user.role,
      organizationId: user.organization?.id ?? null,
      edition,
      sessionId: session.id,
    };
    return ctx.viewer;
  }

  async logout(ctx: RequestContext): Promise<boolean> {
    if (ctx.viewer) await this.sessions.destroy(ctx.em, ctx.viewer.sessionId);
    ctx.sessionCookie.clear();
    ctx.viewer = null;
    return true;
  }
}

function organizationRefusal(user: User): string | null {
  if (user.role === Role.admin) return null;
  switch (user.organization?.status) {
    case OrganizationStatus.approved:
      return null;
    case OrganizationStatus.registered:
      return 'この事業者は管理者の承認待ちのため、まだログインできません';
    default:
      return 'この事業者は利用停止されているため、ログインできません';
  }
}
