import { describe, expect, it } from 'vitest';
import { operationMemo } from '../../server/core/graphql/operation-memo.js';

describe('operationMemo', () => {
  it('judges a document once, telling operation names apart, and keeps the last 500', () => {
    const judged: string[] = [];
    const memo = operationMemo((query, operationName) => {
      judged.push(`${operationName}:${query}`);
      return query.length;
    });
    expect(memo('{ a }', undefined)).toBe(5);
    expect(memo('{ a }', undefined)).toBe(5);
    memo('{ a }', 'A');
    expect(judged).toEqual(['undefined:{ a }', 'A:{ a }']);

    for (let i = 0; i < 500; i++) memo(`{ f${i} }`, undefined);
    judged.length = 0;
    memo('{ f499 }', undefined);
    expect(judged).toEqual([]);
    memo('{ a }', undefined);
    expect(judged).toEqual(['undefined:{ a }']);
  });

  it('keeps a falsy verdict too', () => {
    let calls = 0;
    const memo = operationMemo(() => (calls++, null));
    memo('{ x }', undefined);
    memo('{ x }', undefined);
    expect(calls).toBe(1);
  });
});
