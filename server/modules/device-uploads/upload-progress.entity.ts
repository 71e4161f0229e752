import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * How far a running upload check or commit has got, keyed by an id the browser made for it: any app
 * process writes it (at most every UPLOAD_PROGRESS_WRITE_MS), any process answers the screen's polls.
 * Deleted when the upload ends; rows left by a stopped process expire (UPLOAD_PROGRESS_TTL_MS).
 * Written and read with plain SQL (upload/upload-progress.ts); the entity describes the table.
 */
@Entity({ tableName: 'upload_progress' })
@Index({ properties: ['updatedAt'] })
export class UploadProgress {
  [OptionalProps]?: 'rowsDone' | 'rowsTotal' | 'pdfsDone' | 'pdfsTotal' | 'updatedAt';

  @PrimaryKey({ type: 'string', length: 64 }) id!: string;
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user!: Rel<User>;
  @Property({ type: 'string', length: 16 }) phase!: string;
  @Property({ type: 'integer', default: 0 }) rowsDone = 0;
  @Property({ type: 'integer', default: 0 }) rowsTotal = 0;
  @Property({ type: 'integer', default: 0 }) pdfsDone = 0;
  @Property({ type: 'integer', default: 0 }) pdfsTotal = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
