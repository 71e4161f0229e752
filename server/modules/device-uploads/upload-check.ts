import type { RequestContext, Viewer } from '../../core/context.js';
import type { Organization } from '../organizations/organization.entity.js';
import { COMMON_CSV_HEADERS, csvColumns, type CategoryDefinition } from '../device-registry/index.js';
import { UploadPreview } from './upload-preview.entity.js';
import { CERTIFICATE_NUMBER_UNAVAILABLE, type UploadAnalysis } from './upload-analysis.js';
import { findDuplicates } from './upload/rows.js';
import type { UploadedZip } from './upload/uploaded-zip.js';
import { saveChecked } from './upload/checked-upload.js';
import type { UploadProgressRecorder } from './upload/upload-progress.js';

/** How long a check's preview record is kept (expired ones are deleted by the next check). */
export const UPLOAD_PREVIEW_TTL_MS = 24 * 3600 * 1000;

export interface UploadCheckResult {
  fileName: string;
  headers: string[];
  csv: { row: number; cells: string[] }[];
  errors: { row: number; column: string; messages: string[] }[];
  duplicates: { row: number; certificateNumber: string; firstRow: number }[];
  exists: { row: number; certificateNumber: string }[];
}

/** The check's answer, by row number, and its preview record (what was checked, for the commit's shortcut). */
export async function savePreview(
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
