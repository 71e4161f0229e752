import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../core/context.js';
import { Role } from '../../core/domain.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../core/errors.js';
import { findOr404 } from '../../core/db/queries.js';
import { requireAdmin, requireOrganizationUser, requireViewer } from '../../core/access.js';
import { authorizeManaged } from '../../policies/authorize.js';
import { isMemberOf } from '../../policies/viewer.policy.js';
import { hashPassword, verifyPassword } from '../../core/security/passwords.js';
import { integer, validateInput } from '../../core/validation.js';
import { normalizeEmail } from '../../rules/contact-fields.js';
import { array, object } from 'yup';
import { clearEvents, LOGIN_FAILURES } from '../auth/throttle.js';
import { User } from './user.entity.js';
import { passwordChangeSchema, USER_MESSAGES, userCreateSchema, userUpdateSchema } from './user.inputs.js';
import type { SessionStore } from '../auth/index.js';

export const USER_NOT_FOUND = 'ユーザーが見つかりません';

const unlockSchema = object({
  idList: array(integer('ユーザーIDは数値で指定してください').integer('ユーザーIDは整数で指定してください').required())
    .typeError('ユーザーIDの一覧を指定してください')
    .required('ユーザーIDを指定してください')
    .min(1, 'ユーザーIDを指定してください')
    .max(1000, '一度に解除できるのは1000件までです'),
});

export class UsersService {
  constructor(private readonly sessions: SessionStore) {}

  /** Administrators lift the lock that 10 consecutive failed sign-ins put on an account. */
  async unlock(ctx: RequestContext, rawInput: unknown): Promise<User[]> {
    requireAdmin(ctx);
    const { idList } = await validateInput(unlockSchema, rawInput);
    const ids = [...new Set(idList)];
    const users = await ctx.em.find(User, { id: { $in: ids } }, { populate: ['organization'], orderBy: { id: 'asc' } });
    if (users.length !== ids.length) throw NotFound('指定されたユーザーが見つかりません');
    for (const user of users) {
      user.lockedAt = null;
      user.failedLoginCount = 0;
      await clearEvents(ctx.em, LOGIN_FAILURES.scope, `${user.email}|`);
    }
    await ctx.em.flush();
    return users;
  }

  /** A user: administrators any; an organization user those of its own organization. */
  async get(ctx: RequestContext, id: number): Promise<User> {
    const viewer = requireViewer(ctx);
    const user = await findOr404(ctx.em, User, id, USER_NOT_FOUND, { populate: ['organization'] });
    authorizeManaged(viewer, user.organization?.id, USER_NOT_FOUND);
    return user;
  }

  /** An organization user adds a user to its own organization. */
  async create(ctx: RequestContext, rawInput: unknown): Promise<User> {
    const viewer = requireOrganizationUser(ctx);
    const input = await validateInput(userCreateSchema, rawInput);
    const email = await this.freeEmail(ctx, input.email);
    const user = ctx.em.create(User, {
      role: Role.organization,
      organization: viewer.organizationId,
      division: input.division,
      name: input.name,
      tel: input.tel,
      email,
      passwordHash: await hashPassword(input.password),
    });
    await this.flushUnique(ctx);
    return user;
  }

  /**
   * Edits a user of the viewer's organization; a new password ends that user's other sessions and
   * lifts a lock of failed sign-ins (a colleague gave the user a password they know).
   * Editing oneself, a session alone must not take the account over: one's own password changes
   * only on the password change screen (old password), and a new email needs the current password.
   */
  async update(ctx: RequestContext, id: number, rawInput: unknown): Promise<User> {
    const viewer = requireOrganizationUser(ctx);
    const user = await this.ownOrganizationUser(ctx, id);
    const input = await validateInput(userUpdateSchema, rawInput);
    const self = user.id === viewer.user.id;
    if (self && input.password) throw ValidationFailed({ password: [USER_MESSAGES.ownPasswordHere] });
    const email = await this.freeEmail(ctx, input.email, user.id);
    if (self && email !== user.email) await this.requireCurrentPassword(ctx, user, input.currentPassword);
    ctx.em.assign(user, { division: input.division, name: input.name, tel: input.tel, email });
    if (input.password) {
      user.passwordHash = await hashPassword(input.password);
      user.lockedAt = null;
      user.failedLoginCount = 0;
    }
    await this.flushUnique(ctx);
    if (input.password) await this.sessions.destroyForUsers(ctx.em, [user.id], viewer.sessionId);
    return user;
  }

  /** Removes a user of the viewer's organization: never oneself, never the last one. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const viewer = requireOrganizationUser(ctx);
    const user = await this.ownOrganizationUser(ctx, id);
    if (user.id === viewer.user.id) throw Conflict('ログイン中のユーザーは削除できません');
    if ((await ctx.em.count(User, { organization: viewer.organizationId })) <= 1) {
      throw Conflict('事業者のユーザーが1人だけのため削除できません');
    }
    await ctx.em.removeAndFlush(user);
  }

  /** Changes one's own password; every other session of the user ends, the current one stays. */
  async changePassword(ctx: RequestContext, id: number, rawInput: unknown): Promise<void> {
    const viewer = requireViewer(ctx);
    if (viewer.user.id !== id) throw Forbidden('自分以外のユーザーのパスワードは変更できません');
    const input = await validateInput(passwordChangeSchema, rawInput);
    const user = await findOr404(ctx.em, User, id, USER_NOT_FOUND, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw ValidationFailed({ oldPassword: [USER_MESSAGES.oldPasswordWrong] });
    }
    user.passwordHash = await hashPassword(input.newPassword);
    await ctx.em.flush();
    await this.sessions.destroyForUsers(ctx.em, [user.id], viewer.sessionId);
  }

  private async requireCurrentPassword(ctx: RequestContext, user: User, password: string | undefined): Promise<void> {
    if (!password) throw ValidationFailed({ currentPassword: [USER_MESSAGES.currentPasswordRequired] });
    await ctx.em.populate(user, ['passwordHash']);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw ValidationFailed({ currentPassword: [USER_MESSAGES.oldPasswordWrong] });
  }

  /** Only an organization's own users edit or remove its users (an administrator manages none here). */
  private async ownOrganizationUser(ctx: RequestContext, id: number): Promise<User> {
    const viewer = requireOrganizationUser(ctx);
    const user = await findOr404(ctx.em, User, id, USER_NOT_FOUND, { populate: ['organization'] });
    if (!isMemberOf(viewer, user.organization?.id)) throw NotFound(USER_NOT_FOUND);
    return user;
  }

  /** The email, normalized, when no other user has it (unique across the portal). */
  private async freeEmail(ctx: RequestContext, raw: string, exceptId?: number): Promise<string> {
    const email = normalizeEmail(raw);
    const taken = await ctx.em.count(User, { email, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (taken > 0) throw ValidationFailed({ email: [USER_MESSAGES.emailTaken] });
    return email;
  }

  private async flushUnique(ctx: RequestContext): Promise<void> {
    try {
      await ctx.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw ValidationFailed({ email: [USER_MESSAGES.emailTaken] });
      throw error;
    }
  }
}
