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
    "fragment OrganizationFields on Organization {\n  id\n  name\n  postcode\n  address\n  tel\n  belongTo\n  message\n  type\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n  approvedAt\n  createdAt\n  updatedAt\n}\n\nfragment OrganizationUserFields on User {\n  id\n  division\n  name\n  tel\n  email\n  lockedAt\n  lastLoginAt\n}\n\nmutation Register($input: RegistrationInput!) {\n  register(input: $input) {\n    id\n    status\n  }\n}\n\nquery Organizations($filter: OrganizationFilter) {\n  organizations(filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...OrganizationFields\n    }\n  }\n}\n\nquery OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationFields\n    users {\n      ...OrganizationUserFields\n    }\n  }\n}\n\nmutation UpdateOrganization($id: Int!, $input: OrganizationUpdateInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation ApproveOrganization($id: Int!, $input: ManagerFlagsInput!) {\n  approveOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation DisableOrganization($id: Int!) {\n  disableOrganization(id: $id) {\n    ...OrganizationFields\n  }\n}\n\nmutation DeleteOrganization($id: Int!) {\n  deleteOrganization(id: $id)\n}\n\nmutation ChangeZipPassword($id: Int!, $input: ZipPasswordChangeInput!) {\n  changeZipPassword(id: $id, input: $input)\n}": typeof types.OrganizationFieldsFragmentDoc,
    "query UserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation CreateUser($input: UserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    email\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($id: Int!, $input: PasswordChangeInput!) {\n  changePassword(id: $id, input: $input)\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input)\n}": typeof types.UserDetailDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": types.MeDocument,
    "fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}": types.ViewerOrganizationFragmentDoc,
    "fragment OrganizationFields on Organization {\n  id\n  name\n  postcode\n  address\n  tel\n  belongTo\n  message\n  type\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n  approvedAt\n  createdAt\n  updatedAt\n}\n\nfragment OrganizationUserFields on User {\n  id\n  division\n  name\n  tel\n  email\n  lockedAt\n  lastLoginAt\n}\n\nmutation Register($input: RegistrationInput!) {\n  register(input: $input) {\n    id\n    status\n  }\n}\n\nquery Organizations($filter: OrganizationFilter) {\n  organizations(filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...OrganizationFields\n    }\n  }\n}\n\nquery OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationFields\n    users {\n      ...OrganizationUserFields\n    }\n  }\n}\n\nmutation UpdateOrganization($id: Int!, $input: OrganizationUpdateInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation ApproveOrganization($id: Int!, $input: ManagerFlagsInput!) {\n  approveOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation DisableOrganization($id: Int!) {\n  disableOrganization(id: $id) {\n    ...OrganizationFields\n  }\n}\n\nmutation DeleteOrganization($id: Int!) {\n  deleteOrganization(id: $id)\n}\n\nmutation ChangeZipPassword($id: Int!, $input: ZipPasswordChangeInput!) {\n  changeZipPassword(id: $id, input: $input)\n}": types.OrganizationFieldsFragmentDoc,
    "query UserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation CreateUser($input: UserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    email\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($id: Int!, $input: PasswordChangeInput!) {\n  changePassword(id: $id, input: $input)\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input)\n}": types.UserDetailDocument,
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
export function graphql(source: "fragment OrganizationFields on Organization {\n  id\n  name\n  postcode\n  address\n  tel\n  belongTo\n  message\n  type\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n  approvedAt\n  createdAt\n  updatedAt\n}\n\nfragment OrganizationUserFields on User {\n  id\n  division\n  name\n  tel\n  email\n  lockedAt\n  lastLoginAt\n}\n\nmutation Register($input: RegistrationInput!) {\n  register(input: $input) {\n    id\n    status\n  }\n}\n\nquery Organizations($filter: OrganizationFilter) {\n  organizations(filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...OrganizationFields\n    }\n  }\n}\n\nquery OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationFields\n    users {\n      ...OrganizationUserFields\n    }\n  }\n}\n\nmutation UpdateOrganization($id: Int!, $input: OrganizationUpdateInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation ApproveOrganization($id: Int!, $input: ManagerFlagsInput!) {\n  approveOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation DisableOrganization($id: Int!) {\n  disableOrganization(id: $id) {\n    ...OrganizationFields\n  }\n}\n\nmutation DeleteOrganization($id: Int!) {\n  deleteOrganization(id: $id)\n}\n\nmutation ChangeZipPassword($id: Int!, $input: ZipPasswordChangeInput!) {\n  changeZipPassword(id: $id, input: $input)\n}"): (typeof documents)["fragment OrganizationFields on Organization {\n  id\n  name\n  postcode\n  address\n  tel\n  belongTo\n  message\n  type\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n  approvedAt\n  createdAt\n  updatedAt\n}\n\nfragment OrganizationUserFields on User {\n  id\n  division\n  name\n  tel\n  email\n  lockedAt\n  lastLoginAt\n}\n\nmutation Register($input: RegistrationInput!) {\n  register(input: $input) {\n    id\n    status\n  }\n}\n\nquery Organizations($filter: OrganizationFilter) {\n  organizations(filter: $filter) {\n    total\n    page\n    pageSize\n    items {\n      ...OrganizationFields\n    }\n  }\n}\n\nquery OrganizationDetail($id: Int!) {\n  organization(id: $id) {\n    ...OrganizationFields\n    users {\n      ...OrganizationUserFields\n    }\n  }\n}\n\nmutation UpdateOrganization($id: Int!, $input: OrganizationUpdateInput!) {\n  updateOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation ApproveOrganization($id: Int!, $input: ManagerFlagsInput!) {\n  approveOrganization(id: $id, input: $input) {\n    ...OrganizationFields\n  }\n}\n\nmutation DisableOrganization($id: Int!) {\n  disableOrganization(id: $id) {\n    ...OrganizationFields\n  }\n}\n\nmutation DeleteOrganization($id: Int!) {\n  deleteOrganization(id: $id)\n}\n\nmutation ChangeZipPassword($id: Int!, $input: ZipPasswordChangeInput!) {\n  changeZipPassword(id: $id, input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation CreateUser($input: UserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    email\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($id: Int!, $input: PasswordChangeInput!) {\n  changePassword(id: $id, input: $input)\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input)\n}"): (typeof documents)["query UserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation CreateUser($input: UserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    email\n  }\n}\n\nmutation UpdateUser($id: Int!, $input: UserUpdateInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    division\n    name\n    tel\n    email\n  }\n}\n\nmutation DeleteUser($id: Int!) {\n  deleteUser(id: $id)\n}\n\nmutation ChangePassword($id: Int!, $input: PasswordChangeInput!) {\n  changePassword(id: $id, input: $input)\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input)\n}\n\nmutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;