import { registerEnumType } from 'type-graphql';
import { DEVICE_STATUS_LABELS as STATUS_LABELS } from '../rules/device-status.js';
import { DEVICE_CATEGORY_TABLE } from '../rules/device-categories.js';
import { EDITION_NAMES } from '../rules/editions.js';
import { labeledEnum, stringEnum, type EnumValues } from './graphql/labeled-enum.js';

/** Enums shared by several domains; each registered once for GraphQL. */
export const Edition = labeledEnum('Edition', EDITION_NAMES);
export type Edition = EnumValues<typeof Edition>;

export enum Role {
  admin = 'admin',
  organization = 'organization',
}
registerEnumType(Role, { name: 'Role', description: 'admin = 管理者, organization = 情報提供事業者' });

export enum OrganizationStatus {
  registered = 'registered',
  approved = 'approved',
  disabled = 'disabled',
}
registerEnumType(OrganizationStatus, { name: 'OrganizationStatus' });

/** A device's status (SPEC §3), in lifecycle order: the codes of rules/device-status.ts's labels. */
export const DeviceStatus = stringEnum('DeviceStatus', Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]);
export type DeviceStatus = EnumValues<typeof DeviceStatus>;

export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = STATUS_LABELS;

/**
 * What the public sees of a device's status: a pending cancel request stays internal, so a
 * cancel_requested device is `published` until an administrator cancels it.
 */
export const PublicDeviceStatus = labeledEnum('PublicDeviceStatus', {
  published: STATUS_LABELS.published,
  canceled: STATUS_LABELS.canceled,
});
export type PublicDeviceStatus = EnumValues<typeof PublicDeviceStatus>;

/** The five device categories: the codes of rules/device-categories.ts's table, in its order. */
export const DeviceCategory = stringEnum(
  'DeviceCategory',
  DEVICE_CATEGORY_TABLE.map((entry) => entry.category),
);
export type DeviceCategory = EnumValues<typeof DeviceCategory>;

/** Where a notice shows: the top page of an edition, of both, or the organizations' pages. */
export const InformationShowType = labeledEnum('InformationShowType', {
  house: '住宅版トップ',
  building: '非住宅版トップ',
  both: '両方',
  organization: '情報提供事業者',
});
export type InformationShowType = EnumValues<typeof InformationShowType>;

export enum PasswordType {
  organization = 'organization',
  shared = 'shared',
}
registerEnumType(PasswordType, { name: 'PasswordType' });
