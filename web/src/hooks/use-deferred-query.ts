import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';

/**
 * `useQuery` whose answer is rendered as a transition. Apollo hands a result to React through
 * `useSyncExternalStore`, which renders synchronously: a public page's rows or notices arriving
 * after the first paint became one long task of a throttled phone's main thread (most of
 * Lighthouse's blocking time). Deferred, the result first re-renders the page as it was, then the
 * rows render in slices that yield to the browser. For the lists a visitor lands on; a form that
 * must show what was just saved keeps `useQuery`.
 */
export const useDeferredQuery = ((...args: Parameters<typeof useQuery>) =>
  useDeferredValue(useQuery(...args))) as typeof useQuery;
