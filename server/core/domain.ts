import { registerEnumType } from 'type-graphql';
import { DEVICE_STATUS_LABELS as STATUS_LABELS } from '../rules/device-status.js';

/** Enums shared by several domains; each registered once for GraphQL. */
export enum Edition {
  house = 'house',
  building = 'building',
}
registerEnumType(Edition, { name: 'Edition', description: 'house = 住宅版, building = 非住宅版' });

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

export enum DeviceStatus {
  registered = 'registered',
  publish_requested = 'publish_requested',
  published = 'published',
  cancel_requested = 'cancel_requested',
  canceled = 'canceled',
}
registerEnumType(DeviceStatus, { name: 'DeviceStatus' });

export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = STATUS_LABELS;

/**
 * What the public sees of a device's status: a pending cancel request stays internal, so a
 * cancel_requested device is `published` until an administrator cancels it.
 */
export enum PublicDeviceStatus {
  published = 'published',
  canceled = 'canceled',
}
registerEnumType(PublicDeviceStatus, {
  name: 'PublicDeviceStatus',
  description: 'published = 公開中, canceled = 取消済',
});

export enum DeviceCategory {
  cogeneration_systems = 'cogeneration_systems',
  hybrid_water_heaters = 'hybrid_water_heaters',
  electric_heat_pumps = 'electric_heat_pumps',
  solar_systems = 'solar_systems',
  solar_water_heaters = 'solar_water_heaters',
}
registerEnumType(DeviceCategory, { name: 'DeviceCategory' });

export enum InformationShowType {
  house = 'house',
  building = 'building',
  both = 'both',
  organization = 'organization',
}
registerEnumType(InformationShowType, {
  name: 'InformationShowType',
  description: 'house = 住宅版トップ, building = 非住宅版トップ, both = 両方, organization = 情報提供事業者',
});

export enum PasswordType {
  organization = 'organization',
  shared = 'shared',
}
registerEnumType(PasswordType, { name: 'PasswordType' });
