import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A file's name inside running text: an inline block, so a narrow line moves the whole name down
 * rather than breaking it at a hyphen, and breaks it anywhere only when it is wider than the line.
 * A link's underline is the block's own (decoration does not reach into it).
 */
function FileName({ name }: { name: string }) {
  return (
    <chakra.span display="inline-block" maxW="full" overflowWrap="anywhere" textDecoration="inherit">
      {name}
    </chakra.span>
  );
}

/**
 * A link's text that starts with a file's name (「SLS-2025-0003.pdfをダウンロード」), to spread on the
 * link: its children, and its name as read, which browsers would otherwise give a space after the
 * name's inline block.
 */
export function fileNameLinkText(fileName: string, rest: string): { children: ReactNode; 'aria-label': string } {
  return {
    children: (
      <>
        <FileName name={fileName} />
        {rest}
      </>
    ),
    'aria-label': `${fileName}${rest}`,
  };
}
