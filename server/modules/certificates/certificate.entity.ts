import { Entity, ManyToOne, OneToOne, Property, type Rel } from '@mikro-orm/core';
import { BaseEntity } from '../../core/db/base.entity.js';
import { Device } from '../device-registry/device.entity.js';
import { StoredFile } from './stored-file.entity.js';

/** The certificate (PDF) of one device. */
@Entity({ tableName: 'certificates' })
export class Certificate extends BaseEntity {
  @OneToOne(() => Device, (device) => device.certificate, { owner: true, unique: true, deleteRule: 'cascade' })
  device!: Rel<Device>;

  @ManyToOne(() => StoredFile, { deleteRule: 'restrict' }) file!: Rel<StoredFile>;
  @Property({ type: 'string', length: 255 }) fileName!: string;
  @Property({ type: 'string', length: 128 }) contentType!: string;
  @Property({ type: 'integer' }) size!: number;
  @Property({ type: 'string', length: 64 }) sha256!: string;
}
