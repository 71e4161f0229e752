import { PHONE_QUERY } from '@/hooks/use-media-query';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { filtersActive, filtersFromSearch } from '../lib/filters';

/**
 * The public list's search form, loaded apart from the list. A phone shows it folded
 * (FilterDisclosure) and most visitors never open it, so its code (formik and Chakra's form parts,
 * about 20 KiB brotli) stays out of a phone's first load and arrives when the form is first opened.
 */
export const { Component: LazyFilterForm, preload: preloadFilterForm } = preloadableLazy(() =>
  import('./filter-form').then((module) => module.FilterForm),
);

/**
 * Loads the form before the list first renders wherever it shows at once (see FilterDisclosure): a
 * screen wider than a phone, or a phone whose address filters the list (the form starts open). The
 * list then renders with the form in place, and nothing below it moves when it arrives. The
 * server's document preloads its code for wide screens (LAZY_PUBLIC_PAGES).
 */
export function preloadFilterFormIfShownAtOnce(): Promise<unknown> | undefined {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  const shown = !phone || filtersActive(filtersFromSearch(new URLSearchParams(window.location.search)));
  return shown ? preloadFilterForm() : undefined;
}
