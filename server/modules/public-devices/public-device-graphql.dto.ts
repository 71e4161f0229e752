import { Field, Int, InterfaceType, ObjectType } from 'type-graphql';
import { LocalDate } from '../../core/graphql/local-date.js';
import { DeviceCategory, PublicDeviceStatus } from '../../core/domain.js';
import {
  CATEGORY_DEFINITIONS,
  CertificateType,
  categoryObjectType,
  DeviceSpecItemType,
} from '../device-registry/index.js';

/** A brand as the public sees it: its name (the brand's note and organization stay internal). */
@ObjectType('PublicBrandName', {
  description: 'A brand name as the public sees it — ブランド名',
  simpleResolvers: true,
})
export class PublicBrandNameType {
  @Field(() => Int, { description: 'Brand name id (the brand_name_id filter of /api)' }) id!: number;
  @Field({ description: 'The brand name as registered — ブランド名' }) name!: string;
}

/**
 * A publicly visible device, for visitors and third parties. A type of its own (not the signed-in
 * `Device`), so the schema itself cannot lead from a public device to internal data: the
 * organization is its name, the brand its id and name, the status published or canceled.
 */
@InterfaceType('PublicDevice', {
  description:
    'A publicly visible device (公開機器); the concrete type per category adds its identifying and performance fields.',
  resolveType: (value: { category: DeviceCategory }) => {
    const definition = CATEGORY_DEFINITIONS.find((d) => d.category === value.category);
    return definition ? `Public${definition.graphqlType}` : undefined;
  },
})
export abstract class PublicDeviceInterface {
  @Field(() => Int, { description: 'Device id — 機器ID' }) id!: number;
  @Field(() => DeviceCategory, { description: 'Equipment category — 機器の種類' }) category!: DeviceCategory;
  @Field(() => PublicBrandNameType, { description: 'Brand — ブランド名' }) brandName!: PublicBrandNameType;
  @Field({ description: 'Maker (information-providing organization) — 事業者名' }) organizationName!: string;
  @Field(() => PublicDeviceStatus, {
    description: 'Status — 状態: published (公開中) until an administrator cancels the device, then canceled (取消済)',
  })
  status!: PublicDeviceStatus;
  @Field({ description: 'Status as the screens show it — 状態 (公開中 / 取消済)' }) statusLabel!: string;
  @Field(() => LocalDate, { description: 'Release date — 発売予定年月日 (YYYY-MM-DD)' }) releaseDate!: string;
  @Field(() => LocalDate, {
    nullable: true,
    description: 'Publish date: public from this day, Japan time — 公開日',
  })
  publishDate?: string | null;
  @Field({ description: 'Certificate number — 証明書番号' }) certificateNumber!: string;
  @Field(() => LocalDate, { nullable: true, description: 'Cancellation date — 取消日 (canceled devices only)' })
  canceledAt?: string | null;
  @Field(() => Date, {
    description:
      "When the device's own public data last changed (a rename of its brand or maker is not counted here; publicDeviceChanges has it) — 更新日時",
  })
  updatedAt!: Date;
  @Field(() => CertificateType, { nullable: true, description: 'Certificate PDF record — 証明書' })
  certificate?: CertificateType | null;
  @Field(() => [DeviceSpecItemType], { description: 'Identifying and performance values with labels, in table order' })
  specItems!: DeviceSpecItemType[];
}

/** One step of the public history: publication, and cancellation with its date and reasons. */
@ObjectType('PublicDeviceStatusChange', {
  description: 'One step of the public history: publication or cancellation',
  simpleResolvers: true,
})
export class PublicDeviceStatusChangeType {
  @Field(() => Int, { description: 'Id of the step' }) id!: number;
  @Field(() => PublicDeviceStatus, { description: 'Status after the step — 状態' }) toStatus!: PublicDeviceStatus;
  @Field(() => [String], { description: 'Reasons for cancellation — 取消理由' }) reasons!: string[];
  @Field(() => LocalDate, { nullable: true, description: 'Cancellation date — 取消日' }) canceledAt?: string | null;
  @Field(() => Date, { description: 'When the step was taken' }) createdAt!: Date;
}

/** PublicCogenerationSystem, PublicElectricHeatPump, …: the public device with its category's fields. */
export const publicDeviceObjectTypes = CATEGORY_DEFINITIONS.map((d) =>
  categoryObjectType(d, PublicDeviceInterface, `Public${d.graphqlType}`, { simpleResolvers: true }),
);
