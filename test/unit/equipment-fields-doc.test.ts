import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_DEFINITIONS, csvColumns } from '../../server/modules/device-registry/categories.js';
import { withGeneratedTables } from '../../server/cli/equipment-fields-doc.js';

const doc = readFileSync(new URL('../../docs/equipment-fields.md', import.meta.url), 'utf8');

describe('docs/equipment-fields.md', () => {
  it('holds the upload column tables generated from the category table (npm run docs:fields)', () => {
    expect(withGeneratedTables(doc)).toBe(doc);
  });

  for (const definition of CATEGORY_DEFINITIONS) {
    it(`lists every upload column of ${definition.apiResource} with required/optional, in order`, () => {
      const section = doc.split(`（/api/${definition.apiResource}）`)[1]!.split('\n#### ')[0]!;
      const listed = [...section.matchAll(/^\| (.+?) \| (required|optional) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
      expect(listed).toEqual(csvColumns(definition).map((c) => `${c.header} ${c.required ? 'required' : 'optional'}`));
    });
  }
});
