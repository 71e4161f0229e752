import 'reflect-metadata';
import {
  isInterfaceType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';
import { buildSchema, getMetadataStorage, type ContainerType, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './auth-checker.js';

/** The classes a schema is built from: listed by the composition root (composition/graphql.ts). */
export interface GraphqlParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>;
  /** Types of the whole data model, in the schema before every operation that returns them exists. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  orphanedTypes: Function[];
}

const shapeOnly = new WeakMap<GraphqlParts, Promise<GraphQLSchema>>();

/**
 * The executable schema, its resolvers taken from `container` (one instance per resolver class).
 * Without a container the schema serves only its shape (printing, descriptions): built once per process.
 */
export async function buildSchemaFrom(parts: GraphqlParts, container?: ContainerType): Promise<GraphQLSchema> {
  const { resolvers, orphanedTypes } = parts;
  if (container) {
    return withOwnTypeResolvers(
      await buildSchema({ resolvers, orphanedTypes, authChecker, validate: false, container }),
    );
  }
  let built = shapeOnly.get(parts);
  if (!built) shapeOnly.set(parts, (built = buildSchema({ resolvers, orphanedTypes, authChecker, validate: false })));
  return built;
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

export async function printSchemaFrom(parts: GraphqlParts): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildSchemaFrom(parts)))}\n`;
}
