import type { RequestContext, Viewer } from '../../core/context.js';
import type { DeviceCategory } from '../../core/domain.js';
import { Forbidden } from '../../core/errors.js';
import type { FileStore } from '../../core/files/file-store.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { Organization } from '../organizations/organization.entity.js';
import { categoryDefinition, type DeviceQueryService } from '../device-registry/index.js';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './upload/zip-reader.js';
import type { UploadedZip } from './upload/uploaded-zip.js';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './upload/workbook-parts.js';
import { UPLOAD_PROGRESS_ID, UploadProgressRecorder } from './upload/upload-progress.js';
import { UploadAnalyzer } from './upload-analysis.js';
import { savePreview, type UploadCheckResult } from './upload-check.js';
import { registerRows } from './upload-commit.js';

export type { UploadedZip } from './upload/uploaded-zip.js';
export type { UploadCheckResult } from './upload-check.js';

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
  private readonly analyzer: UploadAnalyzer;

  constructor(
    private readonly query: DeviceQueryService,
    private readonly files: FileStore,
    secretBox: SecretBox,
    limits: Partial<ZipLimits> = {},
  ) {
    this.limits = { ...DEFAULT_ZIP_LIMITS, ...limits };
    this.analyzer = new UploadAnalyzer(files, secretBox, this);
  }

  private async uploader(
    ctx: RequestContext,
    category: DeviceCategory,
  ): Promise<{ viewer: Viewer; organization: Organization }> {
    const { viewer, organization } = await this.query.access(ctx, category);
    if (!organization) throw Forbidden('アップロードは情報提供事業者のみ行えます');
    return { viewer, organization };
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
      this.analyzer.analyze(
        ctx,
        definition,
        organization,
        upload,
        rawInput,
        (analysis) => savePreview(ctx, viewer, organization, definition, upload!, analysis, progress),
        progress,
        { storeWhileReading: true },
      ),
    );
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
      const previewed = await this.analyzer.fromPreview(ctx, definition, organization, upload, rawInput, progress);
      if (previewed) return registerRows(ctx, this.files, viewer, organization, definition, previewed, progress);
      return this.analyzer.analyze(
        ctx,
        definition,
        organization,
        upload,
        rawInput,
        (analysis) => registerRows(ctx, this.files, viewer, organization, definition, analysis, progress),
        progress,
      );
    });
  }
}
