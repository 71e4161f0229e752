import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext, Viewer } from '../../core/context.js';
import { ValidationFailed } from '../../core/errors.js';
import type { FileStore } from '../../core/files/file-store.js';
import type { BrandName } from '../brand-names/brand-name.entity.js';
import { markFilesInUse } from '../certificates/orphan-files.js';
import type { Organization } from '../organizations/organization.entity.js';
import { COMMON_CSV_HEADERS, type CategoryDefinition } from '../device-registry/index.js';
import { UploadPreview } from './upload-preview.entity.js';
import { CERTIFICATE_NUMBER_UNAVAILABLE, type UploadAnalysis } from './upload-analysis.js';
import { StoreWhileReading } from './upload/store-while-reading.js';
import { findDuplicates, type ValidatedRow } from './upload/rows.js';
import { insertDevices } from './upload/insert-devices.js';
import { UploadAborted, type UploadProgressRecorder } from './upload/upload-progress.js';

/**
 * The commit's write: refuses rows with problems (no_list rows skipped), puts the PDFs into the
 * store, then writes every device in one transaction, or none.
 */
export async function registerRows(
  ctx: RequestContext,
  fileStore: FileStore,
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
  const store = checked ? new StoreWhileReading(ctx.em, fileStore, () => progress.check()) : null;
  try {
    if (store) await storeFiles(store, active);
    const files = [...new Set(active.map((r) => r.pdf!.sha256))];
    // Whichever process checked, the bytes are on disk before a row refers to them.
    await fileStore.makeDurable(files);
    progress.check();
    const ids = await ctx.em.transactional(async (em) => {
      const written = await writeRows(em, definition, organization, viewer, active, files, brandByName);
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
    // A canceled commit takes back the files it added; other failures leave them to orphan collection.
    if (error instanceof UploadAborted) await store?.abort();
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
async function storeFiles(store: StoreWhileReading, rows: ValidatedRow[]): Promise<void> {
  for (const row of rows) store.add(row.pdf!);
  await store.finish();
}

async function writeRows(
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

function baseName(path: string): string {
  return path.replaceAll('\\', '/').split('/').pop() || path;
}
