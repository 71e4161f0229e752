import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** File bytes, content-addressed by sha256: the same PDF uploaded twice is stored once. */
@Entity({ tableName: 'stored_files' })
export class StoredFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 }) sha256!: string;
  @Property({ type: 'blob', lazy: true }) content!: Buffer;
  @Property({ type: 'integer' }) size!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
