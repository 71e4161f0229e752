import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { orphanedTypes, resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** Built once per process: type-graphql's metadata is global. */
export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, orphanedTypes, authChecker, validate: false });
  return built;
}

export async function printGraphqlSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGraphqlSchema()))}\n`;
}
