import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Phrases, TextOrEmpty } from './phrases';

describe('Japanese text in a narrow cell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('renders the pieces with <wbr> between them in keep-all, the text unchanged', () => {
    const { container } = render(<Phrases text="発電ユニットの発電方式" />);
    expect(container.innerHTML).toBe('<span style="word-break: keep-all;">発電ユニットの<wbr>発電方式</span>');
    expect(container.textContent).toBe('発電ユニットの発電方式');
  });

  it('keeps a unit in brackets on one line, with or without phrases around it', () => {
    const { container } = render(<Phrases text="近似式の傾き（W/（m2・K））" />);
    expect(container.innerHTML).toBe(
      '<span style="word-break: keep-all;">近似式の<wbr>傾き<span style="white-space: nowrap;">（W/（m2・K））</span></span>',
    );
    const alone = render(<Phrases text="（kJ/（kg・K））" />);
    expect(alone.container.innerHTML).toBe('<span style="white-space: nowrap;">（kJ/（kg・K））</span>');
  });

  it('renders a blank value as the empty mark', () => {
    const { container } = renderWithProviders(<TextOrEmpty text="  " />);
    expect(container.textContent).toBe('—なし');
  });

  it('leaves the text to the browser where it has no word segmenter', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    vi.resetModules();
    const fresh = await import('./phrases');
    const { container } = render(<fresh.Phrases text="発電ユニットの発電方式" />);
    expect(container.innerHTML).toBe('発電ユニットの発電方式');
  });
});
