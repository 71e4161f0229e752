import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactElement,
} from 'react';
import {
  matchRoutes,
  renderMatches,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigationType,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { RouteHandlesContext, type RouteHandle } from '@/components/layout/route-type';
import { errorList, keepsErrors } from '@/components/ui/error-list-store';
import { NextLocationCommitContext } from '@/hooks/use-app-navigate';
import { focusDroppedOnHeading } from '@/lib/focus-page-heading';
import { navigationDone, navigationStarted, trackedNavigator } from '@/lib/navigation-activity';
import { preloadableLazy, type CodeLoadFailure } from '@/lib/preloadable-lazy';
import { routes } from './routes';

type LazyRoute = () => Promise<{ Component?: ComponentType | null; element?: ReactElement | null }>;

/** What loads each converted route's screen code; calling it again returns the same promise. */
const screenLoaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/** A route's lazily loaded screen as an element, and what starts loading its code. */
function lazyScreen(
  load: LazyRoute,
  onLoadFailure?: CodeLoadFailure,
): { element: ReactElement; preload: () => Promise<unknown> } {
  const { Component: Screen, preload } = preloadableLazy(
    () => load().then(({ Component, element }) => Component ?? (() => element ?? null)),
    onLoadFailure,
  );
  return { element: <Screen />, preload };
}

/**
 * The route table with each `lazy` screen turned into a `React.lazy` element, for the router's
 * declarative mode. The data router (`createBrowserRouter`) loaded lazy routes itself, but it is
 * twice the code (27 against 12 KiB brotli) in every visitor's first load, for loaders, actions and
 * fetchers the portal does not use (its data comes from Apollo). A screen whose code fails to load
 * first goes to `onLoadFailure` (by default a reload when a release replaced the code, see
 * reloadForRelease), then to its error boundary.
 */
export function withLazyElements(table: RouteObject[], onLoadFailure?: CodeLoadFailure): RouteObject[] {
  return table.map((route) => {
    const { lazy: load, children, ...rest } = route;
    if (load !== undefined && typeof load !== 'function')
      throw new Error('only function-form lazy routes are supported');
    const converted = { ...rest } as RouteObject;
    if (load) {
      const screen = lazyScreen(load as LazyRoute, onLoadFailure);
      converted.element = screen.element;
      screenLoaders.set(converted, screen.preload);
    }
    if (children) converted.children = withLazyElements(children, onLoadFailure);
    return converted;
  });
}

const appRoutes = withLazyElements(routes);

/**
 * Calls `onCommit` when the screen of `location` is on the page: inside the Suspense boundary, its
 * effect waits while the screen's code is loading (the fallback shows instead).
 */
function ScreenCommitted({ location, onCommit }: { location: Location; onCommit: () => void }) {
  useLayoutEffect(onCommit, [location, onCommit]);
  return null;
}

/**
 * What to do once the screen of `location` is on the page. A new page (another path) starts as a
 * page loaded by the browser does:
 * - without the previous page's error messages (a failed sign-in's message showed on the password
 *   reset page), unless it is the step of a form the messages are about (KEEP_ERRORS_STATE);
 * - at its top when reached by a link or a redirect; otherwise a save at the bottom of a long form
 *   opened the next page scrolled down, its heading and message out of view. Back and forward
 *   (POP) keep the browser's own restoring;
 * - with focus on its heading if the navigation dropped it (focusDroppedOnHeading).
 * A change of the query alone (a filter, a page of a list) keeps all three.
 */
function useNewPageStartsFresh(location: Location): () => void {
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const stopFocusing = useRef<() => void>(() => undefined);
  useEffect(() => () => stopFocusing.current(), []);
  return useCallback(() => {
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
 * The router's navigation context with every navigation it starts noted (navigation-activity), and
 * the browser's back and forward too: from then until the new screen commits, the page is busy. The
 * data router's useNavigation() would say the same; this declarative router has none.
 */
function useTrackedNavigation() {
  const navigation = useContext(NavigationContext);
  useEffect(() => {
    window.addEventListener('popstate', navigationStarted);
    return () => window.removeEventListener('popstate', navigationStarted);
  }, []);
  return useMemo(() => ({ ...navigation, navigator: trackedNavigator(navigation.navigator) }), [navigation]);
}

/**
 * The screen of the current location inside the app's routes, with the matched routes' handles for
 * the layout. A screen whose code is still loading suspends: on a first visit the page shows the
 * fallback; on a navigation (a transition) the previous screen stays until the new one is ready.
 * Callers of `useAppNavigate` wait for the commit of the location they asked for.
 */
export function AppRoutes({ table = appRoutes }: { table?: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => {
    const found = matchRoutes(table, location);
    // The screen's code starts loading now, as the data router did, not when rendering reaches it
    // under the layout (tens of milliseconds later on a phone); a failure shows when it does
    // (ScreenErrorBoundary).
    for (const match of found ?? [])
      screenLoaders
        .get(match.route)?.()
        .catch(() => undefined);
    return found;
  }, [table, location]);
  const handles = useMemo(
    () => (matches ?? []).map((match) => match.route.handle as RouteHandle | undefined),
    [matches],
  );
  const waiting = useRef<(() => void)[]>([]);
  const nextLocationCommit = useCallback(() => new Promise<void>((resolve) => waiting.current.push(resolve)), []);
  const startsFresh = useNewPageStartsFresh(location);
  const release = useCallback(() => {
    startsFresh();
    navigationDone();
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [startsFresh]);
  const navigation = useTrackedNavigation();
  return (
    <NavigationContext value={navigation}>
      <NextLocationCommitContext value={nextLocationCommit}>
        <RouteHandlesContext value={handles}>
          <Suspense fallback={<div aria-busy="true" />}>
            {renderMatches(matches)}
            <ScreenCommitted location={location} onCommit={release} />
          </Suspense>
        </RouteHandlesContext>
      </NextLocationCommitContext>
    </NavigationContext>
  );
}
