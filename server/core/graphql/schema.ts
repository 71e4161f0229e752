import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { orphanedTypes, resolvers } from './resolvers.js';

let shapeOnly: Promise<GraphQLSchema> | undefined;

/**
 * The executable schema, its resolvers taken from `container` (createResolverContainer). Without a
 * container the schema serves only its shape (printing, descriptions): built once per process.
 */
export function buildGraphqlSchema(container?: ContainerType): Promise<GraphQLSchema> {
  if (container) return buildSchema({ resolvers, orphanedTypes, authChecker, validate: false, container });
  shapeOnly ??= buildSchema({ resolvers, orphanedTypes, authChecker, validate: false });
  return shapeOnly;
}

export async function printGraphqlSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGraphqlSchema()))}\n`;
}
