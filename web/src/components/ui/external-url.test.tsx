import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ExternalUrl } from './external-url';

describe('ExternalUrl', () => {
  it('opens the address in a new tab, named by it, its pieces kept together with break opportunities between them', () => {
    const url = 'https://www.towa-energy.example.jp/products/window/resin-sash';
    renderWithProviders(<ExternalUrl url={url} />);
    const link = screen.getByRole('link', { name: url });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent(url);
    const pieces = [...link.querySelectorAll('span')];
    expect(pieces.map((piece) => piece.textContent)).toEqual([
      'https://',
      'www.towa-energy.example.jp/',
      'products/',
      'window/',
      'resin-sash',
    ]);
    expect(pieces.map((piece) => getComputedStyle(piece).display)).toEqual(Array(5).fill('inline-block'));
    expect(link.querySelectorAll('wbr')).toHaveLength(4);
  });
});
