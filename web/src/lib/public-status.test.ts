import { afterEach, describe, expect, it } from 'vitest';
import { initialEdition, publicStatus } from './public-status';

describe('the edition a tab starts in', () => {
  afterEach(() => window.localStorage.clear());

  it('is the one last browsed in this browser, else 住宅版', () => {
    expect(initialEdition()).toBe('house');
    publicStatus.set('building');
    expect(initialEdition()).toBe('building');
    publicStatus.set('house');
    expect(initialEdition()).toBe('house');
    window.localStorage.setItem('lastEdition', 'unknown');
    expect(initialEdition()).toBe('house');
  });
});
