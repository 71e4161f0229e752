import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext, Viewer } from '../../core/context.js';
import { PasswordType, type DeviceCategory } from '../../core/domain.js';
import { Forbidden, ValidationFailed } from '../../core/errors.js';
import type { FileStore } from '../../core/files/file-store.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import { validateInput } from '../../core/validation.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { markFilesInUse } from '../certificates/orphan-files.js';
import { Organization } from '../organizations/organization.entity.js';
import { SharedPassword } from '../shared-passwords/shared-password.entity.js';
import {
  categoryDefinition,
  COMMON_CSV_HEADERS,
  csvColumns,
  type CategoryDefinition,
  type DeviceQueryService,
  registeredCertificateNumbers,
} from '../device-registry/index.js';
import { uploadSchema } from './upload.inputs.js';
import { UploadPreview } from './upload-preview.entity.js';
import { StoreWhileReading, storeStagedPdfs } from './upload/store-while-reading.js';
import { checkHeader, findDuplicates, storedCell, validateRows, type ValidatedRow } from './upload/rows.js';
import { DEFAULT_ZIP_LIMITS, readUploadZip, type ReadZip, type ZipLimits } from './upload/zip-reader.js';
import type { UploadedZip } from './upload/uploaded-zip.js';
import { insertDevices } from './upload/insert-devices.js';
import {
  checkedUpload,
  PREVIEW_FILES_TRUSTED_MS,
  saveChecked,
  zipOfChecked,
  type CheckedUpload,
} from './upload/checked-upload.js';
import { DEVICE_FORM_MESSAGES, isZipFileName } from '../../rules/device-forms.js';
import { readUploadTable } from './upload/upload-table.js';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './upload/workbook-parts.js';
import { annotateSheetCells } from './upload/sheet-cells.js';
import { UPLOAD_PROGRESS_ID, UploadAborted, UploadProgressRecorder } from './upload/upload-progress.js';
import type { CheckedSheet } from './upload/checked-upload.js';

/** A number registered by another organization: the same words whoever holds it, nothing about the record. */
export const CERTIFICATE_NUMBER_UNAVAILABLE = 'この証明書番号は登録できません。番号に誤りがないかご確認ください';
/** How long a check's preview record is kept (expired ones are deleted by the next check). */
export const UPLOAD_PREVIEW_TTL_MS = 24 * 3600 * 1000;

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
  /** For a workbook: the cell of a row's column (「（セルB12）」), appended to messages about it. */
  cellOf?: (row: number, column: string) => string;
}

/** An upload being read: its zip, input, password, staging folder and the store its PDFs go to. */
interface StagedUpload {
  upload: UploadedZip;
  input: UploadAnalysis['input'];
  password: string;
  stagingDir: string;
  store: StoreWhileReading | null;
}

/** How one upload reports its progress and learns that its client went away. */
export interface UploadRun {
  /** The browser's id for this upload (uploadProgress polls it); none: no progress is written. */
  progressId?: string | null;
  /** Aborted when the client goes away: the upload stops and leaves nothing behind. */
  signal?: AbortSignal;
}

/** Runs one upload with its progress recorded (under a valid id) and its row removed at the end. */
async function withProgress<T>(
  ctx: RequestContext,
  viewer: Viewer,
  run: UploadRun,
  use: (progress: UploadProgressRecorder) => Promise<T>,
): Promise<T> {
  const id = run.progressId && UPLOAD_PROGRESS_ID.test(run.progressId) ? run.progressId : null;
  const progress = new UploadProgressRecorder(ctx.em, viewer.user.id, id, run.signal);
  progress.start();
  try {
    return await use(progress);
  } finally {
    await progress.end();
  }
}

/** Bulk registration from an encrypted zip: check (validate, preview) → commit (all rows or none). */
export class DeviceUploadService {
  limits: ZipLimits;
  /** Bounds of a workbook (.xlsx) in place of the CSV, checked before it is parsed. */
  workbookLimits: WorkbookLimits = { ...DEFAULT_WORKBOOK_LIMITS };

