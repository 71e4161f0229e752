import { Router } from 'express';
import { bodyOf, route } from '../../core/rest/handler.js';
import type { PasswordResetService } from './password-reset.service.js';

export function passwordResetRoutes(passwordResetService: PasswordResetService): Router {
  const router = Router();

  router.post(
    '/password/email',
    route('public', async (ctx, req) => {
      return { message: await passwordResetService.request(ctx, bodyOf(req)) };
    }),
  );

  router.post(
    '/password/reset',
    route('public', async (ctx, req) => {
      return { message: await passwordResetService.reset(ctx, bodyOf(req)) };
    }),
  );

  return router;
}
