import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStore } from '../../../core/files/file-store.js';
import { registerFiles } from '../../certificates/orphan-files.js';
import { eachLimited } from '../../../core/each-limited.js';
import { executeBound } from '../../../core/db/bound-query.js';
import type { ZipPdf } from './zip-reader.js';

/** PDFs registered with one statement and then put, while later entries are still being read. */
const BATCH = 250;

/**
 * Registers a batch of clean PDFs (young rows, see registerFiles) and then puts their bytes;
 * `proceed` is asked before each put (it throws to stop, as UploadProgressRecorder.check does).
 */
async function storeStagedPdfs(
  em: EntityManager,
  files: FileStore,
  pdfs: readonly ZipPdf[],
  held: ReadonlySet<string>,
  proceed: () => void,
): Promise<void> {
  const unique = [...new Map(pdfs.map((pdf) => [pdf.sha256, pdf])).values()];
  await registerFiles(em, unique);
  // A PDF from a preview has no bytes here: its check put it (PREVIEW_FILES_TRUSTED_MS).
  const staged = unique.filter((pdf) => pdf.path || pdf.content);
  await eachLimited(staged, files.parallelism, async (pdf) => {
    proceed();
    const options = { unregistered: !held.has(pdf.sha256) };
    await (pdf.content ? files.putBuffer(pdf.sha256, pdf.content, options) : files.put(pdf.sha256, pdf.path, options));
  });
}

/**
 * An upload's PDFs go into the store in batches, for a check as the zip is read: the PBKDF2 and inflation of the
 * entries still to come keep libuv's thread pool busy while earlier files are written, instead of
 * every file waiting for the last entry. The order of storeStagedPdfs (register, then put) holds
 * per batch. A check that fails later leaves registered young files, which orphan collection removes
 * after the grace period, as after a rolled-back commit. A commit stores its rows' PDFs the same
 * way, so an upload aborted at any point takes back what it added (abort).
 */
export class StoreWhileReading {
  private batch: ZipPdf[] = [];
  private stored: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;
  private stopped = false;
  /** Files this check put that the store did not hold before it (what an abort takes back). */
  private readonly added = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly files: FileStore,
    /** Asked before each put; throws to stop (the upload's client went away). */
    private readonly proceed: () => void = () => undefined,
  ) {}

  /** Takes a PDF as it is staged; a refused one is not stored. */
  add = (pdf: ZipPdf): void => {
    if (pdf.invalid !== null) return;
    this.batch.push(pdf);
    if (this.batch.length >= BATCH) this.flush();
  };

  /** Stores what is left and waits for every batch; rejects with the first failure. */
  async finish(): Promise<void> {
    this.flush();
    await this.stored;
    if (this.failure) throw this.failure.error;
  }

  /** Waits for the batches already started (before the staging folder is removed), whatever their outcome. */
  async settle(): Promise<void> {
    await this.stored;
  }

  /**
   * The upload was aborted: stores nothing more and takes back the files it added that nothing
   * refers to (rows and objects, objects first, in one transaction as orphan collection does). A
   * file the store held before this check, or one a certificate now uses, stays.
   */
  async abort(): Promise<void> {
    this.stopped = true;
    this.batch = [];
    await this.stored;
    if (this.added.size === 0) return;
    await this.em.fork().transactional(async (tx) => {
      const removed = await executeBound<{ sha256: string }>(
        tx,
        `delete from stored_files f where f.sha256 = any(?::text[])
            and not exists (select 1 from certificates c where c.file_sha256 = f.sha256)
          returning f.sha256`,
        [[...this.added]],
      );
      for (const { sha256 } of removed) await this.files.delete(sha256);
    });
  }

  private flush(): void {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.stored = this.stored.then(async () => {
      if (this.failure || this.stopped) return;
      try {
        const known = await executeBound<{ sha256: string }>(
          this.em,
          'select sha256 from stored_files where sha256 = any(?::text[])',
          [batch.map((pdf) => pdf.sha256)],
        );
        const held = new Set(known.map((row) => row.sha256));
        for (const pdf of batch) if (!held.has(pdf.sha256)) this.added.add(pdf.sha256);
        await storeStagedPdfs(this.em, this.files, batch, held, this.proceed);
      } catch (error) {
        this.failure = { error };
      }
    });
  }
}
