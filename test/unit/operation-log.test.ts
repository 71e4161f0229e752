import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeOperation } from '../../server/core/graphql/operation-log.plugin.js';

function described(source: string): string {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return describeOperation(operation, document);
}

describe('the GraphQL operation in the access log', () => {
  it('is the type and the root fields, through fragments, without aliases or arguments', () => {
    expect(described('mutation Anything { renamed: disableOrganization(id: 5) { id } }')).toBe(
      'mutation disableOrganization',
    );
    expect(
      described('query { ...Roots ... on Query { me { id } } } fragment Roots on Query { publicNotices { id } }'),
    ).toBe('query publicNotices,me');
  });

  it('names five root fields at most, each once', () => {
    expect(described('{ a: me { id } b: me { id } c1: __typename }')).toBe('query me,__typename');
    expect(
      described(
        '{ f1: me { id } ...F } fragment F on Query { a: __typename b: publicNotices { id } c: categoryLevels { id } d: brandNames { total } e: evaluationOrganizations { total } }',
      ),
    ).toBe('query me,__typename,publicNotices,categoryLevels,brandNames,…');
  });
});
