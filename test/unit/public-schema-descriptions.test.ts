import 'reflect-metadata';
import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../../server/composition/graphql.js';

const ENGLISH = /[A-Za-z]{3,}/;
/** The registry's public queries (publicLinks and publicNotices answer with the portal's shared types). */
const PUBLIC_QUERY = /^public(Device|BrandNames|LinkCategory)|^lastUpdate$/;

/** The object, interface and input types a public query's arguments and answers reach. */
function publicTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const seen = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType | undefined | void) => {
    if (!type || seen.has(type.name) || !(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)))
      return;
    seen.set(type.name, type);
    if (isInterfaceType(type)) for (const impl of schema.getPossibleTypes(type)) visit(impl);
    for (const field of Object.values(type.getFields())) {
      visit(getNamedType(field.type));
      for (const arg of 'args' in field ? field.args : []) visit(getNamedType(arg.type));
    }
  };
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    if (!PUBLIC_QUERY.test(field.name)) continue;
    visit(getNamedType(field.type));
    for (const arg of field.args) visit(getNamedType(arg.type));
  }
  return [...seen.values()];
}

/** Third parties read the public part of the schema: it is described in English (docs/api.md). */
describe('public GraphQL descriptions', () => {
  it('every public query, its arguments, and every type, field and argument they reach is described in English', async () => {
    const schema = await buildGraphqlSchema();
    const missing: string[] = [];
    const check = (name: string, described: { description?: string | null }) => {
      if (!described.description || !ENGLISH.test(described.description)) missing.push(name);
    };
    const checkField = (owner: string, field: GraphQLField<unknown, unknown> | GraphQLInputField) => {
      check(`${owner}.${field.name}`, field);
      for (const arg of 'args' in field ? field.args : ([] as GraphQLArgument[]))
        check(`${owner}.${field.name}(${arg.name})`, arg);
    };
    for (const field of Object.values(schema.getQueryType()!.getFields()))
      if (PUBLIC_QUERY.test(field.name)) checkField('Query', field);
    for (const type of publicTypes(schema)) {
      check(type.name, type);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
        for (const field of Object.values(type.getFields())) checkField(type.name, field);
    }
    expect(missing).toEqual([]);
  });
});
