import type { ReactNode } from 'react';
import { KeepTogether } from './keep-together';

/**
 * A link's text that starts with a file's name (「SLS-2025-0003.pdfをダウンロード」), to spread on the
 * link: the name kept together (a narrow line moves it down whole rather than breaking it at a
 * hyphen), and the link's name as written.
 */
export function fileNameLinkText(fileName: string, rest: string): { children: ReactNode; 'aria-label': string } {
  return {
    children: (
      <>
        <KeepTogether>{fileName}</KeepTogether>
        {rest}
      </>
    ),
    'aria-label': `${fileName}${rest}`,
  };
}