  constructor(
    private readonly query: DeviceQueryService,
    private readonly files: FileStore,
    private readonly secretBox: SecretBox,
    limits: Partial<ZipLimits> = {},
  ) {
    this.limits = { ...DEFAULT_ZIP_LIMITS, ...limits };
  }

  private async zipPassword(
    em: EntityManager,
    organization: Organization,
    passwordType: PasswordType,
    sharedPasswordId: number | undefined,
  ) {
    if (passwordType === PasswordType.shared) {
      const shared = await em.findOne(
        SharedPassword,
        { id: sharedPasswordId! },
        { populate: ['zipPasswordEncrypted'] },
      );
      if (!shared) throw ValidationFailed({ sharedPasswordId: ['共用パスワードが見つかりません'] });
      return this.secretBox.decrypt(shared.zipPasswordEncrypted);
    }
    const org = await em.findOneOrFail(Organization, { id: organization.id }, { populate: ['zipPasswordEncrypted'] });
    if (!org.zipPasswordEncrypted)
      throw ValidationFailed({ passwordType: ['事業者のZIPパスワードが登録されていません'] });
    return this.secretBox.decrypt(org.zipPasswordEncrypted);
  }

  private async uploader(
    ctx: RequestContext,
    category: DeviceCategory,
  ): Promise<{ viewer: Viewer; organization: Organization }> {
    const { viewer, organization } = await this.query.access(ctx, category);
    if (!organization) throw Forbidden('アップロードは情報提供事業者のみ行えます');
    return { viewer, organization };
  }
  /**
   * Reads, decrypts, decodes and validates an upload, then hands the result to `use` while the
   * referenced PDFs sit in a staging folder (removed afterwards). Writes nothing to the registry.
   */
  private async analyze<T>(
    ctx: RequestContext,
    definition: CategoryDefinition,
    organization: Organization,
    upload: UploadedZip | null,
    rawInput: unknown,
    use: (analysis: UploadAnalysis) => Promise<T>,
    progress: UploadProgressRecorder,
    { storeWhileReading = false }: { storeWhileReading?: boolean } = {},
  ): Promise<T> {
    const input = await validateInput(uploadSchema, rawInput);
    if (!upload || upload.size === 0 || !isZipFileName(upload.fileName)) {
      throw ValidationFailed({ zip: [DEVICE_FORM_MESSAGES.zipFile] });
    }
    const password = await this.zipPassword(ctx.em, organization, input.passwordType, input.sharedPasswordId);
    const stagingDir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
    const store = storeWhileReading ? new StoreWhileReading(ctx.em, this.files) : null;
    try {
      return await this.analyzeStaged(
        ctx,
        definition,
        organization,
        { upload, input, password, stagingDir, store },
        use,
        progress,
      );
    } catch (error) {
      if (error instanceof UploadAborted) await store?.abort();
      throw error;
    } finally {
      await store?.settle();
      await rm(stagingDir, { recursive: true, force: true });
    }
  }

  private async analyzeStaged<T>(
    ctx: RequestContext,
    definition: CategoryDefinition,
    organization: Organization,
    { upload, input, password, stagingDir, store }: StagedUpload,
    use: (analysis: UploadAnalysis) => Promise<T>,
    progress: UploadProgressRecorder,
  ): Promise<T> {
    let header: string[] = [];
    let data: string[][] = [];
    let indexes: number[] = [];
    let sheet: CheckedSheet | undefined;
    const zip = await readUploadZip(upload.path, password, {
      limits: this.limits,
      stagingDir,
      referencedPdfs: async (csvBytes, kind) => {
        const table = await readUploadTable(csvBytes, kind, {
          stagingDir,
          maxRows: this.limits.maxRows,
          maxColumns: csvColumns(definition).length,
          maxChars: this.limits.maxCsvBytes,
          workbookLimits: this.workbookLimits,
        });
        const records = table.records;
        sheet = table.sheet;
        header = records[0]!;
        data = records.slice(1);
        indexes = checkHeader(definition, header, this.limits.maxRows, data.length, kind);
        progress.update({ phase: 'pdfs', rowsTotal: data.length });
        const fileColumn = indexes[csvColumns(definition).findIndex((c) => c.key === 'certificateFileName')]!;
        return data.map((record) => storedCell(record[fileColumn])).filter(Boolean);
      },
      onPdfsListed: (count) => progress.update({ pdfsTotal: count }, true),
      onPdf: (pdf) => {
        // Throws once the client has gone: no later PDF is read or stored.
        progress.update({ pdfsDone: progress.counts.pdfsDone + 1 });
        store?.add(pdf);
      },
    });
    // The rows are validated while the last PDFs are still being written.
    const [validated, stored] = await Promise.allSettled([
      this.validate(ctx, definition, organization, { header, data, indexes, zip, sheet }, upload.sha256, progress),
      store?.finish(),
    ]);
    if (validated.status === 'rejected' && validated.reason instanceof UploadAborted) throw validated.reason;
    if (stored.status === 'rejected') throw stored.reason;
    if (validated.status === 'rejected') throw validated.reason;
    return await use({ ...validated.value, input, checked: checkedUpload(zip, header, data, sheet) });
  }

