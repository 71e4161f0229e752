import { Unauthenticated } from '../../core/errors.js';
import { bodyOf } from '../../core/rest/handler.js';
import { userJson } from '../users/user-rest.dto.js';
import type { AuthService } from './auth.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { AUTH_API } from './auth.openapi.js';

export function authRoutes(authService: AuthService): ApiRoutes {
  const api = new ApiRoutes();

  api.post('/login', AUTH_API.login, 'public', async (ctx, req) => {
    const viewer = await authService.login(ctx, bodyOf(req));
    return { users: [userJson(viewer.user)], type: viewer.edition };
  });

  api.get('/login', AUTH_API.signedIn, 'public', (ctx) => {
    if (!ctx.viewer) throw Unauthenticated();
    return { users: [userJson(ctx.viewer.user)], type: ctx.viewer.edition };
  });

  api.post('/logout', AUTH_API.logout, 'public', async (ctx) => {
    await authService.logout(ctx);
    return { message: 'ログアウトしました' };
  });

  return api;
}
