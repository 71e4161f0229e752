import { Role } from '../../core/domain.js';
import { addMasterDataRoutes, type MasterDataPdf } from '../../core/master-data/master-data.routes.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { pageJson } from '../../core/rest/handler.js';
import type { SharedPassword } from './shared-password.entity.js';
import { sharedPasswordChoiceJson, sharedPasswordJson } from './shared-password-rest.dto.js';
import type { SharedPasswordsService } from './shared-passwords.service.js';
import { SHARED_PASSWORDS_API } from './shared-passwords.openapi.js';

const PDF: MasterDataPdf<SharedPassword> = {
  title: '共用ファイルアップロード用パスワード一覧',
  columns: [
    { label: '名称', width: 3, value: (s) => s.name },
    { label: '備考', width: 4, value: (s) => s.note },
  ],
};

export function sharedPasswordsRoutes(sharedPasswordsService: SharedPasswordsService): ApiRoutes {
  const api = new ApiRoutes();
  // Administrators get the paged list (no passwords); organization users get every {id, name}.
  api.get('/shared_passwords', SHARED_PASSWORDS_API.list, 'user', async (ctx, req) => {
    if (ctx.viewer?.role !== Role.admin) {
      const choices = await sharedPasswordsService.choices(ctx);
      return { shared_passwords: choices.map(sharedPasswordChoiceJson), total: choices.length };
    }
    return pageJson('shared_passwords', await sharedPasswordsService.list(ctx, req.query), sharedPasswordJson);
  });
  addMasterDataRoutes(api, {
    api: SHARED_PASSWORDS_API,
    service: sharedPasswordsService,
    json: sharedPasswordJson,
    pdf: PDF,
  });
  return api;
}
