/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": typeof types.MeDocument,
    "fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}": typeof types.ViewerOrganizationFragmentDoc,
    "query PublicDeviceList($category: DeviceCategory!, $filter: PublicDeviceFilter, $page: Int) {\n  publicCategory(category: $category) {\n    label\n    apiResource\n    identifyingFields {\n      key\n      label\n    }\n  }\n  publicBrandNames(category: $category) {\n    id\n    name\n  }\n  publicDevices(category: $category, filter: $filter, page: $page) {\n    total\n    page\n    pageSize\n    lastUpdate\n    items {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      ... on CogenerationSystem {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on HybridWaterHeater {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on ElectricHeatPump {\n        systemNumber\n      }\n      ... on SolarSystem {\n        systemType\n        heatCollectorType\n        heatStorageTankType\n      }\n      ... on SolarWaterHeater {\n        systemType\n      }\n    }\n  }\n}\n\nquery PublicDeviceSheet($category: DeviceCategory!, $id: Int!, $includeExpired: Boolean) {\n  publicCategory(category: $category) {\n    label\n  }\n  publicDeviceSheet(category: $category, id: $id, includeExpired: $includeExpired) {\n    certificateFileUrl\n    device {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n      certificate {\n        id\n        fileName\n        size\n      }\n    }\n    fields {\n      key\n      label\n      unit\n      value\n      group\n    }\n    history {\n      id\n      toStatus\n      reasons\n      canceledAt\n      createdAt\n    }\n  }\n}": typeof types.PublicDeviceListDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": types.MeDocument,
    "fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}": types.ViewerOrganizationFragmentDoc,
    "query PublicDeviceList($category: DeviceCategory!, $filter: PublicDeviceFilter, $page: Int) {\n  publicCategory(category: $category) {\n    label\n    apiResource\n    identifyingFields {\n      key\n      label\n    }\n  }\n  publicBrandNames(category: $category) {\n    id\n    name\n  }\n  publicDevices(category: $category, filter: $filter, page: $page) {\n    total\n    page\n    pageSize\n    lastUpdate\n    items {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      ... on CogenerationSystem {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on HybridWaterHeater {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on ElectricHeatPump {\n        systemNumber\n      }\n      ... on SolarSystem {\n        systemType\n        heatCollectorType\n        heatStorageTankType\n      }\n      ... on SolarWaterHeater {\n        systemType\n      }\n    }\n  }\n}\n\nquery PublicDeviceSheet($category: DeviceCategory!, $id: Int!, $includeExpired: Boolean) {\n  publicCategory(category: $category) {\n    label\n  }\n  publicDeviceSheet(category: $category, id: $id, includeExpired: $includeExpired) {\n    certificateFileUrl\n    device {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n      certificate {\n        id\n        fileName\n        size\n      }\n    }\n    fields {\n      key\n      label\n      unit\n      value\n      group\n    }\n    history {\n      id\n      toStatus\n      reasons\n      canceledAt\n      createdAt\n    }\n  }\n}": types.PublicDeviceListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...ViewerFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}"): (typeof documents)["fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicDeviceList($category: DeviceCategory!, $filter: PublicDeviceFilter, $page: Int) {\n  publicCategory(category: $category) {\n    label\n    apiResource\n    identifyingFields {\n      key\n      label\n    }\n  }\n  publicBrandNames(category: $category) {\n    id\n    name\n  }\n  publicDevices(category: $category, filter: $filter, page: $page) {\n    total\n    page\n    pageSize\n    lastUpdate\n    items {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      ... on CogenerationSystem {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on HybridWaterHeater {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on ElectricHeatPump {\n        systemNumber\n      }\n      ... on SolarSystem {\n        systemType\n        heatCollectorType\n        heatStorageTankType\n      }\n      ... on SolarWaterHeater {\n        systemType\n      }\n    }\n  }\n}\n\nquery PublicDeviceSheet($category: DeviceCategory!, $id: Int!, $includeExpired: Boolean) {\n  publicCategory(category: $category) {\n    label\n  }\n  publicDeviceSheet(category: $category, id: $id, includeExpired: $includeExpired) {\n    certificateFileUrl\n    device {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n      certificate {\n        id\n        fileName\n        size\n      }\n    }\n    fields {\n      key\n      label\n      unit\n      value\n      group\n    }\n    history {\n      id\n      toStatus\n      reasons\n      canceledAt\n      createdAt\n    }\n  }\n}"): (typeof documents)["query PublicDeviceList($category: DeviceCategory!, $filter: PublicDeviceFilter, $page: Int) {\n  publicCategory(category: $category) {\n    label\n    apiResource\n    identifyingFields {\n      key\n      label\n    }\n  }\n  publicBrandNames(category: $category) {\n    id\n    name\n  }\n  publicDevices(category: $category, filter: $filter, page: $page) {\n    total\n    page\n    pageSize\n    lastUpdate\n    items {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      ... on CogenerationSystem {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on HybridWaterHeater {\n        puNumber\n        tuNumber\n        bbNumber\n      }\n      ... on ElectricHeatPump {\n        systemNumber\n      }\n      ... on SolarSystem {\n        systemType\n        heatCollectorType\n        heatStorageTankType\n      }\n      ... on SolarWaterHeater {\n        systemType\n      }\n    }\n  }\n}\n\nquery PublicDeviceSheet($category: DeviceCategory!, $id: Int!, $includeExpired: Boolean) {\n  publicCategory(category: $category) {\n    label\n  }\n  publicDeviceSheet(category: $category, id: $id, includeExpired: $includeExpired) {\n    certificateFileUrl\n    device {\n      id\n      status\n      releaseDate\n      publishDate\n      certificateNumber\n      canceledAt\n      brandName {\n        id\n        name\n      }\n      organization {\n        id\n        name\n      }\n      certificate {\n        id\n        fileName\n        size\n      }\n    }\n    fields {\n      key\n      label\n      unit\n      value\n      group\n    }\n    history {\n      id\n      toStatus\n      reasons\n      canceledAt\n      createdAt\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;