import { describe, expect, it } from 'vitest';
import { filtersActive } from './filters';

describe('filtersActive', () => {
  it('is true when the address narrows the list, not for a page number or blank values', () => {
    expect(filtersActive(new URLSearchParams('brand_name=ミライエネ'))).toBe(true);
    expect(filtersActive(new URLSearchParams('include_expired=true&page=2'))).toBe(true);
    expect(filtersActive(new URLSearchParams('release_date_from=2026-01-01'))).toBe(true);
    expect(filtersActive(new URLSearchParams('page=3'))).toBe(false);
    expect(filtersActive(new URLSearchParams('brand_name=%20%20&include_expired=false'))).toBe(false);
    expect(filtersActive(new URLSearchParams(''))).toBe(false);
  });
});
