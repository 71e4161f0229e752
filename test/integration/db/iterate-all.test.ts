import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createEvaluationOrganization, createInformation } from '../../factories/master-data.js';
import { iterateAll, type ListOrder } from '../../../server/core/db/queries.js';
import { InformationShowType } from '../../../server/core/domain.js';
import { EvaluationOrganization } from '../../../server/modules/evaluation-organizations/evaluation-organization.entity.js';
import { Information } from '../../../server/modules/information/information.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  // Ties on the sort key across batch boundaries (batches of 2 below): id must break them.
  const at = (day: number) => new Date(Date.UTC(2025, 0, day, 3, 0, 0));
  for (const day of [3, 1, 3, 2, 3, 1, 2, 3])
    await createInformation(em, { publishedAt: at(day), showType: InformationShowType.house });
  for (const number of ['EV-C', 'EV-A', 'EV-D', 'EV-B', 'EV-E']) await createEvaluationOrganization(em, { number });
});
afterAll(() => t.close());

const collect = async <T>(rows: AsyncGenerator<T>) => {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
};

describe('iterateAll', () => {
  it('streams in the given order (descending key with ties) exactly as one ordered query would', async () => {
    const order: ListOrder<Information> = { publishedAt: 'desc', id: 'desc' };
    const expected = await t.orm.em.fork().find(Information, {}, { orderBy: order });
    const streamed = await collect(iterateAll(t.orm.em.fork(), Information, {}, { orderBy: order }, 2));
    expect(streamed.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(streamed).toHaveLength(8);
  });

  it('takes ascending keys, adds id when missing, and keeps the filter', async () => {
    const numbers = await collect(
      iterateAll(t.orm.em.fork(), EvaluationOrganization, {}, { orderBy: { number: 'asc' } }, 2),
    );
    expect(numbers.map((r) => r.number)).toEqual(['EV-A', 'EV-B', 'EV-C', 'EV-D', 'EV-E']);
    const filtered = await collect(
      iterateAll(
        t.orm.em.fork(),
        EvaluationOrganization,
        { number: { $ne: 'EV-C' } },
        { orderBy: { number: 'desc' } },
        2,
      ),
    );
    expect(filtered.map((r) => r.number)).toEqual(['EV-E', 'EV-D', 'EV-B', 'EV-A']);
  });

  it('defaults to id order', async () => {
    const rows = await collect(iterateAll(t.orm.em.fork(), Information, {}, {}, 3));
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
