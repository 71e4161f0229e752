import type { ContainerType, NonEmptyArray } from 'type-graphql';
import type { Services } from '../../services.js';
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
import { DeviceSearchResolver } from '../../modules/devices/search/device-search.resolver.js';
import { DeviceChangesResolver } from '../../modules/devices/changes/device-changes.resolver.js';
import { MailFailuresResolver } from '../../modules/jobs/mail-failures.resolver.js';
import { BrandName } from '../../modules/brand-names/brand-name.entity.js';
import { Category } from '../../modules/link-categories/category.entity.js';
import { EvaluationOrganization } from '../../modules/evaluation-organizations/evaluation-organization.entity.js';
import { Information } from '../../modules/information/information.entity.js';
import { Link } from '../../modules/links/link.entity.js';
import { SharedPassword } from '../../modules/shared-passwords/shared-password.entity.js';
import { CertificateType, DeviceStatusChangeType } from '../../modules/devices/device-history-graphql.dto.js';
import { DeviceInterface, deviceObjectTypes } from '../../modules/devices/device-graphql.dto.js';
import {
  PublicDeviceInterface,
  publicDeviceObjectTypes,
} from '../../modules/devices/public/public-device-graphql.dto.js';

/**
 * One instance of every resolver, given its services by constructor (the GraphQL half of the
 * composition root in services.ts). type-graphql asks this container for the instance of a class.
 */
export function createResolverContainer(services: Services): ContainerType {
  const instances: object[] = [
    new AuthResolver(services.auth),
    new UsersResolver(services.users),
    new BrandNamesResolver(services.brandNames),
    new SharedPasswordsResolver(services.sharedPasswords),
    new EvaluationOrganizationsResolver(services.evaluationOrganizations),
    new InformationResolver(services.information),
    new CategoriesResolver(services.categories),
    new LinksResolver(services.links, services.publicLinks),
    new DevicesResolver(
      services.deviceQuery,
      services.deviceUpload,
      services.uploadKit,
      services.deviceLifecycle,
      services.deps.config.uploadMaxBytes,
    ),
    new OrganizationsResolver(services.registration, services.organizations),
    new PasswordResetResolver(services.passwordReset),
    new PublicDevicesResolver(services.publicDevices),
    new DeviceSearchResolver(services.deviceSearch),
    new DeviceChangesResolver(services.deviceChanges),
    new MailFailuresResolver(services.mailFailures),
  ];
  const byClass = new Map<unknown, object>(instances.map((instance) => [instance.constructor, instance]));
  return {
    get(someClass: unknown) {
      const instance = byClass.get(someClass);
      if (!instance) throw new Error(`no resolver instance for ${String((someClass as { name?: string }).name)}`);
      return instance;
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  UsersResolver,
  BrandNamesResolver,
  SharedPasswordsResolver,
  EvaluationOrganizationsResolver,
  InformationResolver,
  CategoriesResolver,
  LinksResolver,
  DevicesResolver,
  OrganizationsResolver,
  PasswordResetResolver,
  PublicDevicesResolver,
  DeviceSearchResolver,
  DeviceChangesResolver,
  MailFailuresResolver,
];

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
