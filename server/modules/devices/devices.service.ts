import { mkdtemp, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { RequestContext, Viewer } from '../../core/context.js';
import { DeviceCategory, DeviceStatus, PasswordType, Role } from '../../core/domain.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../core/errors.js';
import { findPage, iterateAll, type ListOrder } from '../../core/db/queries.js';
import type { Page } from '../../core/paging.js';
import { requireViewer } from '../../core/policies.js';
import { validateInput } from '../../core/validation.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Certificate } from '../certificates/certificate.entity.js';
import { containsPattern } from '../../core/db/like.js';
import { markFilesInUse, registerFiles } from '../certificates/orphan-files.js';
import type { FileStore } from '../../core/files/file-store.js';
import { Organization } from '../organizations/organization.entity.js';
import { SharedPassword } from '../shared-passwords/shared-password.entity.js';
import { categoryDefinition, type CategoryDefinition } from './categories.js';
import { cancelSchema, datesSchema, deviceFilterSchema, uploadSchema } from './device.inputs.js';
import { Device } from './device.entity.js';
import { DeviceStatusChange } from './device-status-change.entity.js';
import { AUDIENCE, noopDeviceNotifier, type DeviceNotifier } from './device-notifier.js';
import { refusedMessage, TRANSITIONS, wrongRoleMessage, type DeviceAction } from './lifecycle.js';
import { canOnDevice, canSeeDevice, deviceViewerCan, roleMayTake, type DeviceSubject } from '../../policies/device.policy.js';
import { UploadPreview } from './upload-preview.entity.js';
import { registeredCertificateNumbers } from './certificate-number-key.js';
import { isPubliclyVisible } from './visibility.js';
import { decodeCsv, parseCsv } from './upload/csv-text.js';
import { checkHeader, findDuplicates, storedCell, validateRows, type ValidatedRow } from './upload/rows.js';
import { DEFAULT_ZIP_LIMITS, readUploadZip, type ReadZip, type ZipLimits } from './upload/zip-reader.js';
import type { UploadedZip } from './upload/uploaded-zip.js';
import { insertDevices } from './upload/insert-devices.js';
import { checkedFilesPresent, checkedUpload, zipOfChecked, type CheckedUpload } from './upload/checked-upload.js';
import { COMMON_CSV_HEADERS, csvColumns } from './categories.js';
import { streamDeviceRows, type DeviceCsvRow } from './csv/device-rows-sql.js';

export const DEVICE_NOT_FOUND = '機器が見つかりません';
export const CERTIFICATE_NOT_FOUND = '証明書が見つかりません';
const NO_MANAGER = 'この機器区分を管理する権限がありません';
/** A number registered by another organization: the same words whoever holds it, nothing about the record. */
export const CERTIFICATE_NUMBER_UNAVAILABLE = 'この証明書番号は登録できません。番号に誤りがないかご確認ください';
/** How long a check's preview record is kept (expired ones are deleted by the next check). */
export const UPLOAD_PREVIEW_TTL_MS = 24 * 3600 * 1000;
/** Puts in flight at once when an upload stores its PDFs (S3 round trips overlap; a disk is not swamped). */
const PUT_PARALLEL = 8;
/** Newest first, on the signed-in lists and in their PDF. */
const LIST_ORDER: ListOrder<Device> = { id: 'desc' };

export type { UploadedZip } from './upload/uploaded-zip.js';

export interface UploadCheckResult {
  fileName: string;
  headers: string[];
  csv: { row: number; cells: string[] }[];
  errors: { row: number; column: string; messages: string[] }[];
  duplicates: { row: number; certificateNumber: string; firstRow: number }[];
  exists: { row: number; certificateNumber: string }[];
}

interface UploadAnalysis {
  input: Awaited<ReturnType<typeof validateInput<typeof uploadSchema>>>;
  rows: ValidatedRow[];
  brandByName: Map<string, BrandName>;
  existing: Set<string>;
  takenElsewhere: Set<string>;
  zipSha256: string;
  /** What was read, for the preview (absent when it came from one). */
  checked?: CheckedUpload;
}

export interface ViewerCan {
  applyPublish: boolean;
  approve: boolean;
  applyCancel: boolean;
  cancel: boolean;
  delete: boolean;
  updateDates: boolean;
}

export interface DevicesServiceOptions {
  notifier?: DeviceNotifier;
  files: FileStore;
  limits?: Partial<ZipLimits>;
}

/** The equipment registry: lists, upload (check → commit), lifecycle, certificates. */
export class DevicesService {
  notifier: DeviceNotifier;
  limits: ZipLimits;
  readonly files: FileStore;

  constructor(options: DevicesServiceOptions) {
    this.files = options.files;
    this.notifier = options.notifier ?? noopDeviceNotifier;
    this.limits = { ...DEFAULT_ZIP_LIMITS, ...options.limits };
  }

  // ---- access ---------------------------------------------------------------------------

  /** Administrators: every category. Organizations: only categories whose manager flag is set. */
  async access(ctx: RequestContext, category: DeviceCategory): Promise<{ viewer: Viewer; organization: Organization | null }> {
    const viewer = requireViewer(ctx);
    if (viewer.role === Role.admin) return { viewer, organization: null };
    if (viewer.role !== Role.organization || viewer.organizationId === null) throw Forbidden();
    const organization = await ctx.em.findOne(Organization, { id: viewer.organizationId });
    if (!organization || !organization[categoryDefinition(category).managerFlag]) throw Forbidden(NO_MANAGER);
    return { viewer, organization };
  }

  viewerCan(viewer: Viewer | null, device: Device): ViewerCan {
    return deviceViewerCan(viewer, subjectOf(device));
  }

  // ---- lists ----------------------------------------------------------------------------

  private async where(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown) {
    const { organization } = await this.access(ctx, category);
    const filter = await validateInput(deviceFilterSchema, rawFilter);
    const and: FilterQuery<Device>[] = [{ category }];
    if (organization) and.push({ organization: organization.id });
    else if (filter.organizationId) and.push({ organization: filter.organizationId });
    if (filter.brandName) and.push({ brandName: { name: { $ilike: containsPattern(filter.brandName) } } });
    if (filter.keyword) {
      const like = containsPattern(filter.keyword);
      and.push({ $or: [
        { certificateNumber: { $ilike: like } }, { puNumber: { $ilike: like } }, { tuNumber: { $ilike: like } },
        { bbNumber: { $ilike: like } }, { systemNumber: { $ilike: like } }, { systemType: { $ilike: like } },
        { heatCollectorType: { $ilike: like } }, { heatStorageTankType: { $ilike: like } },
      ] });
    }
    if (filter.releaseDateFrom) and.push({ releaseDate: { $gte: filter.releaseDateFrom } });
    if (filter.publishDateFrom) and.push({ publishDate: { $gte: filter.publishDateFrom } });
    if (filter.status) and.push({ status: filter.status });
    else if (!filter.includeExpired) and.push({ status: { $ne: DeviceStatus.canceled } });
    if (filter.dateType && (filter.startDate || filter.finishDate)) {
      const column = ({ created_at: 'createdAt', updated_at: 'updatedAt', release_date: 'releaseDate', publish_date: 'publishDate' } as const)[filter.dateType];
      const range: Record<string, unknown> = {};
      const timestamp = column === 'createdAt' || column === 'updatedAt';
      if (filter.startDate) range.$gte = timestamp ? new Date(`${filter.startDate}T00:00:00+09:00`) : filter.startDate;
      if (filter.finishDate) {
        range[timestamp ? '$lt' : '$lte'] = timestamp ? new Date(new Date(`${filter.finishDate}T00:00:00+09:00`).getTime() + 86_400_000) : filter.finishDate;
      }
      and.push({ [column]: range } as FilterQuery<Device>);
    }
    return { where: { $and: and } as FilterQuery<Device>, page: filter.page };
  }

  async list(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown): Promise<Page<Device>> {
    const { where, page } = await this.where(ctx, category, rawFilter);
    return findPage(ctx.em, Device, where, page, { orderBy: LIST_ORDER, populate: ['brandName', 'organization', 'certificate'] });
  }

  async exportRows(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown): Promise<AsyncGenerator<Device>> {
    const { where } = await this.where(ctx, category, rawFilter);
    return iterateAll(ctx.em, Device, where, { orderBy: LIST_ORDER, populate: ['brandName', 'organization', 'certificate'] });
  }

  /** The organization CSV's rows, streamed from SQL in list order. */
  async csvRows(ctx: RequestContext, category: DeviceCategory, rawFilter: unknown): Promise<AsyncGenerator<DeviceCsvRow>> {
    const { where } = await this.where(ctx, category, rawFilter);
    return streamDeviceRows(ctx.em, where, { id: 'desc' });
  }

  async get(ctx: RequestContext, category: DeviceCategory, id: number): Promise<Device> {
    const { organization } = await this.access(ctx, category);
    const device = await ctx.em.findOne(Device, { id, category }, { populate: ['brandName', 'organization', 'certificate'] });
    if (!device || (organization && device.organization.id !== organization.id)) throw NotFound(DEVICE_NOT_FOUND);
    return device;
  }

  async history(ctx: RequestContext, category: DeviceCategory, id: number): Promise<DeviceStatusChange[]> {
    const device = await this.get(ctx, category, id);
    return ctx.em.find(DeviceStatusChange, { device }, { populate: ['actor'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  // ---- upload ---------------------------------------------------------------------------

  private async zipPassword(em: EntityManager, organization: Organization, passwordType: PasswordType, sharedPasswordId: number | undefined, decrypt: (s: string) => string) {
    if (passwordType === PasswordType.shared) {
      const shared = await em.findOne(SharedPassword, { id: sharedPasswordId! }, { populate: ['zipPasswordEncrypted'] });
      if (!shared) throw ValidationFailed({ sharedPasswordId: ['共用パスワードが見つかりません'] });
      return decrypt(shared.zipPasswordEncrypted);
    }
    const org = await em.findOneOrFail(Organization, { id: organization.id }, { populate: ['zipPasswordEncrypted'] });
    if (!org.zipPasswordEncrypted) throw ValidationFailed({ passwordType: ['事業者のZIPパスワードが登録されていません'] });
    return decrypt(org.zipPasswordEncrypted);
  }

  private async uploader(ctx: RequestContext, category: DeviceCategory): Promise<{ viewer: Viewer; organization: Organization }> {
    const { viewer, organization } = await this.access(ctx, category);
    if (!organization) throw Forbidden('アップロードは情報提供事業者のみ行えます');
    return { viewer, organization };
  }

  /**
   * Reads, decrypts, decodes and validates an upload, then hands the result to `use` while the
   * referenced PDFs sit in a staging folder (removed afterwards). Writes nothing to the registry.
   */
  private async analyze<T>(
    ctx: RequestContext, definition: CategoryDefinition, organization: Organization, upload: UploadedZip | null, rawInput: unknown,
    use: (analysis: UploadAnalysis) => Promise<T>,
  ): Promise<T> {
    const input = await validateInput(uploadSchema, rawInput);
    if (!upload || upload.size === 0) throw ValidationFailed({ zip: ['ZIPファイルを選択してください'] });
    if (!/\.zip$/i.test(upload.fileName)) throw ValidationFailed({ zip: ['ZIPファイルを選択してください'] });
    const password = await this.zipPassword(ctx.em, organization, input.passwordType, input.sharedPasswordId, (s) => ctx.services.deps.secretBox.decrypt(s));
    const stagingDir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
    try {
      let header: string[] = [];
      let data: string[][] = [];
      let indexes: number[] = [];
      const zip = await readUploadZip(upload.path, password, {
        limits: this.limits,
        stagingDir,
        referencedPdfs: (csvBytes) => {
          const records = parseCsv(decodeCsv(csvBytes).text);
          if (records.length === 0) throw ValidationFailed({ zip: ['CSVファイルにヘッダー行がありません'] });
          header = records[0]!;
          data = records.slice(1);
          indexes = checkHeader(definition, header, this.limits.maxRows, data.length);
          const fileColumn = indexes[csvColumns(definition).findIndex((c) => c.key === 'certificateFileName')]!;
          return data.map((record) => storedCell(record[fileColumn])).filter(Boolean);
        },
      });
      const analysis = await this.validate(ctx, definition, organization, { header, data, indexes, zip }, upload.sha256);
      return await use({ ...analysis, input, checked: checkedUpload(zip, header, data) });
    } finally {
      await rm(stagingDir, { recursive: true, force: true });
    }
  }

  /** Validates parsed rows against the database (brands, registered numbers). */
  private async validate(
    ctx: RequestContext, definition: CategoryDefinition, organization: Organization,
    { header, data, indexes, zip }: { header: string[]; data: string[][]; indexes: number[]; zip: Pick<ReadZip, 'pdfs' | 'csvName'> },
    zipSha256: string,
  ): Promise<Omit<UploadAnalysis, 'input'>> {
    const brands = await ctx.em.find(BrandName, { organization: organization.id });
    const brandByName = new Map(brands.map((b) => [b.name, b]));
    const rows = validateRows(definition, data, indexes, new Set(brandByName.keys()), zip, header.length);
    // Numbers already registered: the organization's own are named (its devices); another
    // organization's are only "cannot be taken", saying nothing about that record.
    const registered = await registeredCertificateNumbers(ctx.em, definition.category, rows.map((r) => r.certificateNumber), organization.id);
    return { rows, brandByName, existing: registered.own, takenElsewhere: registered.elsewhere, zipSha256 };
  }

  /**
   * The commit's shortcut: the same zip (by sha256, same password choice) was checked by this
   * organization within the preview's lifetime and its PDFs are still stored, so its rows are
   * re-validated against the database without decrypting and inflating the zip again.
   */
  private async fromPreview(
    ctx: RequestContext, definition: CategoryDefinition, organization: Organization, upload: UploadedZip | null, rawInput: unknown,
  ): Promise<UploadAnalysis | null> {
    const input = await validateInput(uploadSchema, rawInput);
    if (!upload || upload.size === 0 || !/\.zip$/i.test(upload.fileName)) return null;
    const zipSha256 = upload.sha256;
    const preview = await ctx.em.findOne(UploadPreview, {
      organization: organization.id, category: definition.category, zipSha256, passwordType: input.passwordType,
      sharedPassword: input.sharedPasswordId ?? null, committedAt: null, expiresAt: { $gt: new Date() }, checked: { $ne: null },
    }, { orderBy: { id: 'desc' }, populate: ['checked'] });
    const checked = preview?.checked;
    if (!checked || !(await checkedFilesPresent(ctx.em, this.files, checked))) return null;
    const indexes = checkHeader(definition, checked.header, this.limits.maxRows, checked.data.length);
    const analysis = await this.validate(ctx, definition, organization, { ...checked, indexes, zip: zipOfChecked(checked) }, zipSha256);
    return { ...analysis, input };
  }

  async check(ctx: RequestContext, category: DeviceCategory, upload: UploadedZip | null, rawInput: unknown): Promise<UploadCheckResult> {
    const definition = categoryDefinition(category);
    const { viewer, organization } = await this.uploader(ctx, category);
    return this.analyze(ctx, definition, organization, upload, rawInput, async (analysis) => {
      // Stored now (content-addressed, so a repeat is free) for the commit to use without the zip.
      await this.storeFiles(ctx.em, analysis.rows.filter((r) => r.pdf && r.pdf.invalid === null));
      return this.preview(ctx, viewer, organization, definition, upload!, analysis);
    });
  }

  private async preview(
    ctx: RequestContext, viewer: Viewer, organization: Organization, definition: CategoryDefinition, upload: UploadedZip,
    { input, rows, existing, takenElsewhere, zipSha256, checked }: UploadAnalysis,
  ): Promise<UploadCheckResult> {
    const category = definition.category;
    const result: UploadCheckResult = {
      fileName: upload.fileName,
      headers: csvColumns(definition).map((c) => c.header),
      csv: rows.map((r) => ({ row: r.row, cells: r.cells })),
      errors: rows.flatMap((r) => [
        ...r.errors.map((e) => ({ row: r.row, column: e.column, messages: e.messages })),
        ...(takenElsewhere.has(r.certificateNumber) ? [{ row: r.row, column: COMMON_CSV_HEADERS.certificateNumber, messages: [CERTIFICATE_NUMBER_UNAVAILABLE] }] : []),
      ]),
      duplicates: findDuplicates(rows),
      exists: rows.filter((r) => existing.has(r.certificateNumber)).map((r) => ({ row: r.row, certificateNumber: r.certificateNumber })),
    };
    const now = new Date();
    await ctx.em.transactional(async (em) => {
      // Previews are a short record of what was checked (the commit marks its own); expired ones go here.
      await em.nativeDelete(UploadPreview, { expiresAt: { $lte: now } });
      em.create(UploadPreview, {
        organization: organization.id, user: viewer.user.id, category, fileName: upload.fileName.slice(0, 255), zipSha256,
        passwordType: input.passwordType, sharedPassword: input.sharedPasswordId ?? null,
        result: { rows: rows.length, errors: result.errors.length, duplicates: result.duplicates.length, exists: result.exists.length },
        expiresAt: new Date(now.getTime() + UPLOAD_PREVIEW_TTL_MS),
        checked: checked ?? null,
      });
    });
    return result;
  }

  /**
   * Re-validates the checked zip (from its preview, else by reading it again), skips no_list rows
   * and writes all rows or none.
   */
  async commit(ctx: RequestContext, category: DeviceCategory, upload: UploadedZip | null, rawInput: unknown): Promise<{ created: number; ids: number[] }> {
    const definition = categoryDefinition(category);
    const { viewer, organization } = await this.uploader(ctx, category);
    const previewed = await this.fromPreview(ctx, definition, organization, upload, rawInput);
    if (previewed) return this.register(ctx, viewer, organization, definition, previewed);
    return this.analyze(ctx, definition, organization, upload, rawInput, (analysis) => this.register(ctx, viewer, organization, definition, analysis));
  }

  private async register(
    ctx: RequestContext, viewer: Viewer, organization: Organization, definition: CategoryDefinition,
    { input, rows, brandByName, existing, takenElsewhere, zipSha256 }: UploadAnalysis,
  ): Promise<{ created: number; ids: number[] }> {
    const category = definition.category;
    const skip = new Set(input.noList);
    const active = rows.filter((r) => !skip.has(r.row));
    if (active.length === 0) throw ValidationFailed({ noList: ['取り込む行がありません（すべての行がスキップされています）'] });
    const problems: string[] = [];
    for (const row of active) {
      for (const error of row.errors) problems.push(`${row.row}行目 ${error.column}: ${error.messages.join(' ')}`);
      if (existing.has(row.certificateNumber)) problems.push(`${row.row}行目: 証明書番号「${row.certificateNumber}」は既に登録されています`);
      if (takenElsewhere.has(row.certificateNumber)) problems.push(`${row.row}行目 ${COMMON_CSV_HEADERS.certificateNumber}: ${CERTIFICATE_NUMBER_UNAVAILABLE}`);
    }
    for (const dup of findDuplicates(active)) {
      problems.push(`${dup.row}行目: 証明書番号「${dup.certificateNumber}」は${dup.firstRow}行目と重複しています`);
    }
    if (problems.length > 0) {
      throw ValidationFailed({ rows: problems.slice(0, 500) }, '取り込めない行があります。修正するか、スキップを指定してください');
    }
    await this.storeFiles(ctx.em, active);
    try {
      const ids = await ctx.em.transactional(async (em) => this.writeRows(em, definition, organization, viewer, active, brandByName));
      const now = new Date();
      await ctx.em.nativeUpdate(UploadPreview, { organization: organization.id, category, zipSha256, committedAt: null, expiresAt: { $gt: now } }, { committedAt: now });
      return { created: ids.length, ids };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw ValidationFailed({ rows: ['登録できない証明書番号が含まれています。確認からやり直してください'] });
      }
      throw error;
    }
  }

  /**
   * Registers the rows' PDFs (committed at once, young, so collection leaves them a grace period) and
   * puts them into the store before the devices' transaction: a committed certificate always has its
   * bytes, and a rolled-back upload leaves files that orphan collection removes. Every file is put,
   * reused ones too, so a file whose object a failed collection removed is restored.
   */
  private async storeFiles(em: EntityManager, rows: ValidatedRow[]): Promise<void> {
    const pdfs = new Map(rows.map((r) => [r.pdf!.sha256, r.pdf!]));
    await registerFiles(em, [...pdfs.values()]);
    // A PDF from a preview has no bytes here: checkedFilesPresent saw its object in the store.
    const staged = [...pdfs.values()].filter((pdf) => pdf.path || pdf.content);
    for (let i = 0; i < staged.length; i += PUT_PARALLEL) {
      await Promise.all(staged.slice(i, i + PUT_PARALLEL).map((pdf) => (pdf.content ? this.files.putBuffer(pdf.sha256, pdf.content) : this.files.put(pdf.sha256, pdf.path))));
    }
  }

  private async writeRows(
    em: EntityManager, definition: CategoryDefinition, organization: Organization, viewer: Viewer,
    rows: ValidatedRow[], brandByName: Map<string, BrandName>,
  ): Promise<number[]> {
    // Touched and locked, so orphan collection cannot take them meanwhile; registered by storeFiles,
    // missing only if collected in between, which the grace period rules out.
    const shas = [...new Set(rows.map((r) => r.pdf!.sha256))];
    const present = await markFilesInUse(em, shas);
    const missing = shas.find((sha256) => !present.has(sha256));
    if (missing) throw new Error(`stored file ${missing} vanished before the upload committed`);
    return insertDevices(em, {
      definition, organizationId: organization.id, actorId: viewer.user.id,
      rows: rows.map((row) => ({
        certificateNumber: row.certificateNumber, brandNameId: brandByName.get(row.brandName)!.id,
        releaseDate: row.releaseDate!, publishDate: row.publishDate, identifying: row.identifying, performance: row.performance,
        file: { sha256: row.pdf!.sha256, size: row.pdf!.size, fileName: baseName(row.pdf!.name).slice(0, 255) },
      })),
    });
  }

  // ---- lifecycle ------------------------------------------------------------------------

  async transition(ctx: RequestContext, category: DeviceCategory, id: number, action: DeviceAction, rawInput?: unknown): Promise<Device> {
    const device = await this.get(ctx, category, id);
    const viewer = ctx.viewer!;
    const rule = TRANSITIONS[action];
    if (!roleMayTake(viewer, action)) throw Forbidden(wrongRoleMessage(action));
    const cancelInput = action === 'apply_cancel' || action === 'cancel' ? await validateInput(cancelSchema, rawInput) : null;
    if (!canOnDevice(viewer, action, subjectOf(device))) throw Conflict(refusedMessage(action, viewer.role, device.status));
    const from = device.status;
    device.status = rule.to;
    if (cancelInput) device.canceledAt = cancelInput.canceledAt;
    // Requests (publish, cancel) stay internal; the public copy changes on approval and cancellation.
    if (rule.to === DeviceStatus.published || rule.to === DeviceStatus.canceled) device.publicUpdatedAt = new Date();
    ctx.em.create(DeviceStatusChange, {
      device, actor: viewer.user, fromStatus: from, toStatus: rule.to,
      reasons: cancelInput?.reason ?? [], note: cancelInput?.note ?? '', canceledAt: cancelInput?.canceledAt ?? null,
    });
    await ctx.em.flush();
    await this.notifier.notify(ctx.em, { action, device, audience: AUDIENCE[action] }).catch(() => undefined);
    return device;
  }

  async updateDates(ctx: RequestContext, category: DeviceCategory, id: number, rawInput: unknown): Promise<Device> {
    const device = await this.get(ctx, category, id);
    const input = await validateInput(datesSchema, rawInput);
    const publishFlag = input.publishFlag ?? !!input.publishDate;
    if (publishFlag && !input.publishDate) throw ValidationFailed({ publishDate: ['公開日を入力してください'] });
    if (!canOnDevice(ctx.viewer, 'update_dates', subjectOf(device))) throw Conflict(datesRefusedMessage(device.status));
    device.releaseDate = input.releaseDate;
    device.publishDate = publishFlag ? input.publishDate! : null;
    device.publicUpdatedAt = new Date();
    await ctx.em.flush();
    return device;
  }

  async delete(ctx: RequestContext, category: DeviceCategory, id: number): Promise<void> {
    const device = await this.get(ctx, category, id);
    if (!canOnDevice(ctx.viewer, 'delete', subjectOf(device))) throw Conflict('登録済の機器のみ削除できます（公開申請後は管理者に取消を依頼してください）');
    await ctx.em.transactional(async (em) => {
      await em.nativeDelete(DeviceStatusChange, { device: device.id });
      await em.nativeDelete(Certificate, { device: device.id });
      await em.nativeDelete(Device, { id: device.id });
    });
    ctx.em.clear();
  }

  // ---- certificates ---------------------------------------------------------------------

  /** Owner organization and administrators always; the public once the device is publicly visible. */
  async certificate(ctx: RequestContext, category: DeviceCategory, id: number): Promise<Certificate> {
    const certificate = await ctx.em.findOne(Certificate, { id, device: { category } }, { populate: ['device'] });
    if (!certificate) throw NotFound(CERTIFICATE_NOT_FOUND);
    const device = certificate.device;
    const viewer = ctx.viewer;
    const allowed = canSeeDevice(viewer, subjectOf(device)) || isPubliclyVisible(device, { includeExpired: true });
    if (!allowed) throw NotFound(CERTIFICATE_NOT_FOUND);
    return certificate;
  }

  async certificateFile(ctx: RequestContext, category: DeviceCategory, id: number): Promise<{ certificate: Certificate; content: Readable }> {
    const certificate = await this.certificate(ctx, category, id);
    return { certificate, content: await this.files.stream(certificate.file.sha256) };
  }
}

function subjectOf(device: Device): DeviceSubject {
  return { status: device.status, organizationId: device.organization.id };
}

function datesRefusedMessage(status: DeviceStatus): string {
  return status === DeviceStatus.canceled
    ? '取消済の機器の日付は変更できません'
    : '公開承認後の機器の日付は変更できません。変更が必要な場合は管理者に依頼してください';
}

function baseName(path: string): string {
  return path.replaceAll('\\', '/').split('/').pop() || path;
}
