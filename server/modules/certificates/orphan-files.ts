import type { EntityManager } from '@mikro-orm/postgresql';

/** How long an unreferenced file is kept before collection (a day of uploads in progress and retries). */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;

/**
 * Deletes stored files that no certificate refers to (a deleted device leaves its PDF behind) and
 * that were last put or reused before `olderThan`. An upload that reuses a file touches its
 * created_at in its own transaction first (markFilesInUse), so the row is locked and young while
 * that upload runs: this DELETE waits for it and then skips the row. Returns how many were removed.
 */
export async function collectOrphanFiles({ em, olderThan }: { em: EntityManager; olderThan: Date }): Promise<number> {
  const result = await em.getConnection().execute<{ sha256: string }[]>(
    `delete from stored_files f
      where f.created_at < ?
        and not exists (select 1 from certificates c where c.file_sha256 = f.sha256)
      returning f.sha256`,
    [olderThan],
  );
  return result.length;
}

/**
 * Marks the files an upload is about to refer to as in use (created_at = now, row locked until the
 * transaction ends) and answers which of them exist; call it inside the upload's transaction.
 */
export async function markFilesInUse(em: EntityManager, sha256s: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (let i = 0; i < sha256s.length; i += 1000) {
    const batch = sha256s.slice(i, i + 1000);
    const rows = await em.getConnection().execute<{ sha256: string }[]>(
      `update stored_files set created_at = now() where sha256 in (${batch.map(() => '?').join(', ')}) returning sha256`,
      batch,
      'all',
      em.getTransactionContext(),
    );
    rows.forEach((row) => existing.add(row.sha256));
  }
  return existing;
}
