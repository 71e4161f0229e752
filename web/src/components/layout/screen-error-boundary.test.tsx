import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/components/ui/theme';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('a screen failed');
}

function at(resetKey: string, screenElement: ReactNode) {
  return (
    <ChakraProvider value={system}>
      <ScreenErrorBoundary resetKey={resetKey}>{screenElement}</ScreenErrorBoundary>
    </ChakraProvider>
  );
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a failed screen with a message and a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(at('/a', <Broken />));
    expect(screen.getByRole('heading', { name: 'ページを表示できませんでした' })).toBeInTheDocument();
    expect(screen.getByText('通信状況を確認して、ページを再読み込みしてください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });

  it('keeps the message at the same location and clears it at another', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(at('/a', <Broken />));
    rerender(at('/a', <p>次の画面</p>));
    expect(screen.getByRole('heading', { name: 'ページを表示できませんでした' })).toBeInTheDocument();
    rerender(at('/b', <p>次の画面</p>));
    expect(screen.getByText('次の画面')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ページを表示できませんでした' })).not.toBeInTheDocument();
  });
});
