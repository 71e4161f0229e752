import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../../server/composition/graphql.js';

/**
 * TypeGraphQL's `simpleResolvers` reads fields as properties and skips @Authorized and middlewares
 * on them without a word: a type that has it must have no field that relies on either.
 */
describe('object types with simpleResolvers', () => {
  it('have no field with roles or middlewares', async () => {
    await buildGraphqlSchema();
    const storage = getMetadataStorage();
    const simple = storage.objectTypes.filter((type) => type.simpleResolvers);
    expect(simple.map((type) => type.name)).toContain('PublicElectricHeatPump');
    const guarded = storage.fields
      .filter((field) =>
        simple.some((type) => field.target === type.target || type.target.prototype instanceof field.target),
      )
      .filter((field) => field.roles !== undefined || field.middlewares?.length)
      .map((field) => `${field.target.name}.${field.name}`);
    expect(guarded).toEqual([]);
  });
});
