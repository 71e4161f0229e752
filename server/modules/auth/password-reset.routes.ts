import { bodyOf } from '../../core/rest/handler.js';
import type { PasswordResetService } from './password-reset.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { AUTH_API } from './auth.openapi.js';

export function passwordResetRoutes(passwordResetService: PasswordResetService): ApiRoutes {
  const api = new ApiRoutes();

  api.post('/password/email', AUTH_API.resetRequest, 'public', async (ctx, req) => {
    return { message: await passwordResetService.request(ctx, bodyOf(req)) };
  });

  api.post('/password/reset', AUTH_API.reset, 'public', async (ctx, req) => {
    return { message: await passwordResetService.reset(ctx, bodyOf(req)) };
  });

  return api;
}
