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
    "fragment DeviceListFields on Device {\n  id\n  category\n  status\n  statusLabel\n  releaseDate\n  publishDate\n  certificateNumber\n  canceledAt\n  createdAt\n  updatedAt\n  brandName {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  specItems {\n    key\n    label\n    value\n    unit\n  }\n  viewerCan {\n    applyPublish\n    approve\n    applyCancel\n    cancel\n    delete\n    updateDates\n  }\n}\n\nfragment DeviceDetailFields on Device {\n  ...DeviceListFields\n  certificate {\n    id\n    fileName\n    contentType\n    size\n  }\n}\n\nquery DeviceList($category: DeviceCategory!, $filter: DeviceFilter) {\n  devices(category: $category, filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...DeviceListFields\n    }\n  }\n}\n\nquery DeviceDetail($category: DeviceCategory!, $id: Int!) {\n  device(category: $category, id: $id) {\n    ...DeviceDetailFields\n  }\n  deviceHistory(category: $category, id: $id) {\n    id\n    fromStatus\n    toStatus\n    reasons\n    note\n    canceledAt\n    actorName\n    createdAt\n  }\n}\n\nquery UploadSharedPasswords {\n  uploadSharedPasswords {\n    id\n    name\n  }\n}\n\nmutation ApplyPublishDevice($category: DeviceCategory!, $id: Int!) {\n  applyPublishDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApproveDevice($category: DeviceCategory!, $id: Int!) {\n  approveDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApplyCancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  applyCancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation CancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  cancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation UpdateDeviceDates($category: DeviceCategory!, $id: Int!, $input: DeviceDatesInput!) {\n  updateDeviceDates(category: $category, id: $id, input: $input) {\n    id\n    releaseDate\n    publishDate\n  }\n}\n\nmutation DeleteDevice($category: DeviceCategory!, $id: Int!) {\n  deleteDevice(category: $category, id: $id)\n}": typeof types.DeviceListFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": types.MeDocument,
    "fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}": types.ViewerOrganizationFragmentDoc,
    "fragment DeviceListFields on Device {\n  id\n  category\n  status\n  statusLabel\n  releaseDate\n  publishDate\n  certificateNumber\n  canceledAt\n  createdAt\n  updatedAt\n  brandName {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  specItems {\n    key\n    label\n    value\n    unit\n  }\n  viewerCan {\n    applyPublish\n    approve\n    applyCancel\n    cancel\n    delete\n    updateDates\n  }\n}\n\nfragment DeviceDetailFields on Device {\n  ...DeviceListFields\n  certificate {\n    id\n    fileName\n    contentType\n    size\n  }\n}\n\nquery DeviceList($category: DeviceCategory!, $filter: DeviceFilter) {\n  devices(category: $category, filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...DeviceListFields\n    }\n  }\n}\n\nquery DeviceDetail($category: DeviceCategory!, $id: Int!) {\n  device(category: $category, id: $id) {\n    ...DeviceDetailFields\n  }\n  deviceHistory(category: $category, id: $id) {\n    id\n    fromStatus\n    toStatus\n    reasons\n    note\n    canceledAt\n    actorName\n    createdAt\n  }\n}\n\nquery UploadSharedPasswords {\n  uploadSharedPasswords {\n    id\n    name\n  }\n}\n\nmutation ApplyPublishDevice($category: DeviceCategory!, $id: Int!) {\n  applyPublishDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApproveDevice($category: DeviceCategory!, $id: Int!) {\n  approveDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApplyCancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  applyCancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation CancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  cancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation UpdateDeviceDates($category: DeviceCategory!, $id: Int!, $input: DeviceDatesInput!) {\n  updateDeviceDates(category: $category, id: $id, input: $input) {\n    id\n    releaseDate\n    publishDate\n  }\n}\n\nmutation DeleteDevice($category: DeviceCategory!, $id: Int!) {\n  deleteDevice(category: $category, id: $id)\n}": types.DeviceListFieldsFragmentDoc,
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
export function graphql(source: "fragment DeviceListFields on Device {\n  id\n  category\n  status\n  statusLabel\n  releaseDate\n  publishDate\n  certificateNumber\n  canceledAt\n  createdAt\n  updatedAt\n  brandName {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  specItems {\n    key\n    label\n    value\n    unit\n  }\n  viewerCan {\n    applyPublish\n    approve\n    applyCancel\n    cancel\n    delete\n    updateDates\n  }\n}\n\nfragment DeviceDetailFields on Device {\n  ...DeviceListFields\n  certificate {\n    id\n    fileName\n    contentType\n    size\n  }\n}\n\nquery DeviceList($category: DeviceCategory!, $filter: DeviceFilter) {\n  devices(category: $category, filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...DeviceListFields\n    }\n  }\n}\n\nquery DeviceDetail($category: DeviceCategory!, $id: Int!) {\n  device(category: $category, id: $id) {\n    ...DeviceDetailFields\n  }\n  deviceHistory(category: $category, id: $id) {\n    id\n    fromStatus\n    toStatus\n    reasons\n    note\n    canceledAt\n    actorName\n    createdAt\n  }\n}\n\nquery UploadSharedPasswords {\n  uploadSharedPasswords {\n    id\n    name\n  }\n}\n\nmutation ApplyPublishDevice($category: DeviceCategory!, $id: Int!) {\n  applyPublishDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApproveDevice($category: DeviceCategory!, $id: Int!) {\n  approveDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApplyCancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  applyCancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation CancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  cancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation UpdateDeviceDates($category: DeviceCategory!, $id: Int!, $input: DeviceDatesInput!) {\n  updateDeviceDates(category: $category, id: $id, input: $input) {\n    id\n    releaseDate\n    publishDate\n  }\n}\n\nmutation DeleteDevice($category: DeviceCategory!, $id: Int!) {\n  deleteDevice(category: $category, id: $id)\n}"): (typeof documents)["fragment DeviceListFields on Device {\n  id\n  category\n  status\n  statusLabel\n  releaseDate\n  publishDate\n  certificateNumber\n  canceledAt\n  createdAt\n  updatedAt\n  brandName {\n    id\n    name\n  }\n  organization {\n    id\n    name\n  }\n  specItems {\n    key\n    label\n    value\n    unit\n  }\n  viewerCan {\n    applyPublish\n    approve\n    applyCancel\n    cancel\n    delete\n    updateDates\n  }\n}\n\nfragment DeviceDetailFields on Device {\n  ...DeviceListFields\n  certificate {\n    id\n    fileName\n    contentType\n    size\n  }\n}\n\nquery DeviceList($category: DeviceCategory!, $filter: DeviceFilter) {\n  devices(category: $category, filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...DeviceListFields\n    }\n  }\n}\n\nquery DeviceDetail($category: DeviceCategory!, $id: Int!) {\n  device(category: $category, id: $id) {\n    ...DeviceDetailFields\n  }\n  deviceHistory(category: $category, id: $id) {\n    id\n    fromStatus\n    toStatus\n    reasons\n    note\n    canceledAt\n    actorName\n    createdAt\n  }\n}\n\nquery UploadSharedPasswords {\n  uploadSharedPasswords {\n    id\n    name\n  }\n}\n\nmutation ApplyPublishDevice($category: DeviceCategory!, $id: Int!) {\n  applyPublishDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApproveDevice($category: DeviceCategory!, $id: Int!) {\n  approveDevice(category: $category, id: $id) {\n    id\n    status\n  }\n}\n\nmutation ApplyCancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  applyCancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation CancelDevice($category: DeviceCategory!, $id: Int!, $input: DeviceCancelInput!) {\n  cancelDevice(category: $category, id: $id, input: $input) {\n    id\n    status\n  }\n}\n\nmutation UpdateDeviceDates($category: DeviceCategory!, $id: Int!, $input: DeviceDatesInput!) {\n  updateDeviceDates(category: $category, id: $id, input: $input) {\n    id\n    releaseDate\n    publishDate\n  }\n}\n\nmutation DeleteDevice($category: DeviceCategory!, $id: Int!) {\n  deleteDevice(category: $category, id: $id)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;