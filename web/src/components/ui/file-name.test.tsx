import { Link } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fileNameLinkText } from './file-name';

describe('fileNameLinkText', () => {
  it('names the link by its text as written and keeps the file name together', () => {
    renderWithProviders(<Link href="/file" {...fileNameLinkText('SLS-2025-0003.pdf', 'をダウンロード')} />);
    const link = screen.getByRole('link', { name: 'SLS-2025-0003.pdfをダウンロード' });
    expect(link).toHaveTextContent(/^SLS-2025-0003\.pdfをダウンロード$/);
    const name = link.firstElementChild!;
    expect(name.textContent).toBe('SLS-2025-0003.pdf');
    expect(getComputedStyle(name).display).toBe('inline-block');
  });
});
