import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { errorList, keepsErrors } from '@/components/ui/error-list-store';
import { focusDroppedOnHeading } from '@/lib/focus-page-heading';

/**
 * A new page (another path) starts as a page loaded by the browser does:
 * - without the previous page's error messages (a failed sign-in's message showed on the password
 *   reset page), unless it is the step of a form the messages are about (KEEP_ERRORS_STATE);
 * - at its top when reached by a link or a redirect; otherwise a save at the bottom of a long form
 *   opened the next page scrolled down, its heading and message out of view. Back and forward
 *   (POP) keep the browser's own restoring;
 * - with focus on its heading if the navigation dropped it (focusDroppedOnHeading).
 * A change of the query alone (a filter, a page of a list) keeps all three. The router changes the
 * location once the new screen's code has loaded, so this runs when the new screen is on the page.
 */
export function useNewPageStartsFresh(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const stopFocusing = useRef<() => void>(() => undefined);
  useEffect(() => () => stopFocusing.current(), []);
  useLayoutEffect(() => {
    const previous = shownPath.current;
    shownPath.current = location.pathname;
    if (previous === null || previous === location.pathname) return;
    if (!keepsErrors(location.state)) errorList.clear();
    if (navigationType !== 'POP') window.scrollTo?.(0, 0);
    stopFocusing.current();
    stopFocusing.current = focusDroppedOnHeading();
  }, [location.pathname, location.state, navigationType]);
}

/**
 * What `useAppNavigate` waits for: the next location on the page. The router resolves a navigation
 * when its state changes; the screen commits after that (a transition), and callers act on it
 * (clear a draft the old page still shows).
 */
export function useNextLocationCommit(): () => Promise<void> {
  const location = useLocation();
  const waiting = useRef<(() => void)[]>([]);
  useLayoutEffect(() => {
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [location]);
  return useCallback(() => new Promise<void>((resolve) => waiting.current.push(resolve)), []);
}