  /** Validates parsed rows against the database (brands, registered numbers). */
  private async validate(
    ctx: RequestContext,
    definition: CategoryDefinition,
    organization: Organization,
    {
      header,
      data,
      indexes,
      zip,
      sheet,
    }: {
      header: string[];
      data: string[][];
      indexes: number[];
      zip: Pick<ReadZip, 'pdfs' | 'csvName'>;
      sheet?: CheckedSheet;
    },
    zipSha256: string,
    progress: UploadProgressRecorder,
  ): Promise<Omit<UploadAnalysis, 'input'>> {
    const brands = await ctx.em.find(BrandName, { organization: organization.id });
    const brandByName = new Map(brands.map((b) => [b.name, b]));
    progress.update({ phase: 'rows', rowsTotal: data.length, rowsDone: 0 });
    const rows = await validateRows(
      definition,
      data,
      indexes,
      new Set(brandByName.keys()),
      zip,
      header.length,
      (rowsDone) => progress.update({ rowsDone }),
    );
    progress.update({ phase: 'saving', rowsDone: rows.length });
    const cellOf = sheet ? annotateSheetCells(definition, rows, indexes, sheet) : undefined;
    // Numbers already registered: the organization's own are named (its devices); another
    // organization's are only "cannot be taken", saying nothing about that record.
    const registered = await registeredCertificateNumbers(
      ctx.em,
      definition.category,
      rows.map((r) => r.certificateNumber),
      organization.id,
    );
    return {
      rows,
      brandByName,
      existing: registered.own,
      takenElsewhere: registered.elsewhere,
      zipSha256,
      cellOf,
    };
  }

  /**
   * The commit's shortcut: the same zip (by sha256, same password choice) was checked by this
   * organization recently enough that the PDFs its check stored cannot have been collected
   * (PREVIEW_FILES_TRUSTED_MS), so its rows are re-validated against the database without
   * decrypting and inflating the zip again, and without asking the store for each PDF.
   */
  private async fromPreview(
    ctx: RequestContext,
    definition: CategoryDefinition,
    organization: Organization,
    upload: UploadedZip | null,
    rawInput: unknown,
    progress: UploadProgressRecorder,
  ): Promise<UploadAnalysis | null> {
    const input = await validateInput(uploadSchema, rawInput);
    if (!upload || upload.size === 0 || !isZipFileName(upload.fileName)) return null;
    const zipSha256 = upload.sha256;
    // Read as a plain row: the checked rows (thousands of cells) are neither hydrated into an
    // entity nor snapshotted for change tracking, which would hold them twice at the peak.
    const preview = (await ctx.em
      .createQueryBuilder(UploadPreview)
      .select('checked')
      .where({
        organization: organization.id,
        category: definition.category,
        zipSha256,
        passwordType: input.passwordType,
        sharedPassword: input.sharedPasswordId ?? null,
        committedAt: null,
        expiresAt: { $gt: new Date() },
        createdAt: { $gt: new Date(Date.now() - PREVIEW_FILES_TRUSTED_MS) },
        checked: { $ne: null },
      })
      .orderBy({ id: 'desc' })
      .limit(1)
      .execute('get')) as { checked: CheckedUpload | null } | undefined;
    const checked = preview?.checked;
    if (!checked) return null;
    const kind = checked.sheet ? 'xlsx' : 'csv';
    const indexes = checkHeader(definition, checked.header, this.limits.maxRows, checked.data.length, kind);
    const analysis = await this.validate(
      ctx,
      definition,
      organization,
      { ...checked, indexes, zip: zipOfChecked(checked), sheet: checked.sheet },
      zipSha256,
      progress,
    );
    return { ...analysis, input };
  }

