import { bodyOf } from '../../core/rest/handler.js';
import { addRowCrudRoutes } from '../../core/rest/row-crud-routes.js';
import { userJson } from './user-rest.dto.js';
import { USER_NOT_FOUND } from './users.service.js';
import type { UsersService } from './users.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { USERS_API } from './users.openapi.js';

export function usersRoutes(usersService: UsersService): ApiRoutes {
  const api = new ApiRoutes();
  const idRoutes = api.rows(USER_NOT_FOUND);

  api.put('/users/unlock', USERS_API.unlock, 'admin', async (ctx, req) => {
    const users = await usersService.unlock(ctx, bodyOf(req));
    return { users: users.map(userJson) };
  });

  addRowCrudRoutes(api, {
    path: '/users',
    api: USERS_API,
    access: 'user',
    notFound: USER_NOT_FOUND,
    service: usersService,
    json: userJson,
  });

  idRoutes.put('/users/:id/password', USERS_API.password, 'user', async (ctx, id, req) => {
    await usersService.changePassword(ctx, id, bodyOf(req));
    return { message: 'パスワードを変更しました' };
  });

  return api;
}
