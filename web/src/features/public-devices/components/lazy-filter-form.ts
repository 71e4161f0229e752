import { preloadableLazy } from '@/lib/preloadable-lazy';

/**
 * The public list's search form, loaded apart from the list (formik and Chakra's form parts, about
 * 20 KiB brotli) and in parallel with it: the route preloads it (preloadFilterForm) before the list
 * first renders. The form is in the page on every screen (a phone folds it in a <details>, by CSS,
 * so the server's HTML and the first render are the same everywhere, and it works before the
 * scripts run), so it is needed at once on every screen; the list then renders with the form in
 * place, and nothing below it moves when it arrives.
 */
export const { Component: LazyFilterForm, preload: preloadFilterForm } = preloadableLazy(() =>
  import('./filter-form').then((module) => module.FilterForm),
);
