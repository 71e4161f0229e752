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
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...ViewerFields\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...ViewerFields\n  }\n}": types.MeDocument,
    "fragment ViewerOrganization on Organization {\n  id\n  name\n  status\n  cogenerationManager\n  hybridWaterHeaterManager\n  electricHeatPumpManager\n  solarSystemManager\n  solarWaterHeaterManager\n}\n\nfragment ViewerUser on User {\n  id\n  role\n  name\n  division\n  tel\n  email\n  organization {\n    ...ViewerOrganization\n  }\n}\n\nfragment ViewerFields on Viewer {\n  edition\n  user {\n    ...ViewerUser\n  }\n}": types.ViewerOrganizationFragmentDoc,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;