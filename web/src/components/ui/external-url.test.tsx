import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ExternalUrl } from './external-url';

describe('ExternalUrl', () => {
  it('opens the address in a new tab, with break opportunities after its slashes and the text unchanged', () => {
    const url = 'https://www.towa-energy.example.jp/products/window/resin-sash';
    renderWithProviders(<ExternalUrl url={url} />);
    const link = screen.getByRole('link', { name: url });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.innerHTML).toBe('https://<wbr>www.towa-energy.example.jp/<wbr>products/<wbr>window/<wbr>resin-sash');
  });
});
