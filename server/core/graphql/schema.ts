import 'reflect-metadata';
import {
  isInterfaceType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';
import { buildSchema, getMetadataStorage, type ContainerType } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { orphanedTypes, resolvers } from './resolvers.js';

let shapeOnly: Promise<GraphQLSchema> | undefined;

/**
 * The executable schema, its resolvers taken from `container` (createResolverContainer). Without a
 * container the schema serves only its shape (printing, descriptions): built once per process.
 */
export async function buildGraphqlSchema(container?: ContainerType): Promise<GraphQLSchema> {
  if (container) {
    return withOwnTypeResolvers(
      await buildSchema({ resolvers, orphanedTypes, authChecker, validate: false, container }),
    );
  }
  shapeOnly ??= buildSchema({ resolvers, orphanedTypes, authChecker, validate: false });
  return shapeOnly;
}

/**
 * TypeGraphQL wraps each interface's and union's resolveType in an async function. graphql-jit
 * (compiled-public-queries.ts) needs the type's name synchronously, and graphql-js settles it
 * without a promise per row too; ours return names synchronously, so the schema takes them as written.
 */
function withOwnTypeResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const { name, resolveType } of [...storage.interfaceTypes, ...storage.unions]) {
    const type = schema.getType(name);
    if (resolveType && (isInterfaceType(type) || isUnionType(type))) {
      type.resolveType = resolveType as GraphQLTypeResolver<unknown, unknown>;
    }
  }
  return schema;
}

export async function printGraphqlSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGraphqlSchema()))}\n`;
}
