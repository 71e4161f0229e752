import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A run of text that moves to the next line whole rather than breaking inside (a file name, a piece
 * of a URL), and breaks inside only when it is wider than the line: an inline block as wide as the
 * line at most. Browsers read an inline block as a word of its own (a space around it in a link's
 * name), so a link made of them names itself with aria-label. Its underline is its own: a link's
 * decoration does not reach into an inline block.
 */
export function KeepTogether({ children }: { children: ReactNode }) {
  return (
    <chakra.span display="inline-block" maxW="full" overflowWrap="anywhere" textDecoration="inherit">
      {children}
    </chakra.span>
  );
}
