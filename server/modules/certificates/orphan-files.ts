import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../core/db/bound-query.js';
import type { FileStore } from '../../core/files/file-store.js';

/** How long an unreferenced file is kept before collection (a day of uploads in progress and retries). */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;

/**
 * Deletes stored files that no certificate refers to (a deleted device leaves its PDF behind, an
 * upload whose transaction rolled back leaves its registered files) and that were last put or reused
 * before `olderThan`, rows and store objects. An upload that reuses a file touches its created_at in
 * its own transaction first (markFilesInUse), so the row is locked and young while that upload runs:
 * this DELETE waits for it and then skips the row. The objects are deleted before the row deletion
 * commits, so a failure leaves the rows for the next run. Returns how many were removed.
 */
export async function collectOrphanFiles({
  em,
  files,
  olderThan,
}: {
  em: EntityManager;
  files: FileStore;
  olderThan: Date;
}): Promise<number> {
  return em.transactional(async (tx) => {
    const removed = await tx.getConnection().execute<{ sha256: string }[]>(
      `delete from stored_files f
        where f.created_at < ?
          and not exists (select 1 from certificates c where c.file_sha256 = f.sha256)
        returning f.sha256`,
      [olderThan],
      'all',
      tx.getTransactionContext(),
    );
    for (const { sha256 } of removed) await files.delete(sha256);
    return removed.length;
  });
}

/**
 * Registers files an upload is about to put into the store, in a transaction of its own that commits
 * before the upload's: a row is young (created_at = now) so collection leaves it for the grace period,
 * and if the upload then rolls back, collection removes row and object after that period.
 */
export async function registerFiles(em: EntityManager, files: { sha256: string; size: number }[]): Promise<void> {
  await executeBound(
    em,
    `insert into stored_files (sha256, size, created_at)
     select sha256, size, now() from unnest(?::text[], ?::int[]) as f(sha256, size)
     on conflict (sha256) do update set created_at = now()`,
    [files.map((f) => f.sha256), files.map((f) => f.size)],
  );
}

/**
 * Marks the files an upload is about to refer to as in use (created_at = now, row locked until the
 * transaction ends) and answers which of them exist; call it inside the upload's transaction.
 */
export async function markFilesInUse(em: EntityManager, sha256s: readonly string[]): Promise<Set<string>> {
  const rows = await executeBound<{ sha256: string }>(
    em,
    'update stored_files set created_at = now() where sha256 = any(?::text[]) returning sha256',
    [sha256s],
  );
  return new Set(rows.map((row) => row.sha256));
}
