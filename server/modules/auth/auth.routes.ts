import { Router } from 'express';
import { Unauthenticated } from '../../core/errors.js';
import { bodyOf, route } from '../../core/rest/handler.js';
import { userJson } from '../users/user-rest.dto.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(authService: AuthService): Router {
  const router = Router();

  router.post(
    '/login',
    route('public', async (ctx, req) => {
      const viewer = await authService.login(ctx, bodyOf(req));
      return { users: [userJson(viewer.user)], type: viewer.edition };
    }),
  );

  router.get(
    '/login',
    route('public', (ctx) => {
      if (!ctx.viewer) throw Unauthenticated();
      return { users: [userJson(ctx.viewer.user)], type: ctx.viewer.edition };
    }),
  );

  router.post(
    '/logout',
    route('public', async (ctx) => {
      await authService.logout(ctx);
      return { message: 'ログアウトしました' };
    }),
  );

  return router;
}
