import { Box } from '@chakra-ui/react';
import { createExternalStore, useStoreValue } from '@/lib/external-store';

/** The latest count said, and the page it belongs to. */
const last = { path: '', text: '' };
const spoken = createExternalStore('');

/**
 * Tells a screen reader a list's new count (全12件) when it changes on the page it was first shown
 * on: after a search, a filter or another page, which otherwise change the list without a word
 * (WCAG 4.1.3). The first count of a page is not said: the page's title and heading come first.
 */
export function announceCount(path: string, text: string): void {
  const changed = path === last.path && text !== last.text;
  last.path = path;
  last.text = text;
  if (changed) spoken.set(text);
}

/** Says `text` once through the same region: a result that appears below a form (evaluator links). */
export function announce(text: string): void {
  spoken.set(text);
}

/** Forgets what was said (tests start each from an empty page). */
export function resetCountAnnouncer(): void {
  last.path = '';
  last.text = '';
  spoken.reset();
}

/**
 * The one live region counts are said through; always in the page, so it is heard when it changes.
 * A polite region without the status role, which the page's own messages (saved, sent) keep.
 */
export function CountAnnouncer() {
  const text = useStoreValue(spoken);
  return (
    <Box srOnly aria-live="polite" aria-atomic="true" data-testid="count-announcer">
      {text}
    </Box>
  );
}
