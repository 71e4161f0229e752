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
@ObjectType('Certificate', {
  simpleResolvers: true,
  description: "A device's certificate PDF — 証明書 (GET /api/{certificate resource}/{id}/file for the file)",
})
export class CertificateType {
  @Field(() => Int, { description: 'Certificate id, the {id} of its file URL' }) id!: number;
  @Field({ description: 'The file name the maker uploaded' }) fileName!: string;
  @Field({ description: 'application/pdf' }) contentType!: string;
  @Field(() => Int, { description: 'Size in bytes' }) size!: number;
  @Field({ description: 'SHA-256 of the file (hex), also its ETag' }) sha256!: string;
  @Field(() => Date, { description: 'When it was uploaded' }) createdAt!: Date;
}
