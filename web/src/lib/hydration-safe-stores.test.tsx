import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, useStoreValue } from './external-store';
import { useHydrated } from './hydrated';
import { publicStatus, RenderedEditionContext, usePublicStatus } from './public-status';

const draft = createSessionStore('hydration-test-draft', '');

function Draft() {
  return <p>draft: {useStoreValue(draft)}</p>;
}

function Edition() {
  return <p>edition: {usePublicStatus()}</p>;
}

function Hydrated() {
  return <p>{useHydrated() ? 'scripts' : 'server'}</p>;
}

/** Hydrates `element` over the markup the server rendered for it; the console errors it caused. */
async function hydrate(element: React.ReactElement, serverElement = element) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverElement);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
  const logged = errors.mock.calls.length;
  errors.mockRestore();
  return { container, logged, recoverable };
}

describe('stores a page the server rendered is hydrated with', () => {
  afterEach(() => {
    draft.reset();
    publicStatus.reset();
    document.body.innerHTML = '';
  });

  it('render their empty value on the server and in hydration, then the stored one, without a mismatch', async () => {
    draft.set('途中の入力');
    expect(renderToString(<Draft />)).toBe('<p>draft: </p>');
    const { container, logged, recoverable } = await hydrate(<Draft />);
    expect([logged, recoverable]).toEqual([0, []]);
    expect(container.textContent).toBe('draft: 途中の入力');
  });

  it('render the edition the page was rendered in, then the tab’s own', async () => {
    publicStatus.set('house');
    const page = (
      <RenderedEditionContext value="building">
        <Edition />
      </RenderedEditionContext>
    );
    expect(renderToString(page)).toContain('building');
    const { container, logged, recoverable } = await hydrate(page);
    expect([logged, recoverable]).toEqual([0, []]);
    expect(container.textContent).toBe('edition: house');
  });

  it('tell a page it is the browser’s only once hydrated; a page the browser renders alone knows at once', async () => {
    expect(renderToString(<Hydrated />)).toContain('server');
    const { container, logged } = await hydrate(<Hydrated />);
    expect(logged).toBe(0);
    expect(container.textContent).toBe('scripts');
    render(<Hydrated />);
    expect(screen.getAllByText('scripts')).toHaveLength(2);
  });
});
