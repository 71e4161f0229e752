import { describe, expect, it } from 'vitest';
import { KeptAnswers } from '../../server/modules/site/ssr/kept-answers.js';
import type { ExecuteOperation, OperationResult } from '../../server/rules/rendered-page.js';

const BRANDS = {
  query: 'query Brands($category: DeviceCategory!) { publicBrandNames(category: $category) { id } }',
  operationName: 'Brands',
};

/** An execute that counts its reads and answers each with its number. */
function countingExecute(answer: (n: number) => OperationResult | Error = (n) => ({ data: { n } })) {
  let reads = 0;
  const execute: ExecuteOperation = async () => {
    reads += 1;
    const result = answer(reads);
    if (result instanceof Error) throw result;
    return result;
  };
  return { execute, reads: () => reads };
}

describe('answers kept for renders', () => {
  it('reads an operation once a version and variables, and again for other variables or a new version', async () => {
    const answers = new KeptAnswers();
    const { execute, reads } = countingExecute();
    const ask = (version: string, category: string) =>
      answers.through(execute, version)({ ...BRANDS, variables: { category } });

    expect(await ask('v1', 'cogeneration_systems')).toEqual({ data: { n: 1 } });
    expect(await ask('v1', 'cogeneration_systems')).toEqual({ data: { n: 1 } });
    expect(await ask('v1', 'solar_systems')).toEqual({ data: { n: 2 } });
    expect(await ask('v2', 'cogeneration_systems')).toEqual({ data: { n: 3 } });
    expect(reads()).toBe(3);
  });

  it('shares one read between two renders asking at once', async () => {
    const answers = new KeptAnswers();
    const { execute, reads } = countingExecute();
    const ask = () => answers.through(execute, 'v1')({ ...BRANDS, variables: { category: 'solar_systems' } });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first).toEqual(second);
    expect(reads()).toBe(1);
  });

  it('keeps neither an answer with errors nor a failed read', async () => {
    const answers = new KeptAnswers();
    const { execute, reads } = countingExecute((n) =>
      n === 1 ? { errors: [{ message: 'a bad category' }] } : n === 2 ? new Error('database away') : { data: { n } },
    );
    const ask = () => answers.through(execute, 'v1')({ ...BRANDS, variables: { category: 'x' } });
    expect(await ask()).toEqual({ errors: [{ message: 'a bad category' }] });
    await expect(ask()).rejects.toThrow('database away');
    expect(await ask()).toEqual({ data: { n: 3 } });
    expect(await ask()).toEqual({ data: { n: 3 } });
    expect(reads()).toBe(3);
  });
});
