import { bodyOf, route, rowRoutes } from '../../core/rest/handler.js';
import { userJson } from './user-rest.dto.js';
import { USER_NOT_FOUND } from './users.service.js';
import type { UsersService } from './users.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { USERS_API } from './users.openapi.js';

export function usersRoutes(usersService: UsersService): ApiRoutes {
  const api = new ApiRoutes();
  const row = rowRoutes(USER_NOT_FOUND);

  api.put(
    '/users/unlock',
    USERS_API.unlock,
    route('admin', async (ctx, req) => {
      const users = await usersService.unlock(ctx, bodyOf(req));
      return { users: users.map(userJson) };
    }),
  );

  api.post(
    '/users',
    USERS_API.create,
    route('user', async (ctx, req, res) => {
      const user = await usersService.create(ctx, bodyOf(req));
      res.status(201);
      return { user: userJson(user) };
    }),
  );

  api.get(
    '/users/:id',
    USERS_API.byId,
    row('user', async (ctx, id) => ({ users: [userJson(await usersService.get(ctx, id))] })),
  );

  api.put(
    '/users/:id',
    USERS_API.update,
    row('user', async (ctx, id, req) => ({ user: userJson(await usersService.update(ctx, id, bodyOf(req))) })),
  );

  api.delete(
    '/users/:id',
    USERS_API.delete,
    row('user', async (ctx, id) => {
      await usersService.delete(ctx, id);
    }),
  );

  api.put(
    '/users/:id/password',
    USERS_API.password,
    row('user', async (ctx, id, req) => {
      await usersService.changePassword(ctx, id, bodyOf(req));
      return { message: 'パスワードを変更しました' };
    }),
  );

  return api;
}
