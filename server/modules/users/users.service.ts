import type { RequestContext } from '../../core/context.js';
import { NotFound } from '../../core/errors.js';
import { requireAdmin } from '../../core/policies.js';
import { validateInput } from '../../core/validation.js';
import { array, number, object } from 'yup';
import { clearEvents, LOGIN_FAILURES } from '../auth/throttle.js';
import { User } from './user.entity.js';

const unlockSchema = object({
  idList: array(number().typeError('ユーザーIDは数値で指定してください').integer('ユーザーIDは整数で指定してください').required())
    .typeError('ユーザーIDの一覧を指定してください')
    .required('ユーザーIDを指定してください')
    .min(1, 'ユーザーIDを指定してください')
    .max(1000, '一度に解除できるのは1000件までです'),
});

export class UsersService {
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
}
