import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStore } from '../../../core/files/file-store.js';
import { registerFiles } from '../../certificates/orphan-files.js';
import { eachLimited } from '../../../core/each-limited.js';
import type { ZipPdf } from './zip-reader.js';

/** PDFs registered with one statement and then put, while later entries are still being read. */
const BATCH = 250;

/** Registers a batch of clean PDFs (young rows, see registerFiles) and then puts their bytes. */
export async function storeStagedPdfs(em: EntityManager, files: FileStore, pdfs: readonly ZipPdf[]): Promise<void> {
  const unique = [...new Map(pdfs.map((pdf) => [pdf.sha256, pdf])).values()];
  await registerFiles(em, unique);
  // A PDF from a preview has no bytes here: its check put it (PREVIEW_FILES_TRUSTED_MS).
  const staged = unique.filter((pdf) => pdf.path || pdf.content);
  await eachLimited(staged, files.parallelism, (pdf) =>
    pdf.content ? files.putBuffer(pdf.sha256, pdf.content) : files.put(pdf.sha256, pdf.path),
  );
}

/**
 * A check's PDFs go into the store as the zip is read, in batches: the PBKDF2 and inflation of the
 * entries still to come keep libuv's thread pool busy while earlier files are written, instead of
 * every file waiting for the last entry. The order of storeStagedPdfs (register, then put) holds
 * per batch. A check that fails later leaves registered young files, which orphan collection removes
 * after the grace period, as after a rolled-back commit.
 */
export class StoreWhileReading {
  private batch: ZipPdf[] = [];
  private stored: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly files: FileStore,
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

  private flush(): void {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    this.stored = this.stored.then(async () => {
      if (this.failure) return;
      try {
        await storeStagedPdfs(this.em, this.files, batch);
      } catch (error) {
        this.failure = { error };
      }
    });
  }
}
