import { describe, expect, it } from 'vitest';
import { filtersActive, filtersFromSearch } from './filters';

const active = (search: string) => filtersActive(filtersFromSearch(new URLSearchParams(search)));

describe('filtersActive', () => {
  it('is true when the filters narrow the list, not for a page number or blank values', () => {
    expect(active('brand_name=ミライエネ')).toBe(true);
    expect(active('include_expired=true&page=2')).toBe(true);
    expect(active('release_date_from=2026-01-01')).toBe(true);
    expect(active('page=3')).toBe(false);
    expect(active('brand_name=%20%20&include_expired=false')).toBe(false);
    expect(active('')).toBe(false);
  });
});
