import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A file in the FileStore, content-addressed by sha256: the same PDF uploaded twice is stored once.
 * created_at is also "last reused" (orphan collection's clock).
 */
@Entity({ tableName: 'stored_files' })
export class StoredFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 }) sha256!: string;
  /** Bytes of databases from before the file store, until moveBlobsToStore empties it. */
  @Property({ type: 'blob', lazy: true, nullable: true }) content?: Buffer | null;
  @Property({ type: 'integer' }) size!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
