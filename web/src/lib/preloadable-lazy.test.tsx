import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>こんにちは {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>失敗: {this.state.error}</p> : this.props.children;
  }
}

/** Renders `element` and returns what the first commit showed, before any pending code settles. */
function firstCommit(element: ReactNode): string {
  render(
    <Boundary>
      <Suspense fallback={<p>読み込み中…</p>}>{element}</Suspense>
    </Boundary>,
  );
  return document.body.textContent ?? '';
}

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, when preload() has resolved before the first render', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component: Lazy, preload } = preloadableLazy(load);
    await preload();
    expect(firstCommit(<Lazy name="山田" />)).toBe('こんにちは 山田');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until code it had not loaded arrives, and loads it once', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component: Lazy, preload } = preloadableLazy(load);
    expect(firstCommit(<Lazy name="佐藤" />)).toBe('読み込み中…');
    expect(await screen.findByText('こんにちは 佐藤')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks onLoadFailure first, and shows the error boundary when the page is not being replaced', async () => {
    const onLoadFailure = vi.fn(async () => false);
    const { Component: Lazy } = preloadableLazy<{ name: string }>(async () => {
      throw new Error('chunk missing');
    }, onLoadFailure);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => void firstCommit(<Lazy name="x" />));
    expect(await screen.findByText('失敗: chunk missing')).toBeInTheDocument();
    expect(onLoadFailure).toHaveBeenCalledTimes(1);
  });

  it('never settles while onLoadFailure replaces the page', async () => {
    let replace: (replaced: boolean) => void = () => undefined;
    const onLoadFailure = vi.fn(() => new Promise<boolean>((resolve) => (replace = resolve)));
    const { Component: Lazy, preload } = preloadableLazy<{ name: string }>(async () => {
      throw new Error('chunk missing');
    }, onLoadFailure);
    let settled = false;
    void preload().finally(() => (settled = true));
    expect(firstCommit(<Lazy name="x" />)).toBe('読み込み中…');
    await vi.waitFor(() => expect(onLoadFailure).toHaveBeenCalled());
    replace(true);
    // The answer's promise jobs run (a settling preload would settle within a few of them).
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(settled).toBe(false);
    expect(screen.getByText('読み込み中…')).toBeInTheDocument();
  });
});
