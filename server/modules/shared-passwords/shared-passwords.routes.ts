import { Role } from '../../core/domain.js';
import { bodyOf, requireId, route } from '../../core/rest/handler.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import type { SharedPassword } from './shared-password.entity.js';
import { sharedPasswordChoiceJson, sharedPasswordJson } from './shared-password-rest.dto.js';
import type { SharedPasswordsService } from './shared-passwords.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { SHARED_PASSWORDS_API } from './shared-passwords.openapi.js';

export function sharedPasswordsRoutes(sharedPasswordsService: SharedPasswordsService): ApiRoutes {
  const api = new ApiRoutes();

  // Administrators get the paged list (no passwords); organization users get every {id, name}.
  api.get(
    '/shared_passwords',
    SHARED_PASSWORDS_API.list,
    route('user', async (ctx, req) => {
      if (ctx.viewer?.role !== Role.admin) {
        const choices = await sharedPasswordsService.choices(ctx);
        return { shared_passwords: choices.map(sharedPasswordChoiceJson), total: choices.length };
      }
      const page = await sharedPasswordsService.list(ctx, req.query);
      return { shared_passwords: page.items.map(sharedPasswordJson), total: page.total, page: page.page };
    }),
  );

  api.get(
    '/shared_passwords/download/pdf',
    SHARED_PASSWORDS_API.pdf,
    route('admin', async (ctx, _req, res) => {
      await sendListPdf<SharedPassword>(res, {
        title: '共用ファイルアップロード用パスワード一覧',
        columns: [
          { label: 'ID', width: 0.5, value: (s) => s.id },
          { label: '名称', width: 3, value: (s) => s.name },
          { label: '備考', width: 4, value: (s) => s.note },
        ],
        rows: sharedPasswordsService.exportRows(ctx),
      });
    }),
  );

  api.get(
    '/shared_passwords/:id',
    SHARED_PASSWORDS_API.byId,
    route('admin', async (ctx, req) => {
      return {
        shared_passwords: [
          sharedPasswordJson(await sharedPasswordsService.get(ctx, requireId(req, '共用パスワードが見つかりません'))),
        ],
      };
    }),
  );

  api.post(
    '/shared_passwords',
    SHARED_PASSWORDS_API.create,
    route('admin', async (ctx, req, res) => {
      const sharedPassword = await sharedPasswordsService.create(ctx, bodyOf(req));
      res.status(201);
      return { shared_password: sharedPasswordJson(sharedPassword) };
    }),
  );

  api.put(
    '/shared_passwords/:id',
    SHARED_PASSWORDS_API.update,
    route('admin', async (ctx, req) => {
      return {
        shared_password: sharedPasswordJson(
          await sharedPasswordsService.update(ctx, requireId(req, '共用パスワードが見つかりません'), bodyOf(req)),
        ),
      };
    }),
  );

  api.delete(
    '/shared_passwords/:id',
    SHARED_PASSWORDS_API.delete,
    route('admin', async (ctx, req) => {
      await sharedPasswordsService.delete(ctx, requireId(req, '共用パスワードが見つかりません'));
    }),
  );

  return api;
}
