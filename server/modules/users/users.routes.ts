import { Router } from 'express';
import { bodyOf, route } from '../../core/rest/handler.js';
import { userJson } from './user.json.js';

export function usersRoutes(): Router {
  const router = Router();

  router.put('/users/unlock', route('admin', async (ctx, req) => {
    const users = await ctx.services.users.unlock(ctx, bodyOf(req));
    return { users: users.map(userJson) };
  }));

  return router;
}
