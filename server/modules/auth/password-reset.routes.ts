import { Router } from 'express';
import { bodyOf, route } from '../../core/rest/handler.js';

export function passwordResetRoutes(): Router {
  const router = Router();

  router.post('/password/email', route('public', async (ctx, req) => {
    return { message: await ctx.services.passwordReset.request(ctx, bodyOf(req)) };
  }));

  router.post('/password/reset', route('public', async (ctx, req) => {
    return { message: await ctx.services.passwordReset.reset(ctx, bodyOf(req)) };
  }));

  return router;
}
