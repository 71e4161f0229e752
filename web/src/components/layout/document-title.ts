import { useEffect } from 'react';
import { titleFor } from '@rules/page-titles';

/**
 * Keeps document.title on the current screen's h1 inside `main` (every screen has exactly one), so a
 * browser tab, the history list, a screen reader and a search engine name each page apart. Watching
 * the DOM covers lazy routes and headings that change with loaded data (a device's name).
 */
export function useDocumentTitleFromHeading(getMain: () => HTMLElement | null): void {
  useEffect(() => {
    const main = getMain();
    if (!main) return;
    const update = () => {
      const next = titleFor(main.querySelector('h1')?.textContent);
      if (document.title !== next) document.title = next;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [getMain]);
}
