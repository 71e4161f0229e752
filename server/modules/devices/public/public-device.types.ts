import { Field, Int, InterfaceType, ObjectType } from 'type-graphql';
import { LocalDateResolver } from 'graphql-scalars';
import { DeviceCategory, PublicDeviceStatus } from '../../../core/domain.js';
import { CATEGORY_DEFINITIONS } from '../categories.js';
import { CertificateType } from '../device-history.type.js';
import { categoryObjectType } from '../device.types.js';
import { DeviceSpecItemType } from '../upload.types.js';

/** A brand as the public sees it: its name (the brand's note and organization stay internal). */
@ObjectType('PublicBrandName')
export class PublicBrandNameType {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}

/**
 * A publicly visible device, for visitors and third parties. A type of its own (not the signed-in
 * `Device`), so the schema itself cannot lead from a public device to internal data: the
 * organization is its name, the brand its id and name, the status published or canceled.
 */
@InterfaceType('PublicDevice', {
  resolveType: (value: { category: DeviceCategory }) => {
    const definition = CATEGORY_DEFINITIONS.find((d) => d.category === value.category);
    return definition ? `Public${definition.graphqlType}` : undefined;
  },
})
export abstract class PublicDeviceInterface {
  @Field(() => Int) id!: number;
  @Field(() => DeviceCategory) category!: DeviceCategory;
  @Field(() => PublicBrandNameType, { description: 'ブランド名' }) brandName!: PublicBrandNameType;
  @Field({ description: '事業者名' }) organizationName!: string;
  @Field(() => PublicDeviceStatus, { description: 'published (公開中) until an administrator cancels the device' }) status!: PublicDeviceStatus;
  @Field({ description: '状態の表示名 (公開中 / 取消済)' }) statusLabel!: string;
  @Field(() => LocalDateResolver, { description: '発売予定年月日' }) releaseDate!: string;
  @Field(() => LocalDateResolver, { nullable: true, description: '公開日' }) publishDate?: string | null;
  @Field({ description: '証明書番号' }) certificateNumber!: string;
  @Field(() => LocalDateResolver, { nullable: true, description: '取消日 (canceled devices only)' }) canceledAt?: string | null;
  @Field(() => Date, { description: 'When the public data of the device last changed' }) updatedAt!: Date;
  @Field(() => CertificateType, { nullable: true, description: '証明書' }) certificate?: CertificateType | null;
  @Field(() => [DeviceSpecItemType], { description: 'Identifying and performance values with labels, in table order' })
  specItems!: DeviceSpecItemType[];
}

/** One step of the public history: publication, and cancellation with its date and reasons. */
@ObjectType('PublicDeviceStatusChange')
export class PublicDeviceStatusChangeType {
  @Field(() => Int) id!: number;
  @Field(() => PublicDeviceStatus) toStatus!: PublicDeviceStatus;
  @Field(() => [String], { description: '取消理由' }) reasons!: string[];
  @Field(() => LocalDateResolver, { nullable: true, description: '取消日' }) canceledAt?: string | null;
  @Field(() => Date) createdAt!: Date;
}

/** PublicCogenerationSystem, PublicElectricHeatPump, …: the public device with its category's fields. */
export const publicDeviceObjectTypes = CATEGORY_DEFINITIONS.map((d) => categoryObjectType(d, PublicDeviceInterface, `Public${d.graphqlType}`));
