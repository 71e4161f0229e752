import 'reflect-metadata';
import { isInterfaceType, isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../../server/core/graphql/schema.js';

const ENGLISH = /[A-Za-z]{3,}/;

/** Third parties read the public part of the schema: it is described in English (docs/api.md). */
describe('public GraphQL descriptions', () => {
  it('every public query and every field of the public types is described in English', async () => {
    const schema = await buildGraphqlSchema();
    const missing: string[] = [];
    const check = (owner: string, field: GraphQLField<unknown, unknown>) => {
      if (!field.description || !ENGLISH.test(field.description)) missing.push(`${owner}.${field.name}`);
    };
    const query = schema.getQueryType()!;
    for (const field of Object.values(query.getFields()))
      if (/^public|^lastUpdate$/.test(field.name)) check('Query', field);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!/^Public/.test(type.name) || !(isObjectType(type) || isInterfaceType(type))) continue;
      if (!type.description || !ENGLISH.test(type.description)) missing.push(type.name);
    }
    for (const name of [
      'PublicDevice',
      'PublicElectricHeatPump',
      'PublicSolarSystem',
      'PublicDeviceChange',
      'PublicDeviceChangePage',
      'PublicDeviceStatusChange',
    ]) {
      const type = schema.getType(name);
      if (isObjectType(type) || isInterfaceType(type))
        for (const field of Object.values(type.getFields())) check(name, field);
    }
    expect(missing).toEqual([]);
  });
});
