import type { EntityManager } from '@mikro-orm/postgresql';

/** At most one write per running upload in this time: a 5,000-row check reports a few dozen times. */
export const UPLOAD_PROGRESS_WRITE_MS = 250;
/** A row not updated for this long belongs to an upload whose process stopped: never answered, deleted. */
export const UPLOAD_PROGRESS_TTL_MS = 60 * 60 * 1000;
/** The browser's id for an upload (a UUID, or any such token). */
export const UPLOAD_PROGRESS_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Where an upload is: reading the zip and its list, checking PDFs, checking rows, saving. */
export type UploadPhase = 'reading' | 'pdfs' | 'rows' | 'saving';

export interface UploadProgressCounts {
  phase: UploadPhase;
  rowsDone: number;
  rowsTotal: number;
  pdfsDone: number;
  pdfsTotal: number;
}

/** The client went away (or canceled): the upload stops where it is and leaves nothing behind. */
export class UploadAborted extends Error {
  constructor() {
    super('the upload request was aborted by its client');
    this.name = 'UploadAborted';
  }
}

/** Plain SQL outside any transaction of the request: other processes must see each write at once. */
async function execute<T>(em: EntityManager, sql: string, bindings: unknown[]): Promise<T[]> {
  const result = (await em
    .getConnection()
    .getKnex()
    .raw(sql, bindings as never[])) as { rows: T[] };
  return result.rows;
}

/**
 * One upload's progress as the screen polls it (uploadProgress), written at most every
 * UPLOAD_PROGRESS_WRITE_MS and at each change of phase; and the upload's abort signal, asked at the
 * same points, so a canceled upload stops between two PDFs or two slices of rows. Without an id it
 * only watches the signal. Writes never fail the upload: progress is a courtesy.
 */
export class UploadProgressRecorder {
  readonly counts: UploadProgressCounts = { phase: 'reading', rowsDone: 0, rowsTotal: 0, pdfsDone: 0, pdfsTotal: 0 };
  private lastWrite = Number.NEGATIVE_INFINITY;
  private writing: Promise<void> = Promise.resolve();
  private ended = false;

  constructor(
    private readonly em: EntityManager,
    private readonly userId: number,
    private readonly id: string | null,
    private readonly signal?: AbortSignal,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws UploadAborted once the client has gone. */
  check(): void {
    if (this.signal?.aborted) throw new UploadAborted();
  }

  /** Clears rows of uploads whose process stopped and writes the first state. */
  start(): void {
    if (!this.id) return;
    this.writing = execute(this.em, `delete from upload_progress where updated_at < now() - ?::interval`, [
      `${UPLOAD_PROGRESS_TTL_MS} milliseconds`,
    ]).then(
      () => undefined,
      () => undefined,
    );
    this.update({}, true);
  }

  update(change: Partial<UploadProgressCounts>, force = false): void {
    this.check();
    const phaseChanged = change.phase !== undefined && change.phase !== this.counts.phase;
    Object.assign(this.counts, change);
    if (!this.id || this.ended) return;
    const now = this.now();
    if (!force && !phaseChanged && now - this.lastWrite < UPLOAD_PROGRESS_WRITE_MS) return;
    this.lastWrite = now;
    const c = { ...this.counts };
    // Chained: writes land in order, and one slow write never has two behind it racing.
    this.writing = this.writing.then(() =>
      execute(
        this.em,
        `insert into upload_progress (id, user_id, phase, rows_done, rows_total, pdfs_done, pdfs_total, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, now())
         on conflict (id) do update set phase = excluded.phase, rows_done = excluded.rows_done,
           rows_total = excluded.rows_total, pdfs_done = excluded.pdfs_done, pdfs_total = excluded.pdfs_total,
           updated_at = now()
         where upload_progress.user_id = excluded.user_id`,
        [this.id, this.userId, c.phase, c.rowsDone, c.rowsTotal, c.pdfsDone, c.pdfsTotal],
      ).then(
        () => undefined,
        () => undefined,
      ),
    );
  }

  /** The upload is over (answered, refused or aborted): its row goes. */
  async end(): Promise<void> {
    this.ended = true;
    if (!this.id) return;
    await this.writing;
    await execute(this.em, 'delete from upload_progress where id = ? and user_id = ?', [this.id, this.userId]).catch(
      () => undefined,
    );
  }
}

/** A user's own upload's progress, or null (unknown id, someone else's, over, or stale). */
export async function readUploadProgress(
  em: EntityManager,
  userId: number,
  id: string,
): Promise<UploadProgressCounts | null> {
  if (!UPLOAD_PROGRESS_ID.test(id)) return null;
  const [row] = await execute<{
    phase: UploadPhase;
    rows_done: number;
    rows_total: number;
    pdfs_done: number;
    pdfs_total: number;
  }>(
    em,
    `select phase, rows_done, rows_total, pdfs_done, pdfs_total from upload_progress
      where id = ? and user_id = ? and updated_at >= now() - ?::interval`,
    [id, userId, `${UPLOAD_PROGRESS_TTL_MS} milliseconds`],
  );
  if (!row) return null;
  return {
    phase: row.phase,
    rowsDone: row.rows_done,
    rowsTotal: row.rows_total,
    pdfsDone: row.pdfs_done,
    pdfsTotal: row.pdfs_total,
  };
}
