import { Router } from 'express';
import { bodyOf, requireId, route } from '../../core/rest/handler.js';
import { userJson } from './user-rest.dto.js';
import { USER_NOT_FOUND } from './users.service.js';
import type { UsersService } from './users.service.js';

export function usersRoutes(usersService: UsersService): Router {
  const router = Router();

  router.put(
    '/users/unlock',
    route('admin', async (ctx, req) => {
      const users = await usersService.unlock(ctx, bodyOf(req));
      return { users: users.map(userJson) };
    }),
  );

  router.post(
    '/users',
    route('user', async (ctx, req, res) => {
      const user = await usersService.create(ctx, bodyOf(req));
      res.status(201);
      return { user: userJson(user) };
    }),
  );

  router.get(
    '/users/:id',
    route('user', async (ctx, req) => {
      return { users: [userJson(await usersService.get(ctx, requireId(req, USER_NOT_FOUND)))] };
    }),
  );

  router.put(
    '/users/:id',
    route('user', async (ctx, req) => {
      return { user: userJson(await usersService.update(ctx, requireId(req, USER_NOT_FOUND), bodyOf(req))) };
    }),
  );

  router.delete(
    '/users/:id',
    route('user', async (ctx, req) => {
      await usersService.delete(ctx, requireId(req, USER_NOT_FOUND));
    }),
  );

  router.put(
    '/users/:id/password',
    route('user', async (ctx, req) => {
      await usersService.changePassword(ctx, requireId(req, USER_NOT_FOUND), bodyOf(req));
      return { message: 'パスワードを変更しました' };
    }),
  );

  return router;
}
