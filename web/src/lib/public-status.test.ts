import { afterEach, describe, expect, it } from 'vitest';
import { initialEdition, publicStatus, renderedEdition } from './public-status';

describe('the edition a tab starts in', () => {
  afterEach(() => {
    document.cookie = 'edition=; Path=/; Max-Age=0';
  });

  it('is the one last browsed in this browser (its cookie), else 住宅版', () => {
    expect(initialEdition()).toBe('house');
    publicStatus.set('building');
    expect(document.cookie).toContain('edition=building');
    expect(initialEdition()).toBe('building');
    publicStatus.set('house');
    expect(initialEdition()).toBe('house');
    document.cookie = 'edition=unknown; Path=/';
    expect(initialEdition()).toBe('house');
  });
});

describe('the edition a page is rendered in', () => {
  it('is the one its path names, else the cookie’s, else 住宅版', () => {
    expect(renderedEdition('/building/links', 'edition=house')).toBe('building');
    expect(renderedEdition('/login/building', undefined)).toBe('building');
    expect(renderedEdition('/house', 'edition=building')).toBe('house');
    expect(renderedEdition('/cogenerations/4', 'a=1; edition=building')).toBe('building');
    expect(renderedEdition('/cogenerations', 'edition=x')).toBe('house');
    expect(renderedEdition('/housekeeping', undefined)).toBe('house');
  });
});
