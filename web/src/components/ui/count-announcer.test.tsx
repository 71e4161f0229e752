import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { announceCount, CountAnnouncer } from './count-announcer';

describe('the count announcer', () => {
  it('says a list’s count when it changes on the same page, not the first one a page shows', () => {
    renderWithProviders(<CountAnnouncer />);
    const status = screen.getByTestId('count-announcer');
    act(() => announceCount('/admin/organizations', '全25件'));
    expect(status.textContent).toBe('');
    act(() => announceCount('/admin/organizations', '全25件'));
    expect(status.textContent).toBe('');
    act(() => announceCount('/admin/organizations', '全3件'));
    expect(status).toHaveTextContent('全3件');
    act(() => announceCount('/admin/links', '全7件'));
    expect(status).toHaveTextContent('全3件');
  });
});
