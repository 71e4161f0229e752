import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler } from 'express';
import type { Config } from '../../config.js';
import { Role } from '../../core/domain.js';
import { NotFound } from '../../core/errors.js';
import { contentDisposition } from '../../core/http/content-disposition.js';
import { bodyOf, idParam, route } from '../../core/rest/handler.js';
import { camelizeKeys } from '../../core/rest/case.js';
import { sendListPdf } from '../../core/rest/pdf.js';
import { certificatePdf } from '../../seed/pdf.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from './categories.js';
import { organizationCsvColumns, templateCsv } from './device-csv.js';
import { sendCsv } from '../../core/csv/csv-writer.js';
import { certificateJson, deviceJson, statusChangeJson, uploadCheckJson } from './device.json.js';
import type { Device } from './device.entity.js';
import { CERTIFICATE_NOT_FOUND, DEVICE_NOT_FOUND } from './devices.service.js';
import type { DeviceAction } from './lifecycle.js';
import { readMultipart } from './upload/multipart.js';
import { writeEncryptedZip } from './upload/zip-writer.js';
import { publicApiRateLimit } from './public/public-devices.routes.js';
import { DEVICE_STATUS_LABELS } from '../../core/domain.js';

const requireId = (req: Request, message = DEVICE_NOT_FOUND) => idParam(req) ?? (() => { throw NotFound(message); })();

