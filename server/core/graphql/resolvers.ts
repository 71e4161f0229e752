import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../../modules/auth/auth.resolver.js';
import { UsersResolver } from '../../modules/users/users.resolver.js';
import { BrandNamesResolver } from '../../modules/brand-names/brand-names.resolver.js';
import { OrganizationsResolver } from '../../modules/organizations/organizations.resolver.js';
import { PasswordResetResolver } from '../../modules/auth/password-reset.resolver.js';
import { SharedPasswordsResolver } from '../../modules/shared-passwords/shared-passwords.resolver.js';
import { EvaluationOrganizationsResolver } from '../../modules/evaluation-organizations/evaluation-organizations.resolver.js';
import { InformationResolver } from '../../modules/information/information.resolver.js';
import { CategoriesResolver } from '../../modules/link-categories/categories.resolver.js';
import { LinksResolver } from '../../modules/links/links.resolver.js';
import { DevicesResolver } from '../../modules/devices/devices.resolver.js';
import { PublicDevicesResolver } from '../../modules/devices/public/public-devices.resolver.js';
import { DeviceChangesResolver } from '../../modules/devices/changes/device-changes.resolver.js';
import { BrandName } from '../../modules/brand-names/brand-name.entity.js';
import { Category } from '../../modules/link-categories/category.entity.js';
import { EvaluationOrganization } from '../../modules/evaluation-organizations/evaluation-organization.entity.js';
import { Information } from '../../modules/information/information.entity.js';
import { Link } from '../../modules/links/link.entity.js';
import { SharedPassword } from '../../modules/shared-passwords/shared-password.entity.js';
import { CertificateType, DeviceStatusChangeType } from '../../modules/devices/device-history.type.js';
import { DeviceInterface, deviceObjectTypes } from '../../modules/devices/device.types.js';
import { PublicDeviceInterface, publicDeviceObjectTypes } from '../../modules/devices/public/public-device.types.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver, UsersResolver, BrandNamesResolver, SharedPasswordsResolver, EvaluationOrganizationsResolver, InformationResolver, CategoriesResolver, LinksResolver, DevicesResolver, OrganizationsResolver, PasswordResetResolver, PublicDevicesResolver, DeviceChangesResolver];

/** Types of the whole data model, in the schema before every operation that returns them exists. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const orphanedTypes: Function[] = [
  BrandName,
  Category,
  EvaluationOrganization,
  Information,
  Link,
  SharedPassword,
  CertificateType,
  DeviceStatusChangeType,
  DeviceInterface,
  ...deviceObjectTypes,
  PublicDeviceInterface,
  ...publicDeviceObjectTypes,
];
