import type { ContainerType } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaFrom, printSchemaFrom, type GraphqlParts } from '../core/graphql/schema.js';
import type { Services } from './services.js';
import { AuthResolver, PasswordResetResolver } from '../modules/auth/index.js';
import { UsersResolver } from '../modules/users/index.js';
import { BrandName, BrandNamesResolver } from '../modules/brand-names/index.js';
import { OrganizationsResolver } from '../modules/organizations/index.js';
import { SharedPassword, SharedPasswordsResolver } from '../modules/shared-passwords/index.js';
import { EvaluationOrganization, EvaluationOrganizationsResolver } from '../modules/evaluation-organizations/index.js';
import { Information, InformationResolver } from '../modules/information/index.js';
import { LinkCategoriesResolver, LinkCategory } from '../modules/link-categories/index.js';
import { Link, LinksResolver } from '../modules/links/index.js';
import { DevicesResolver, deviceRegistryGraphqlTypes } from '../modules/device-registry/index.js';
import { DeviceUploadsResolver } from '../modules/device-uploads/index.js';
import { PublicDevicesResolver, publicDevicesGraphqlTypes } from '../modules/public-devices/index.js';
import { DeviceSearchResolver } from '../modules/device-search/index.js';
import { DeviceChangesResolver } from '../modules/device-changes/index.js';
import { MailFailuresResolver } from '../modules/jobs/index.js';

/** Every resolver class and the types the schema holds whether or not an operation returns them. */
export const graphqlParts: GraphqlParts = {
  resolvers: [
    AuthResolver,
    UsersResolver,
    BrandNamesResolver,
    SharedPasswordsResolver,
    EvaluationOrganizationsResolver,
    InformationResolver,
    LinkCategoriesResolver,
    LinksResolver,
    DevicesResolver,
    DeviceUploadsResolver,
    OrganizationsResolver,
    PasswordResetResolver,
    PublicDevicesResolver,
    DeviceSearchResolver,
    DeviceChangesResolver,
    MailFailuresResolver,
  ],
  orphanedTypes: [
    BrandName,
    LinkCategory,
    EvaluationOrganization,
    Information,
    Link,
    SharedPassword,
    ...deviceRegistryGraphqlTypes,
    ...publicDevicesGraphqlTypes,
  ],
};

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
    new LinkCategoriesResolver(services.categories),
    new LinksResolver(services.links, services.publicLinks),
    new DevicesResolver(services.deviceQuery, services.deviceLifecycle),
    new DeviceUploadsResolver(
      services.deviceQuery,
      services.deviceUpload,
      services.uploadKit,
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

/** The executable schema with `container`'s resolvers; without one, its shape only (printing, descriptions). */
export function buildGraphqlSchema(container?: ContainerType): Promise<GraphQLSchema> {
  return buildSchemaFrom(graphqlParts, container);
}

export function printGraphqlSchema(): Promise<string> {
  return printSchemaFrom(graphqlParts);
}
