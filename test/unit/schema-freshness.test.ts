import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printGraphqlSchema } from '../../server/composition/graphql.js';

describe('schema/schema.graphql', () => {
  it('is exactly what the TypeGraphQL code emits (run `npm run schema:emit` when this fails)', async () => {
    expect(fs.readFileSync('schema/schema.graphql', 'utf8')).toBe(await printGraphqlSchema());
  });
});
