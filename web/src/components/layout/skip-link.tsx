import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/** The id of the page's <main>, which the skip link targets (it needs tabIndex={-1} to take focus). */
export const MAIN_ID = 'main';

/** Hidden as srOnly until focused; then a box at the window's top left, over the sticky header. */
const SHOWN_WHEN_FOCUSED = {
  position: 'fixed',
  top: '2',
  left: '2',
  width: 'auto',
  height: 'auto',
  margin: '0',
  paddingInline: '4',
  paddingBlock: '2',
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'nowrap',
  zIndex: 'skipNav',
  bg: 'white',
  color: 'blue.700',
  borderWidth: '2px',
  borderColor: 'blue.600',
  rounded: 'md',
  boxShadow: 'md',
} as const;

/**
 * 本文へスキップ: the page's first focusable element (common JIS X 8341-3 practice), so a keyboard
 * skips the header's links and search. Unseen until it has focus. Before the scripts run it is a
 * plain in-page link; once they do, a click moves the focus to <main> itself without changing the
 * address (the router would take a new hash for a navigation).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    // Focus scrolls it into view.
    main.focus();
  };
  return (
    <Link href={`#${MAIN_ID}`} srOnly _focus={SHOWN_WHEN_FOCUSED} onClick={skip}>
      本文へスキップ
    </Link>
  );
}
