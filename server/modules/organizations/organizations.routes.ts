import { type Request } from 'express';
import { camelizeKeys } from '../../core/rest/case.js';
import { bodyOf, pageJson } from '../../core/rest/handler.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import { organizationJson, userJson } from '../users/user-rest.dto.js';
import type { Organization } from './organization.entity.js';
import {
  BELONG_TO_LABELS,
  ORGANIZATION_STATUS_LABELS as STATUS_LABELS,
  ORGANIZATION_TYPE_LABELS,
} from '../../rules/contact-fields.js';
import { MANAGER_FLAG_LABELS, ORGANIZATION_NOT_FOUND } from './organizations.service.js';
import { MANAGER_FLAGS } from './organization.entity.js';
import type { RegistrationService } from './registration.service.js';
import type { OrganizationsService } from './organizations.service.js';
import { ApiRoutes } from '../../core/rest/api-routes.js';
import { ORGANIZATIONS_API } from './organizations.openapi.js';

// Express 5 parses the query into a null-prototype object; copy it so the keys get camelized.
const queryOf = (req: Request) => camelizeKeys({ ...req.query });

export const REGISTERED_MESSAGE = '登録申請を受け付けました。管理者の承認後にログインできるようになります';
const TOKYO_DAY = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateText = (d: Date | null | undefined) => (d ? TOKYO_DAY.format(d) : '');

export function organizationsRoutes(
  registrationService: RegistrationService,
  organizationsService: OrganizationsService,
): ApiRoutes {
  const api = new ApiRoutes();
  const idRoutes = api.rows(ORGANIZATION_NOT_FOUND);

  api.post('/register', ORGANIZATIONS_API.register, 'public', async (ctx, req, res) => {
    const organization = await registrationService.register(ctx, bodyOf(req));
    res.status(201);
    return { organization: organizationJson(organization), message: REGISTERED_MESSAGE };
  });

  api.get('/organizations', ORGANIZATIONS_API.list, 'admin', async (ctx, req) =>
    pageJson('organizations', await organizationsService.list(ctx, queryOf(req)), organizationJson),
  );

  api.get('/organizations/download/pdf', ORGANIZATIONS_API.pdf, 'admin', async (ctx, req, res) => {
    const rows = await organizationsService.exportRows(ctx, queryOf(req));
    await sendListPdf<Organization>(res, {
      title: '情報提供事業者一覧',
      columns: [
        { label: '事業者名', width: 2.2, value: (o) => o.name },
        { label: '区分', width: 1, value: (o) => ORGANIZATION_TYPE_LABELS[o.type] ?? String(o.type) },
        { label: '住所', width: 2.5, value: (o) => `〒${o.postcode} ${o.address}` },
        { label: '電話番号', width: 1.1, value: (o) => o.tel },
        { label: '状態', width: 0.8, value: (o) => STATUS_LABELS[o.status] ?? o.status },
        {
          label: '管理機器',
          width: 2,
          value: (o) =>
            MANAGER_FLAGS.filter((f) => o[f])
              .map((f) => MANAGER_FLAG_LABELS[f])
              .join('、'),
        },
        { label: '協会', width: 0.9, value: (o) => BELONG_TO_LABELS[o.belongTo] ?? o.belongTo },
        { label: '登録日', width: 0.9, value: (o) => dateText(o.createdAt) },
        { label: '承認日', width: 0.9, value: (o) => dateText(o.approvedAt) },
      ],
      rows,
    });
  });

  idRoutes.get('/organizations/:id', ORGANIZATIONS_API.byId, 'user', async (ctx, id) => ({
    organizations: [organizationJson(await organizationsService.get(ctx, id))],
  }));

  idRoutes.get('/organizations/:id/users', ORGANIZATIONS_API.users, 'user', async (ctx, id) => ({
    users: (await organizationsService.users(ctx, id)).map(userJson),
  }));

  idRoutes.put('/organizations/:id', ORGANIZATIONS_API.update, 'user', async (ctx, id, req) => ({
    organization: organizationJson(await organizationsService.update(ctx, id, bodyOf(req))),
  }));

  idRoutes.put('/organizations/:id/approved/enabled', ORGANIZATIONS_API.approve, 'admin', async (ctx, id, req) => ({
    organization: organizationJson(await organizationsService.approve(ctx, id, bodyOf(req))),
  }));

  idRoutes.put('/organizations/:id/approved/disabled', ORGANIZATIONS_API.disable, 'admin', async (ctx, id) => ({
    organization: organizationJson(await organizationsService.disable(ctx, id)),
  }));

  idRoutes.delete('/organizations/:id', ORGANIZATIONS_API.delete, 'admin', async (ctx, id) => {
    await organizationsService.delete(ctx, id);
  });

  idRoutes.post('/organizations/:id/zip_password', ORGANIZATIONS_API.zipPassword, 'user', async (ctx, id, req) => {
    await organizationsService.changeZipPassword(ctx, id, bodyOf(req));
    return { message: 'ファイルアップロード用パスワードを変更しました' };
  });

  return api;
}
