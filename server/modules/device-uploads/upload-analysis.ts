import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context.js';
import { PasswordType } from '../../core/domain.js';
import { ValidationFailed } from '../../core/errors.js';
import type { FileStore } from '../../core/files/file-store.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import { validateInput } from '../../core/validation.js';
import { BrandName } from '../brand-names/brand-name.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { SharedPassword } from '../shared-passwords/shared-password.entity.js';
import { csvColumns, type CategoryDefinition, registeredCertificateNumbers } from '../device-registry/index.js';
import { uploadSchema } from './upload.inputs.js';
import { UploadPreview } from './upload-preview.entity.js';
import { StoreWhileReading } from './upload/store-while-reading.js';
import { checkHeader, storedCell, validateRows, type ValidatedRow } from './upload/rows.js';
import { readUploadZip, type ReadZip, type ZipLimits } from './upload/zip-reader.js';
import type { UploadedZip } from './upload/uploaded-zip.js';
import {
  checkedUpload,
  PREVIEW_FILES_TRUSTED_MS,
  zipOfChecked,
  type CheckedSheet,
  type CheckedUpload,
} from './upload/checked-upload.js';
import { DEVICE_FORM_MESSAGES, isZipFileName } from '../../rules/device-forms.js';
import { readUploadTable } from './upload/upload-table.js';
import type { WorkbookLimits } from './upload/workbook-parts.js';
import { annotateSheetCells } from './upload/sheet-cells.js';
import { UploadAborted, type UploadProgressRecorder } from './upload/upload-progress.js';

/** A number registered by another organization: the same words whoever holds it, nothing about the record. */
export const CERTIFICATE_NUMBER_UNAVAILABLE = 'この証明書番号は登録できません。番号に誤りがないかご確認ください';

export interface UploadAnalysis {
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

/** The bounds of one upload, read at each call (a test may change them on the service). */
export interface UploadBounds {
  limits: ZipLimits;
  workbookLimits: WorkbookLimits;
}

/**
 * What the check and the commit share: reading, decrypting, decoding and validating an upload (or
 * its recent preview) against the registry. Writes nothing to the registry.
 */
export class UploadAnalyzer {
  constructor(
    private readonly files: FileStore,
    private readonly secretBox: SecretBox,
    private readonly bounds: UploadBounds,
  ) {}

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

  /**
   * Reads, decrypts, decodes and validates an upload, then hands the result to `use` while the
   * referenced PDFs sit in a staging folder (removed afterwards). Writes nothing to the registry.
   */
  async analyze<T>(
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
    const store = storeWhileReading ? new StoreWhileReading(ctx.em, this.files, () => progress.check()) : null;
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
      limits: this.bounds.limits,
      stagingDir,
      referencedPdfs: async (csvBytes, kind) => {
        const table = await readUploadTable(csvBytes, kind, {
          stagingDir,
          maxRows: this.bounds.limits.maxRows,
          maxColumns: csvColumns(definition).length,
          maxChars: this.bounds.limits.maxCsvBytes,
          workbookLimits: this.bounds.workbookLimits,
        });
        const records = table.records;
        sheet = table.sheet;
        header = records[0]!;
        data = records.slice(1);
        indexes = checkHeader(definition, header, this.bounds.limits.maxRows, data.length, kind);
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
  async fromPreview(
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
    const indexes = checkHeader(definition, checked.header, this.bounds.limits.maxRows, checked.data.length, kind);
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
}