function categoryRoutes(router: Router, definition: CategoryDefinition, config: Config, publicLimit: RequestHandler): void {
  const base = `/${definition.apiResource}`;
  const { category } = definition;
  const devices = (ctx: Parameters<Parameters<typeof route>[1]>[0]) => ctx.services.devices;

  router.get(base, route('user', async (ctx, req) => {
    const page = await devices(ctx).list(ctx, category, camelizeKeys({ ...req.query }));
    return {
      [definition.apiResource]: page.items.map((d) => deviceJson(d, devices(ctx).viewerCan(ctx.viewer, d))),
      total: page.total, page: page.page, page_size: page.pageSize,
    };
  }));

  router.get(`${base}/download/pdf`, route('user', async (ctx, req, res) => {
    const rows = await devices(ctx).exportRows(ctx, category, camelizeKeys({ ...req.query }));
    const admin = ctx.viewer?.role === Role.admin;
    await sendListPdf<Device>(res, {
      title: `${definition.label}一覧`,
      columns: [
        { label: 'ID', width: 0.5, value: (d) => d.id },
        ...(admin ? [{ label: '事業者', width: 1.6, value: (d: Device) => d.organization.name }] : []),
        { label: 'ブランド名', width: 1.4, value: (d) => d.brandName.name },
        { label: '証明書番号', width: 1.4, value: (d) => d.certificateNumber },
        ...definition.identifyingFields.map((f) => ({ label: f.label, width: 1.4, value: (d: Device) => d[f.key] ?? '' })),
        { label: '発売予定年月日', width: 1, value: (d) => d.releaseDate },
        { label: '公開日', width: 1, value: (d) => d.publishDate ?? '' },
        { label: '状態', width: 0.8, value: (d) => DEVICE_STATUS_LABELS[d.status] },
      ],
      rows,
    });
  }));

  router.get(`${base}/download/organization_csv`, route('user', async (ctx, req, res) => {
    const rows = await devices(ctx).csvRows(ctx, category, camelizeKeys({ ...req.query }));
    await sendCsv(res, { baseName: definition.label, asciiBaseName: definition.apiResource, columns: organizationCsvColumns(definition, { administrator: ctx.viewer?.role === Role.admin }), rows });
  }));

  router.get(`${base}/download/template`, route('user', async (ctx, _req, res) => {
    const { organization } = await devices(ctx).access(ctx, category);
    const brand = organization ? await ctx.em.findOne(BrandName, { organization: organization.id }, { orderBy: { id: 'asc' } }) : null;
    const { csv } = templateCsv(definition, brand?.name ?? 'ブランド名', 1);
    res.setHeader('Content-Type', 'text/csv; charset=Shift_JIS');
    res.setHeader('Content-Disposition', contentDisposition(`${definition.label}_テンプレート.csv`, `${definition.apiResource}_template.csv`));
    res.end(csv);
  }));

  router.get(`${base}/download/sample`, route('user', async (ctx, _req, res) => {
    const { organization } = await devices(ctx).access(ctx, category);
    if (!organization) throw NotFound('サンプルは情報提供事業者のみダウンロードできます');
    const brand = await ctx.em.findOne(BrandName, { organization: organization.id }, { orderBy: { id: 'asc' } });
    const org = await ctx.em.findOneOrFail(Organization, { id: organization.id }, { populate: ['zipPasswordEncrypted'] });
    const { csv, pdfNames, numbers } = templateCsv(definition, brand?.name ?? 'ブランド名', 2);
    const zip = await writeEncryptedZip([
      { name: `${definition.apiResource}.csv`, content: csv },
      ...pdfNames.map((name, i) => ({ name, content: certificatePdf([`Sample certificate ${numbers[i]}`, 'Demo file for the upload format']) })),
    ], ctx.services.deps.secretBox.decrypt(org.zipPasswordEncrypted));
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', contentDisposition(`${definition.label}_サンプル.zip`, `${definition.apiResource}_sample.zip`));
    res.end(zip);
  }));

  router.post(`${base}/check`, route('user', async (ctx, req) => {
    await devices(ctx).access(ctx, category);
    const upload = await readMultipart(req, config.uploadMaxBytes);
    return uploadCheckJson(await devices(ctx).check(ctx, category, upload.zip, camelizeKeys(upload.fields)));
  }));

  router.post(base, route('user', async (ctx, req, res) => {
    await devices(ctx).access(ctx, category);
    const upload = await readMultipart(req, config.uploadMaxBytes);
    const result = await devices(ctx).commit(ctx, category, upload.zip, camelizeKeys(upload.fields));
    res.status(201);
    return { created: result.created, ids: result.ids };
  }));

  router.get(`${base}/:id`, route('user', async (ctx, req) => {
    const id = requireId(req);
    const device = await devices(ctx).get(ctx, category, id);
    const history = await devices(ctx).history(ctx, category, id);
    return { [definition.apiResource]: [{ ...deviceJson(device, devices(ctx).viewerCan(ctx.viewer, device)), status_changes: history.map(statusChangeJson) }] };
  }));

  const transition = (path: string, action: DeviceAction) =>
    router.put(`${base}/:id/${path}`, route('user', async (ctx, req) => {
      const device = await devices(ctx).transition(ctx, category, requireId(req), action, bodyOf(req));
      return { device: deviceJson(device, devices(ctx).viewerCan(ctx.viewer, device)) };
    }));
  transition('apply_publish', 'apply_publish');
  transition('approve/enabled', 'approve');
  transition('apply_cancel', 'apply_cancel');
  transition('cancel', 'cancel');

  router.put(`${base}/:id/date`, route('user', async (ctx, req) => {
    const device = await devices(ctx).updateDates(ctx, category, requireId(req), bodyOf(req));
    return { device: deviceJson(device, devices(ctx).viewerCan(ctx.viewer, device)) };
  }));

  router.delete(`${base}/:id`, route('user', async (ctx, req) => {
    await devices(ctx).delete(ctx, category, requireId(req));
  }));

  // Certificates are a public door (each file request reads a whole PDF): the public /api limit.
  const cert = `/${definition.certificateResource}`;
  router.get(`${cert}/:id`, publicLimit, route('public', async (ctx, req) => {
    const certificate = await devices(ctx).certificate(ctx, category, requireId(req, CERTIFICATE_NOT_FOUND));
    return { certificate: certificateJson(certificate) };
  }));
  router.get(`${cert}/:id/file`, publicLimit, route('public', async (ctx, req, res) => {
    const { certificate, content } = await devices(ctx).certificateFile(ctx, category, requireId(req, CERTIFICATE_NOT_FOUND));
    res.setHeader('Content-Type', certificate.contentType);
    res.setHeader('Content-Length', String(certificate.size));
    res.setHeader('Content-Disposition', contentDisposition(certificate.fileName, `certificate_${certificate.id}.pdf`));
    await pipeline(content, res);
  }));
}

/** /api/{category} and /api/{certificate resource} for every category of the table. */
export function devicesRoutes(config: Config): Router {
  const router = Router();
  const publicLimit = publicApiRateLimit(config);
  for (const definition of CATEGORY_DEFINITIONS) categoryRoutes(router, definition, config, publicLimit);
  return router;
}
