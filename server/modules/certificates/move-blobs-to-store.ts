import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileStore } from '../../core/files/file-store.js';

const BATCH = 50;

/**
 * Moves certificate bytes still held in `stored_files.content` (databases from before the file store)
 * into the store, a batch at a time, and empties the column behind them. Idempotent and safe in
 * several processes at once: puts are content-addressed, and a row is emptied only after its object
 * is stored durably. Returns how many files were moved.
 */
export async function moveBlobsToStore(em: EntityManager, files: FileStore): Promise<number> {
  const connection = em.getConnection();
  let moved = 0;
  for (;;) {
    const rows = await connection.execute<{ sha256: string; content: Buffer }[]>(
      'select sha256, content from stored_files where content is not null order by sha256 limit ?',
      [BATCH],
    );
    if (rows.length === 0) return moved;
    for (const row of rows) await files.putBuffer(row.sha256, row.content);
    // The column is the only other copy: emptied once the store's copy would survive a power loss.
    await files.makeDurable(rows.map((r) => r.sha256));
    await connection.execute(
      `update stored_files set content = null where sha256 in (${rows.map(() => '?').join(', ')})`,
      rows.map((r) => r.sha256),
    );
    moved += rows.length;
  }
}
