import { describe, expect, it } from 'vitest';
import { CompiledStatement } from '../../server/core/db/compiled-statement.js';

describe('CompiledStatement', () => {
  it('puts each run’s values where the stand-ins were and keeps the constants', () => {
    const statement = CompiledStatement.compile<'category' | 'today' | 'limit' | 'offset'>((slots) => ({
      sql: 'select * from devices where category = ? and status in (?, ?) and publish_date <= ? limit ? offset ?',
      bindings: [
        slots.text('category'),
        'published',
        'canceled',
        slots.text('today'),
        slots.int('limit'),
        slots.int('offset'),
      ],
    }));
    expect(statement.bindings({ category: 'solar_systems', today: '2026-11-25', limit: 25, offset: 50 })).toEqual([
      'solar_systems',
      'published',
      'canceled',
      '2026-11-25',
      25,
      50,
    ]);
    expect(statement.bindings({ category: 'cogenerations', today: '2027-01-01', limit: 10, offset: 0 })).toEqual([
      'cogenerations',
      'published',
      'canceled',
      '2027-01-01',
      10,
      0,
    ]);
  });

  it('tells two number stand-ins apart and leaves ordinary numbers alone', () => {
    const statement = CompiledStatement.compile<'limit' | 'offset'>((slots) => ({
      sql: 'select 1 limit ? offset ?',
      bindings: [1, slots.int('offset'), slots.int('limit'), 2_000_000_005],
    }));
    expect(statement.bindings({ limit: 7, offset: 3 })).toEqual([1, 3, 7, 2_000_000_005]);
  });

  it('refuses a builder that changed a stand-in (it could not be filled in)', () => {
    expect(() =>
      CompiledStatement.compile<'name'>((slots) => ({ sql: 'select ?', bindings: [`%${slots.text('name')}%`] })),
    ).toThrow(/slot inside a value/);
  });
});
