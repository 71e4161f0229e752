import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../core/graphql/local-date.js';
import { DeviceStatus } from '../../core/domain.js';

/** A status change of a device, as shown on detail screens. */
@ObjectType('DeviceStatusChange')
export class DeviceStatusChangeType {
  @Field(() => Int) id!: number;
  @Field(() => DeviceStatus, { nullable: true }) fromStatus?: DeviceStatus | null;
  @Field(() => DeviceStatus) toStatus!: DeviceStatus;
  @Field(() => [String]) reasons!: string[];
  @Field() note!: string;
  @Field(() => LocalDate, { nullable: true }) canceledAt?: string | null;
  @Field(() => String, { nullable: true, description: 'Who made the change (name), when visible to the viewer.' })
  actorName?: string | null;
  @Field(() => Date) createdAt!: Date;
}

/** Certificate metadata; the file itself is downloaded over /api. */
@ObjectType('Certificate', { simpleResolvers: true })
export class CertificateType {
  @Field(() => Int) id!: number;
  @Field() fileName!: string;
  @Field() contentType!: string;
  @Field(() => Int) size!: number;
  @Field() sha256!: string;
  @Field(() => Date) createdAt!: Date;
}
