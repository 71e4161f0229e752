import { PHONE_QUERY } from '@rules/screen-width';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { filtersActive, filtersFromSearch } from '../lib/filters';

/**
 * The public list's search form, loaded apart from the list (formik and Chakra's form parts, about
 * 12 KiB brotli). It is in the page on every screen (a phone folds it by CSS: the same markup
 * everywhere, and a native GET form that works before the scripts run), so every screen loads its
 * code; a phone, where it is folded, loads it after the list's first render instead of before
 * (the fallback is folded with it), so the list does not wait for it there.
 */
export const { Component: LazyFilterForm, preload: preloadFilterForm } = preloadableLazy(() =>
  import('./filter-form').then((module) => module.FilterForm),
);

/**
 * Loads the form before the list first renders wherever it shows at once: a screen wider than a
 * phone, or a phone whose address filters the list (the disclosure starts open). The list then
 * renders with the form in place, and nothing below it moves when it arrives. A loading hint only,
 * called by the route before rendering: what renders does not depend on it (the screen's layout is
 * CSS), so the server's HTML and the first render stay the same. The server's document preloads
 * its code for wide screens (LAZY_PUBLIC_PAGES).
 */
export function preloadFilterFormIfShownAtOnce(): Promise<unknown> | undefined {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  const shown = !phone || filtersActive(filtersFromSearch(new URLSearchParams(window.location.search)));
  return shown ? preloadFilterForm() : undefined;
}