  async check(
    ctx: RequestContext,
    category: DeviceCategory,
    upload: UploadedZip | null,
    rawInput: unknown,
    run: UploadRun = {},
  ): Promise<UploadCheckResult> {
    const definition = categoryDefinition(category);
    const { viewer, organization } = await this.uploader(ctx, category);
    // Its clean PDFs are stored as they are read (content-addressed, so a repeat is free), for the
    // commit to use without the zip.
    return withProgress(ctx, viewer, run, (progress) =>
      this.analyze(
        ctx,
        definition,
        organization,
        upload,
        rawInput,
        (analysis) => this.preview(ctx, viewer, organization, definition, upload!, analysis, progress),
        progress,
        { storeWhileReading: true },
      ),
    );
  }

  private async preview(
    ctx: RequestContext,
    viewer: Viewer,
    organization: Organization,
    definition: CategoryDefinition,
    upload: UploadedZip,
    { input, rows, existing, takenElsewhere, zipSha256, checked, cellOf }: UploadAnalysis,
    progress: UploadProgressRecorder,
  ): Promise<UploadCheckResult> {
    const category = definition.category;
    const result: UploadCheckResult = {
      fileName: upload.fileName,
      headers: csvColumns(definition).map((c) => c.header),
      csv: rows.map((r) => ({ row: r.row, cells: r.cells })),
      errors: rows.flatMap((r) => [
        ...r.errors.map((e) => ({ row: r.row, column: e.column, messages: e.messages })),
        ...(takenElsewhere.has(r.certificateNumber)
          ? [
              {
                row: r.row,
                column: COMMON_CSV_HEADERS.certificateNumber,
                messages: [
                  CERTIFICATE_NUMBER_UNAVAILABLE + (cellOf?.(r.row, COMMON_CSV_HEADERS.certificateNumber) ?? ''),
                ],
              },
            ]
          : []),
      ]),
      duplicates: findDuplicates(rows),
      exists: rows
        .filter((r) => existing.has(r.certificateNumber))
        .map((r) => ({ row: r.row, certificateNumber: r.certificateNumber })),
    };
    const now = new Date();
    await ctx.em.transactional(async (em) => {
      // Previews are a short record of what was checked (the commit marks its own); expired ones go here.
      await em.nativeDelete(UploadPreview, { expiresAt: { $lte: now } });
      const id = await em.insert(UploadPreview, {
        organization: organization.id,
        user: viewer.user.id,
        category,
        fileName: upload.fileName.slice(0, 255),
        zipSha256,
        passwordType: input.passwordType,
        sharedPassword: input.sharedPasswordId ?? null,
        result: {
          rows: rows.length,
          errors: result.errors.length,
          duplicates: result.duplicates.length,
          exists: result.exists.length,
        },
        expiresAt: new Date(now.getTime() + UPLOAD_PREVIEW_TTL_MS),
      });
      if (checked) await saveChecked(em, id, checked);
      // A client gone meanwhile gets no preview: the transaction rolls back.
      progress.check();
    });
    return result;
  }

  /**
   * Re-validates the checked zip (from its preview, else by reading it again), skips no_list rows
   * and writes all rows or none.
   */
  async commit(
    ctx: RequestContext,
    category: DeviceCategory,
    upload: UploadedZip | null,
    rawInput: unknown,
    run: UploadRun = {},
  ): Promise<{ created: number; ids: number[] }> {
    const definition = categoryDefinition(category);
    const { viewer, organization } = await this.uploader(ctx, category);
    return withProgress(ctx, viewer, run, async (progress) => {
      const previewed = await this.fromPreview(ctx, definition, organization, upload, rawInput, progress);
      if (previewed) return this.register(ctx, viewer, organization, definition, previewed, progress);
      return this.analyze(
        ctx,
        definition,
        organization,
        upload,
        rawInput,
        (analysis) => this.register(ctx, viewer, organization, definition, analysis, progress),
        progress,
      );
    });
  }

  private async register(
    ctx: RequestContext,
    viewer: Viewer,
    organization: Organization,
    definition: CategoryDefinition,
    { input, rows, brandByName, existing, takenElsewhere, zipSha256, checked }: UploadAnalysis,
    progress: UploadProgressRecorder,
  ): Promise<{ created: number; ids: number[] }> {
    const category = definition.category;
    const skip = new Set(input.noList);
    const active = rows.filter((r) => !skip.has(r.row));
    if (active.length === 0)
      throw ValidationFailed({ noList: ['取り込む行がありません（すべての行がスキップされています）'] });
    const problems: string[] = [];
    for (const row of active) {
      for (const error of row.errors) problems.push(`${row.row}行目 ${error.column}: ${error.messages.join(' ')}`);
      if (existing.has(row.certificateNumber))
        problems.push(`${row.row}行目: 証明書番号「${row.certificateNumber}」は既に登録されています`);
      if (takenElsewhere.has(row.certificateNumber))
        problems.push(`${row.row}行目 ${COMMON_CSV_HEADERS.certificateNumber}: ${CERTIFICATE_NUMBER_UNAVAILABLE}`);
    }
    for (const dup of findDuplicates(active)) {
      problems.push(`${dup.row}行目: 証明書番号「${dup.certificateNumber}」は${dup.firstRow}行目と重複しています`);
    }
    if (problems.length > 0) {
      throw ValidationFailed(
        { rows: problems.slice(0, 500) },
        '取り込めない行があります。修正するか、スキップを指定してください',
      );
    }
    // From a preview, the files are in the store and registered, by its check (PREVIEW_FILES_TRUSTED_MS).
    if (checked) await this.storeFiles(ctx.em, active);
    const files = [...new Set(active.map((r) => r.pdf!.sha256))];
    // Whichever process checked, the bytes are on disk before a row refers to them.
    await this.files.makeDurable(files);
    try {
      progress.check();
      const ids = await ctx.em.transactional(async (em) => {
        const written = await this.writeRows(em, definition, organization, viewer, active, files, brandByName);
        // A client gone meanwhile gets no rows: the transaction rolls back.
        progress.check();
        return written;
      });
      const now = new Date();
      await ctx.em.nativeUpdate(
        UploadPreview,
        { organization: organization.id, category, zipSha256, committedAt: null, expiresAt: { $gt: now } },
        { committedAt: now },
      );
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
    await storeStagedPdfs(
      em,
      this.files,
      rows.map((r) => r.pdf!),
    );
  }

  private async writeRows(
    em: EntityManager,
    definition: CategoryDefinition,
    organization: Organization,
    viewer: Viewer,
    rows: ValidatedRow[],
    files: readonly string[],
    brandByName: Map<string, BrandName>,
  ): Promise<number[]> {
    // The rows' files (each sha256 once), touched and locked, so orphan collection cannot take them
    // meanwhile; registered by storeFiles, missing only if collected in between, which the grace
    // period rules out.
    const present = await markFilesInUse(em, files);
    const missing = files.find((sha256) => !present.has(sha256));
    if (missing) throw new Error(`stored file ${missing} vanished before the upload committed`);
    return insertDevices(em, {
      definition,
      organizationId: organization.id,
      actorId: viewer.user.id,
      rows: rows.map((row) => ({
        certificateNumber: row.certificateNumber,
        brandNameId: brandByName.get(row.brandName)!.id,
        releaseDate: row.releaseDate!,
        publishDate: row.publishDate,
        identifying: row.identifying,
        performance: row.performance,
        file: { sha256: row.pdf!.sha256, size: row.pdf!.size, fileName: baseName(row.pdf!.name).slice(0, 255) },
      })),
    });
  }
}

function baseName(path: string): string {
  return path.replaceAll('\\', '/').split('/').pop() || path;
}
